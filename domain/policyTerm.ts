/**
 * A policy term as the renewal and anniversary schedules read it: ISO days (`"2027-03-31"`),
 * computed in UTC so no time zone moves a date.
 */

export type Checked<T> = { values: T; problems: string[] };
type Loose<T> = { [K in keyof T]?: unknown };

/** A policy term the schedules accept, at most (surety terms are up to 5 years, some 10). */
export const MAX_TERM_YEARS = 10;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2027-03-31" → its UTC midnight, or null for anything else (also 2027-02-30). */
export const parseIsoDay = (value: unknown): Date | null => {
  const match = typeof value === 'string' ? ISO_DAY.exec(value.trim().slice(0, 10)) : null;
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 ? date : null;
};

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Today in Brasília as an ISO day, as the insurer's calendar counts it (not the server's UTC). */
export const todayInBrazil = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

export const addDays = (day: string, days: number) =>
  isoDay(new Date((parseIsoDay(day) as Date).getTime() + days * DAY_MS));

/** Same day and month n years later; 29 February falls on 28 February in common years. */
export const addYears = (day: string, years: number) => {
  const date = parseIsoDay(day) as Date;
  const year = date.getUTCFullYear() + years;
  const month = date.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoDay(new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay))));
};

export const daysBetween = (from: string, to: string) =>
  Math.round(
    ((parseIsoDay(to) as Date).getTime() - (parseIsoDay(from) as Date).getTime()) / DAY_MS,
  );

/**
 * The renewal's term, one rule for the renewal job and the schedule the screens show. Cover is
 * continuous, as surety policies are renewed in Brazil: the renewal starts on the old term's end
 * date (each term runs to 24:00 of its end date in the policy's wording, so the new one takes over
 * there) and lasts as long as the old one. A term of whole years (ending on the anniversary, or
 * the day before it) stays whole years, so a leap day does not drift the renewal by a day; any
 * other term keeps its length in days.
 */
export const renewalTerm = (startDate: string, endDate: string) => {
  const nextStart = endDate;
  for (let years = 1; years <= MAX_TERM_YEARS; years += 1) {
    const anniversary = addYears(startDate, years);
    if (anniversary === endDate)
      return { startDate: nextStart, endDate: addYears(nextStart, years) };
    if (addDays(anniversary, -1) === endDate) {
      return { startDate: nextStart, endDate: addDays(addYears(nextStart, years), -1) };
    }
  }
  return { startDate: nextStart, endDate: addDays(nextStart, daysBetween(startDate, endDate)) };
};

export const scheduleDateLabels = {
  startDate: 'Início de vigência',
  endDate: 'Fim de vigência',
  referenceDate: 'Data de referência',
  renewalsDone: 'Renovações já feitas',
} as const;

export interface PolicyTerm {
  startDate: string;
  endDate: string;
  /** The day the schedule is read on (today, for the screens). */
  referenceDate: string;
}

/** The term of a policy as a schedule needs it: real days, the end after the start, ≤ 10 years. */
export const validatePolicyTerm = (input: Loose<PolicyTerm>): Checked<PolicyTerm> => {
  const problems: string[] = [];
  const read = (field: keyof PolicyTerm) => {
    const date = parseIsoDay(input[field]);
    if (!date) {
      problems.push(
        `${scheduleDateLabels[field]} (${field}): informe uma data válida no formato AAAA-MM-DD.`,
      );
    }
    return date ? isoDay(date) : '';
  };
  const values = {
    startDate: read('startDate'),
    endDate: read('endDate'),
    referenceDate: read('referenceDate'),
  };
  if (values.startDate && values.endDate) {
    if (values.endDate <= values.startDate) {
      problems.push(
        `${scheduleDateLabels.endDate} (endDate): deve ser posterior ao início de vigência.`,
      );
    } else if (values.endDate > addYears(values.startDate, MAX_TERM_YEARS)) {
      problems.push(
        `${scheduleDateLabels.endDate} (endDate): a vigência pode ter no máximo ${MAX_TERM_YEARS} anos.`,
      );
    }
  }
  return { values, problems };
};
