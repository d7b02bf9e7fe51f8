import { addDays, todayInBrazil } from './policyTerm';

/**
 * The calendar of the policy jobs (issue 15), in Brasília days (ISO `"2027-03-31"`): a policy's
 * term covers its end date until 24:00 in Brasília, so it expires on the next day; the renewal
 * opens and the broker is warned a number of days before the end date.
 */

/** The day a job run belongs to: today in Brasília (a run at 02:30 UTC is still yesterday there). */
export const jobDay = (now: Date) => todayInBrazil(now);

/** True once the term has ended: its end date is before today in Brasília. */
export const termEnded = (endDate: string, today: string) => endDate < today;

/**
 * True while the end date is within `daysBefore` days from today and the term has not ended:
 * the renewal window (DaysBeforeExpiry) and the broker's notice (NotifyBrokerDaysBefore).
 */
export const withinDaysOfEnd = (endDate: string, today: string, daysBefore: number) =>
  daysBefore > 0 && !termEnded(endDate, today) && endDate <= addDays(today, daysBefore);

/** The latest end date a window of `daysBefore` days reaches from today (the jobs' SQL bound). */
export const windowEnd = (today: string, daysBefore: number) => addDays(today, daysBefore);
