import Decimal from 'decimal.js';
import { formatBRL, formatNumberPtBR } from './format';
import { type AdjustmentIndex, adjustmentIndexLabels } from './renewal';

/**
 * How a renewal (issue 15) updates the insured amount and the premium, and whether it may be
 * issued without an analyst. Money is decimal (decimal.js) and rounded to centavos half-up.
 */

/** The price indexes with a rate (NENHUM keeps the amount). */
export type PriceIndex = Exclude<AdjustmentIndex, 'NENHUM'>;
export const PRICE_INDEXES: readonly PriceIndex[] = ['IPCA', 'IGPM', 'INPC'];

/** Accumulated 12-month rate of each index, percent (e.g. "4.5000" = 4,5 %). */
export type IndexRates = Record<PriceIndex, string>;

/**
 * What a tenant that never recorded the published 12-month rates uses: the ceiling of the
 * Conselho Monetário Nacional's inflation target (3 % ± 1,5 p.p. → 4,5 %) for every index, a
 * neutral, documented stand-in until the insurer records IBGE's IPCA/INPC and FGV's IGP-M in
 * adjustment_index_rates (one row per tenant and index).
 */
export const DEFAULT_INDEX_RATES: IndexRates = { IPCA: '4.5000', IGPM: '4.5000', INPC: '4.5000' };

/** The 12-month rate the index applies (percent); 0 for NENHUM. */
export const adjustmentRate = (index: AdjustmentIndex, rates: IndexRates = DEFAULT_INDEX_RATES) =>
  index === 'NENHUM' ? new Decimal(0) : new Decimal(rates[index] ?? DEFAULT_INDEX_RATES[index]);

const centavos = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** The insured amount updated by the index: amount × (1 + rate/100), rounded to centavos. */
export const adjustInsuredAmount = (
  amount: Decimal.Value,
  index: AdjustmentIndex,
  rates: IndexRates = DEFAULT_INDEX_RATES,
) => centavos(new Decimal(amount).times(adjustmentRate(index, rates).div(100).plus(1)));

/** A value in proportion to the insured amount (the old premium when it is not recalculated). */
export const scaleByInsuredAmount = (
  value: Decimal.Value,
  oldInsuredAmount: Decimal.Value,
  newInsuredAmount: Decimal.Value,
) => {
  const before = new Decimal(oldInsuredAmount);
  if (before.isZero()) return centavos(new Decimal(value));
  return centavos(new Decimal(value).times(newInsuredAmount).div(before));
};

/** "atualizada pelo IGP-M (4,5 % em 12 meses)" or "sem atualização por índice" (mails, timelines). */
export const adjustmentLabel = (index: AdjustmentIndex, rates: IndexRates = DEFAULT_INDEX_RATES) =>
  index === 'NENHUM'
    ? 'sem atualização por índice'
    : `atualizada pelo ${adjustmentIndexLabels[index]} (${formatNumberPtBR(adjustmentRate(index, rates), { maxFractionDigits: 4 })} % em 12 meses)`;

/** The holder as the renewal reads it (BlockOnHolderRestrictions). */
export interface HolderStanding {
  isActive: boolean;
  isBlocked: boolean;
  isRestrictiveBlocked: boolean;
  /** null while the limits were never calculated. */
  limitValue: string | null;
  limitUsedValue: string;
}

/**
 * The holder's pending issues that stop a renewal from being issued without an analyst: inactive,
 * blocked, restrictively blocked, no limit, or not enough limit for the new insured amount once
 * the renewed policy's own amount is released at its expiry.
 */
export const holderRestrictions = (
  holder: HolderStanding,
  amounts: { oldInsuredAmount: Decimal.Value; newInsuredAmount: Decimal.Value },
): string[] => {
  const reasons: string[] = [];
  if (!holder.isActive) reasons.push('O tomador está inativo.');
  if (holder.isBlocked) reasons.push('O tomador está bloqueado.');
  if (holder.isRestrictiveBlocked) reasons.push('O tomador tem bloqueio restritivo.');
  if (holder.limitValue === null) {
    reasons.push('O tomador não tem limite calculado.');
  } else {
    const available = new Decimal(holder.limitValue)
      .minus(holder.limitUsedValue)
      .plus(amounts.oldInsuredAmount);
    if (available.lessThan(amounts.newInsuredAmount)) {
      reasons.push(
        `O limite disponível do tomador (${formatBRL(Decimal.max(available, 0))}) não cobre a importância segurada da renovação (${formatBRL(new Decimal(amounts.newInsuredAmount))}).`,
      );
    }
  }
  return reasons;
};

export interface RenewalRouteInput {
  /** The modality's rule renews automatically (EffectiveRenewal.AutomaticRenewal). */
  automaticRenewal: boolean;
  autoIssueWhenUnchanged: boolean;
  blockOnHolderRestrictions: boolean;
  /** holderRestrictions(); ignored unless blockOnHolderRestrictions. */
  restrictions: readonly string[];
  /** What changed besides the term and the index (a new rate, a pricing problem…). */
  changes: readonly string[];
}

export interface RenewalRoute {
  /** 'emissao': Aguardando Emissão; 'analise': Em análise with a PROPOSTA_RENOVACAO card. */
  route: 'emissao' | 'analise';
  /** Issue the renewal at once (AutoIssueWhenUnchanged). */
  issue: boolean;
  /** Why an analyst must look at it (the card's description), empty on the direct route. */
  reasons: string[];
}

/**
 * Where a renewal goes: straight to issuance when the modality renews automatically and nothing
 * but the term and the index changed (issued at once when AutoIssueWhenUnchanged), otherwise to
 * an analyst. With BlockOnHolderRestrictions a holder's pending issue sends it to the analyst too.
 */
export const renewalRoute = (input: RenewalRouteInput): RenewalRoute => {
  const reasons = [
    ...(input.automaticRenewal
      ? []
      : ['A modalidade não renova automaticamente: a renovação passa por análise.']),
    ...input.changes,
    ...(input.blockOnHolderRestrictions ? input.restrictions : []),
  ];
  if (reasons.length) return { route: 'analise', issue: false, reasons };
  return { route: 'emissao', issue: input.autoIssueWhenUnchanged, reasons: [] };
};
