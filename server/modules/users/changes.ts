import type { FieldChange } from '../history/service';

/** History entity names of the users-and-profiles area. */
export const USER_ENTITY = 'UserInfo';
export const PROFILE_ENTITY = 'UserProfile';

type Snapshot = Record<string, unknown>;

/** The fields whose value differs between two snapshots, in the order of `after`. */
export const diffChanges = (before: Snapshot | null, after: Snapshot): FieldChange[] =>
  Object.entries(after).flatMap(([field, newValue]) => {
    const oldValue = before ? (before[field] ?? null) : null;
    return JSON.stringify(oldValue) === JSON.stringify(newValue ?? null)
      ? []
      : [{ field, oldValue, newValue: newValue ?? null }];
  });

/** PostgreSQL unique violation (23505), through Drizzle's wrapper or straight from the driver. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  for (let current = error; current && typeof current === 'object';) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return !constraint || candidate.constraint === constraint || !candidate.constraint;
    }
    current = candidate.cause;
  }
  return false;
};
