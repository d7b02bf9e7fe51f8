import { addDays, todayInBrazil } from '../../../domain/policyTerm';

/** A legal deadline within this many days shows in red, as a past one does. */
export const DEADLINE_WARNING_DAYS = 5;

/** past, near (within the warning days) or ok; null without a deadline. */
export const deadlineState = (legalDeadline: string | null, today = todayInBrazil()) => {
  if (!legalDeadline) return null;
  if (legalDeadline < today) return 'past';
  return legalDeadline <= addDays(today, DEADLINE_WARNING_DAYS) ? 'near' : 'ok';
};

/** The owner's initials for the avatar (first and last name). */
export const initialsOf = (name: string | null) => {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!words.length) return '';
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return `${first}${last}`.toUpperCase();
};

/** MUI colour of each priority chip (1 Baixa … 4 Urgente). */
export const priorityColor = (priorityId: number | null) =>
  (({ 1: 'default', 2: 'info', 3: 'warning', 4: 'error' }) as const)[priorityId ?? 0] ?? 'default';
