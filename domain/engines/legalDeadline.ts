import { addDays, differenceInCalendarDays } from 'date-fns';

/**
 * The insurer must accept or refuse a submitted proposal within 25 days of its submission
 * (Lei 15.040/2024); silence past that counts as acceptance, so the insurer's list flags the
 * proposals whose deadline is near.
 */
export const LEGAL_ACCEPTANCE_DAYS = 25;
/** How close a deadline must be for the insurer's "vencendo" filter. */
export const LEGAL_DEADLINE_WARNING_DAYS = 5;

/** The day by which the insurer must answer: 25 calendar days after submission. */
export const legalAcceptanceDeadline = (submittedAt: Date): Date =>
  addDays(submittedAt, LEGAL_ACCEPTANCE_DAYS);

/** Calendar days from `today` to the deadline (negative once it has passed). */
export const daysUntilDeadline = (deadline: Date, today: Date): number =>
  differenceInCalendarDays(deadline, today);

/**
 * Whether the deadline falls within `days` calendar days of `today`. A deadline already passed
 * counts as due: it is the most urgent of all (the caller only asks for undecided proposals).
 */
export const isDueWithin = (
  deadline: Date,
  today: Date,
  days: number = LEGAL_DEADLINE_WARNING_DAYS,
): boolean => daysUntilDeadline(deadline, today) <= days;
