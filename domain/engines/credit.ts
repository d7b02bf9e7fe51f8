import Decimal from 'decimal.js';
import { CCGStatus, type CCGStatusId, ccgStatusLabel } from '../ccgStatus';
import { type DecimalInput, toDecimal } from '../decimalValue';
import { formatBRL } from '../format';
import { availableLimit } from '../policyHolderLimits';
import { type EngineVerdict, type Finding, moneyText, verdictFrom } from './types';

/** Credit engine: the holder's standing, its CCG and its limits. Rules as /docs shows them: */
export const creditRules: readonly string[] = [
  'Recusa quando o tomador está inativo ou bloqueado.',
  'Encaminha para análise quando o tomador tem bloqueio restritivo (toda operação dele passa pela seguradora).',
  'Encaminha para análise quando o CCG do tomador não está assinado, salvo se a assinatura do CCG for ignorada para ele.',
  'Encaminha para análise quando o tomador não tem limite calculado.',
  'Limite disponível do tomador = limite total − exposição (importância segurada das apólices vigentes e das propostas aprovadas ainda não emitidas); encaminha para análise quando a importância segurada passa dele.',
  'Quando o tomador pertence a um grupo econômico, encaminha para análise quando a importância segurada passa do limite disponível agregado do grupo (limite do grupo − exposição do grupo).',
];

export interface CreditExposure {
  /** Sum of the IS of the holder's (or group's) policies in force. */
  policiesInForce: DecimalInput;
  /**
   * Sum of the IS of its proposals approved but not issued (Aguardando Emissão, Aguardando
   * Pagamento), the proposal under evaluation excluded.
   */
  approvedProposals: DecimalInput;
}

export interface CreditInput {
  /** IS of the proposal being evaluated. */
  insuredAmount: DecimalInput;
  holder: {
    IsActive: boolean;
    IsBlocked: boolean;
    IsRestrictiveBlocked: boolean;
    /** null: the holder has no CCG yet. */
    CcgStatus: CCGStatusId | null;
    IgnoreCcgSignature: boolean;
    /** Total limit; null when never calculated. */
    LimitValue: DecimalInput;
    exposure: CreditExposure;
  };
  /** The holder's economic group, when it has one: its aggregate limit and exposure. */
  economicGroup?: {
    Name: string | null;
    LimitValue: DecimalInput;
    exposure: CreditExposure;
  } | null;
}

const zero = new Decimal(0);
const sumOf = (exposure: CreditExposure) =>
  (toDecimal(exposure.policiesInForce) ?? zero).plus(toDecimal(exposure.approvedProposals) ?? zero);

const loggedExposure = (exposure: CreditExposure) => ({
  PoliciesInForce: moneyText(toDecimal(exposure.policiesInForce) ?? zero),
  ApprovedProposals: moneyText(toDecimal(exposure.approvedProposals) ?? zero),
  Total: moneyText(sumOf(exposure)),
});

export const evaluateCredit = (input: CreditInput): EngineVerdict => {
  const { holder, economicGroup } = input;
  const findings: Finding[] = [];
  const refuse = (reason: string) => findings.push({ verdict: 'refused', reason });
  const refer = (reason: string) => findings.push({ verdict: 'referred', reason });
  const insuredAmount = toDecimal(input.insuredAmount) ?? zero;

  if (!holder.IsActive) refuse('Tomador inativo.');
  if (holder.IsBlocked) refuse('Tomador bloqueado.');
  if (holder.IsRestrictiveBlocked) refer('Tomador com bloqueio restritivo.');

  if (!holder.IgnoreCcgSignature && holder.CcgStatus !== CCGStatus.Assinado) {
    refer(
      holder.CcgStatus === null
        ? 'Tomador sem CCG (contrato de contragarantia).'
        : `CCG do tomador não assinado (status "${ccgStatusLabel(holder.CcgStatus)}").`,
    );
  }

  const holderLimit = toDecimal(holder.LimitValue);
  const holderExposure = sumOf(holder.exposure);
  const holderAvailable = holderLimit ? availableLimit(holderLimit, holderExposure) : null;
  if (!holderLimit || !holderAvailable) refer('Tomador sem limite de crédito calculado.');
  else if (insuredAmount.greaterThan(holderAvailable)) {
    refer(
      `Importância segurada de ${formatBRL(insuredAmount)} acima do limite disponível do tomador de ${formatBRL(holderAvailable)} (limite ${formatBRL(holderLimit)} − exposição ${formatBRL(holderExposure)}).`,
    );
  }

  let group: Record<string, string | null> | null = null;
  if (economicGroup) {
    const groupLimit = toDecimal(economicGroup.LimitValue);
    const groupExposure = sumOf(economicGroup.exposure);
    const groupAvailable = groupLimit ? availableLimit(groupLimit, groupExposure) : null;
    const groupName = economicGroup.Name ? ` "${economicGroup.Name}"` : '';
    if (!groupLimit || !groupAvailable) {
      refer(`Grupo econômico${groupName} sem limite agregado definido.`);
    } else if (insuredAmount.greaterThan(groupAvailable)) {
      refer(
        `Importância segurada de ${formatBRL(insuredAmount)} acima do limite disponível do grupo econômico${groupName} de ${formatBRL(groupAvailable)} (limite ${formatBRL(groupLimit)} − exposição ${formatBRL(groupExposure)}).`,
      );
    }
    group = {
      Name: economicGroup.Name,
      LimitValue: moneyText(groupLimit),
      ...loggedExposure(economicGroup.exposure),
      AvailableLimit: moneyText(groupAvailable),
    };
  }

  return verdictFrom(
    'Credito',
    findings,
    `Tomador ativo, sem bloqueios, CCG em ordem e importância segurada de ${formatBRL(insuredAmount)} dentro do limite disponível.`,
    {
      InsuredAmountValue: moneyText(insuredAmount),
      IsActive: holder.IsActive,
      IsBlocked: holder.IsBlocked,
      IsRestrictiveBlocked: holder.IsRestrictiveBlocked,
      CcgStatus: holder.CcgStatus,
      IgnoreCcgSignature: holder.IgnoreCcgSignature,
      LimitValue: moneyText(holderLimit),
      Exposure: loggedExposure(holder.exposure),
      AvailableLimit: moneyText(holderAvailable),
      EconomicGroup: group,
    },
  );
};
