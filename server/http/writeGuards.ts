import { isUniqueViolation } from '../modules/users/changes';
import { ConflictError, ValidationError } from './errors';

// How a write's refusals become answers, shared by the modules that save versioned records.

/** The validated values, or 400 with one message per problem. */
export const checked = <T>({ values, problems }: { values: T; problems: string[] }) => {
  if (problems.length) throw new ValidationError(problems);
  return values;
};

/**
 * The Version read must be current (else 409, nothing written); its presence is the schema's
 * (versionField.requiredVersion answers 400 naming "Version" before any service runs).
 */
export const requireCurrentVersion = (given: number, current: number, stale: string) => {
  if (given !== current) throw new ConflictError(stale);
};

/** A Version that was sent must be current (else 409, nothing written); its presence is the schema's. */
export const rejectStaleVersion = (
  given: number | null | undefined,
  current: number,
  stale: string,
) => {
  if (given !== null && given !== undefined && given !== current) throw new ConflictError(stale);
};

/** A unique violation (two saves at once, or a second rule for a modality) answers 409. */
export const conflictOnDuplicate =
  (message: string) =>
  (error: unknown): never => {
    if (isUniqueViolation(error)) throw new ConflictError(message);
    throw error;
  };
