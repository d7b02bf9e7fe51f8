import Decimal from 'decimal.js';
import { addDays, daysBetween, parseIsoDay } from './policyTerm';

/**
 * The premium refunded when the insurer cancels a policy (InternalCancelPolicy; issue 15). The
 * method is the tenant's (issuance_settings.cancellation_method, PRO_RATA when absent):
 *
 * - PRO_RATA (pro rata temporis): the insurer keeps the premium of the days that ran,
 *   retained = premium × daysInForce / termDays, and refunds the rest.
 * - PRAZO_CURTO (tabela de prazo curto, Circular SUSEP): the insurer keeps the percentage of the
 *   premium the short-rate table gives for the fraction of the term that ran. The table is
 *   written for a one-year term (365 days); another term is scaled to it, so a row of D days
 *   stands for D/365 of the term. Between two rows we take the NEXT row up (the percentage of
 *   the "prazo imediatamente superior", the reading of the general conditions that never refunds
 *   more than the table allows): 20 days of a year keep 20 % (the 30-day row), not an
 *   interpolated 15.33 %.
 *
 * Days are ISO days. termDays = endDate − startDate (a year is 365 or 366 days); daysInForce =
 * cancellationDate − startDate, clamped to [0, termDays]: cancelling on (or before) the first
 * day keeps nothing — the cover never ran — and refunds the whole premium with either method.
 * Money is decimal, the retained premium rounded half-up to the cent and the refund the
 * remainder, so both always add up to the premium.
 */

export const CANCELLATION_METHODS = ['PRO_RATA', 'PRAZO_CURTO'] as const;
export type CancellationMethod = (typeof CANCELLATION_METHODS)[number];
export const DEFAULT_CANCELLATION_METHOD: CancellationMethod = 'PRO_RATA';

export const cancellationMethodLabels: Record<CancellationMethod, string> = {
  PRO_RATA: 'Pro rata temporis',
  PRAZO_CURTO: 'Tabela de prazo curto (SUSEP)',
};

/** The tenant's stored method; anything unknown (or none) is the default, pro rata. */
export const cancellationMethodOf = (value: string | null | undefined): CancellationMethod =>
  (CANCELLATION_METHODS as readonly string[]).includes(value ?? '')
    ? (value as CancellationMethod)
    : DEFAULT_CANCELLATION_METHOD;

/** SUSEP's short-rate table: [days of a one-year term that ran, % of the premium retained]. */
export const SHORT_RATE_TABLE: readonly (readonly [number, number])[] = [
  [15, 13],
  [30, 20],
  [45, 27],
  [60, 30],
  [75, 37],
  [90, 40],
  [105, 46],
  [120, 50],
  [135, 56],
  [150, 60],
  [165, 66],
  [180, 70],
  [195, 73],
  [210, 75],
  [225, 78],
  [240, 80],
  [255, 83],
  [270, 85],
  [285, 88],
  [300, 90],
  [315, 93],
  [330, 95],
  [345, 98],
  [365, 100],
];

const TABLE_YEAR_DAYS = 365;

/**
 * The short-rate percentage retained after `daysInForce` days of a `termDays` term: the first
 * row whose share of the year reaches the share of the term that ran (integers compared, no
 * rounding); 0 when nothing ran, 100 from the whole term on.
 */
export const shortRatePercent = (daysInForce: number, termDays: number): number => {
  if (daysInForce <= 0) return 0;
  const row = SHORT_RATE_TABLE.find(([days]) => days * termDays >= daysInForce * TABLE_YEAR_DAYS);
  return row ? row[1] : 100;
};

/**
 * Retroactive cancellation: InternalCancelPolicy accepts a CancellationDate at most this many
 * days before today (Brasília) — GetNumberOfDaysToCancelPolicy answers it, the spec's "policy
 * cancellation day count comes from the server". A tenant constant for now (the same for every
 * insurer); a later issuance_settings column would make it per tenant.
 */
export const CANCELLATION_RETROACTIVE_DAYS = 30;

export interface RefundInput {
  /** The policy's premium, a decimal string ("1234.56"). */
  premium: string;
  startDate: string;
  endDate: string;
  cancellationDate: string;
  method: CancellationMethod;
}

export interface RefundResult {
  Method: CancellationMethod;
  MethodName: string;
  DaysInForce: number;
  TermDays: number;
  /** The share of the premium the insurer keeps, in percent (pro rata: to 4 places). */
  RetainedPercentage: string;
  RetainedPremium: string;
  RefundValue: string;
}

/** The refund of a cancellation on `cancellationDate` by `method` (see the module's note). */
export const cancellationRefund = (input: RefundInput): RefundResult => {
  const premium = new Decimal(input.premium);
  const termDays = Math.max(daysBetween(input.startDate, input.endDate), 1);
  const daysInForce = Math.min(
    Math.max(daysBetween(input.startDate, input.cancellationDate), 0),
    termDays,
  );
  const retainedShare =
    input.method === 'PRAZO_CURTO'
      ? new Decimal(shortRatePercent(daysInForce, termDays)).div(100)
      : new Decimal(daysInForce).div(termDays);
  const retained = premium.times(retainedShare).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return {
    Method: input.method,
    MethodName: cancellationMethodLabels[input.method],
    DaysInForce: daysInForce,
    TermDays: termDays,
    RetainedPercentage: retainedShare
      .times(100)
      .toDecimalPlaces(4, Decimal.ROUND_HALF_UP)
      .toFixed(),
    RetainedPremium: retained.toFixed(2),
    RefundValue: premium.minus(retained).toFixed(2),
  };
};

export const CANCELLATION_DATE_LABEL = 'Data de cancelamento (CancellationDate)';

/**
 * Problems with a cancellation date (ISO day): a real day, not in the future, at most
 * CANCELLATION_RETROACTIVE_DAYS before today, and before the end of the term.
 */
export const cancellationDateProblems = (
  day: string,
  term: { endDate: string; today: string },
): string[] => {
  if (!parseIsoDay(day)) {
    return [`${CANCELLATION_DATE_LABEL}: informe uma data válida (AAAA-MM-DD ou DD/MM/AAAA).`];
  }
  if (day > term.today) return [`${CANCELLATION_DATE_LABEL}: não pode ser uma data futura.`];
  if (day < addDays(term.today, -CANCELLATION_RETROACTIVE_DAYS)) {
    return [
      `${CANCELLATION_DATE_LABEL}: o cancelamento retroage no máximo ${CANCELLATION_RETROACTIVE_DAYS} dias.`,
    ];
  }
  if (day >= term.endDate) {
    return [`${CANCELLATION_DATE_LABEL}: deve ser anterior ao fim de vigência da apólice.`];
  }
  return [];
};
