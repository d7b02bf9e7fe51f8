import { addDays, daysBetween, isoDay, parseIsoDay } from '../policyTerm';
import { type PricingField, type PricingProblem, pricingMessages } from './messages';

/**
 * The term of a proposal (or of its complementary modality): start date, end date and days kept
 * consistent. Days are calendar days from the start to the end date (`endDate − startDate`), the
 * count the premium's pro-rata uses. Dates are ISO days (`"2026-03-01"`), read in UTC so no time
 * zone moves them.
 */

export type PricingOutcome<T> = { ok: true; result: T } | { ok: false; problems: PricingProblem[] };

export interface TermInput {
  /** ISO day `YYYY-MM-DD` (a longer ISO date-time is cut to its day). */
  startDate?: string | null;
  /** ISO day; when given with deadlineDays both must agree. */
  endDate?: string | null;
  /** Whole days; when given alone the end date is startDate + deadlineDays. */
  deadlineDays?: number | string | null;
}

export interface ProposalTerm {
  startDate: string;
  endDate: string;
  deadlineDays: number;
}

/** Which gateway fields a term's problems name: the main modality's or the complementary's. */
export interface TermFields {
  startDate: PricingField;
  endDate: PricingField;
  deadlineDays: PricingField;
}

export const MAIN_TERM_FIELDS: TermFields = {
  startDate: 'StartDate',
  endDate: 'EndDate',
  deadlineDays: 'DeadlineDays',
};

export const COMPLEMENTARY_TERM_FIELDS: TermFields = {
  startDate: 'ComplementaryStartDate',
  endDate: 'ComplementaryEndDate',
  deadlineDays: 'ComplementaryDeadlineDays',
};

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

const readDays = (value: TermInput['deadlineDays']): number | null => {
  const days = typeof value === 'number' ? value : Number(String(value).trim() || Number.NaN);
  return Number.isInteger(days) && days >= 1 ? days : null;
};

/**
 * Completes a term from its start date and either its end date or its days (or checks that both
 * agree when both come). Problems name the fields of `fields`.
 */
export const proposalTerm = (
  input: TermInput,
  fields: TermFields = MAIN_TERM_FIELDS,
): PricingOutcome<ProposalTerm> => {
  const problems: PricingProblem[] = [];
  const start = parseIsoDay(input.startDate);
  if (!start) problems.push({ field: fields.startDate, message: pricingMessages.startDateMissing });
  const end = isBlank(input.endDate) ? null : parseIsoDay(input.endDate);
  if (!isBlank(input.endDate) && !end) {
    problems.push({ field: fields.endDate, message: pricingMessages.endDateInvalid });
  }
  const days = isBlank(input.deadlineDays) ? null : readDays(input.deadlineDays);
  if (!isBlank(input.deadlineDays) && days === null) {
    problems.push({ field: fields.deadlineDays, message: pricingMessages.deadlineDaysInvalid });
  }
  if (isBlank(input.endDate) && isBlank(input.deadlineDays)) {
    problems.push({ field: fields.deadlineDays, message: pricingMessages.termMissing });
  }
  if (problems.length || !start) return { ok: false, problems };

  const startDate = isoDay(start);
  if (!end) {
    const deadlineDays = days as number;
    return {
      ok: true,
      result: { startDate, endDate: addDays(startDate, deadlineDays), deadlineDays },
    };
  }
  const endDate = isoDay(end);
  const between = daysBetween(startDate, endDate);
  if (between < 1) {
    return {
      ok: false,
      problems: [{ field: fields.endDate, message: pricingMessages.endBeforeStart }],
    };
  }
  if (days !== null && days !== between) {
    return {
      ok: false,
      problems: [
        { field: fields.deadlineDays, message: pricingMessages.termMismatch(days, between) },
      ],
    };
  }
  return { ok: true, result: { startDate, endDate, deadlineDays: between } };
};

/** The modality limits a term must respect. */
export interface TermLimits {
  /** Modality name, for the messages. */
  name: string;
  minPeriodInDays: number;
  maxPeriodInDays: number;
  /** How many days before today the term may start. */
  maxRetroactivityDays: number;
  /** How many days after today the term may start. */
  maxFutureDays: number;
}

/**
 * The modality's rules over a complete term: days within [MinPeriodInDays, MaxPeriodInDays] (the
 * spec's messages) and the start date within [today − MaxRetroactivityDays, today +
 * MaxFutureDays]. `today` is an ISO day (the insurer's calendar, `todayInBrazil()`).
 */
export const termLimitProblems = (
  term: ProposalTerm,
  limits: TermLimits,
  today: string,
  fields: TermFields = MAIN_TERM_FIELDS,
): PricingProblem[] => {
  const problems: PricingProblem[] = [];
  if (term.deadlineDays < limits.minPeriodInDays) {
    problems.push({
      field: fields.deadlineDays,
      message: pricingMessages.daysMin(limits.minPeriodInDays),
    });
  } else if (term.deadlineDays > limits.maxPeriodInDays) {
    problems.push({
      field: fields.deadlineDays,
      message: pricingMessages.daysMax(limits.maxPeriodInDays),
    });
  }
  const earliest = addDays(today, -limits.maxRetroactivityDays);
  const latest = addDays(today, limits.maxFutureDays);
  if (term.startDate < earliest) {
    problems.push({
      field: fields.startDate,
      message: pricingMessages.retroactivity(limits.name, limits.maxRetroactivityDays, earliest),
    });
  } else if (term.startDate > latest) {
    problems.push({
      field: fields.startDate,
      message: pricingMessages.futureStart(limits.name, limits.maxFutureDays, latest),
    });
  }
  return problems;
};
