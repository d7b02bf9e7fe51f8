import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { persons, users } from '../../db/schema';
import { ConflictError, ForbiddenError, ValidationError } from '../../http/errors';
import { INACTIVE_USER } from '../security/messages';
import { AMBIGUOUS_USER, NO_MATCHING_USER } from './messages';

/**
 * The Aval user a directory e-mail stands for, within the provider's tenant (case-insensitive,
 * deleted users ignored). Unknown → 400; only inactive users → 403; several active → 409.
 */
export const accountForEmail = async (db: Database, companyId: number, email: string) => {
  const matches = await db
    .select({
      id: users.id,
      companyId: users.companyId,
      userTypeId: users.userTypeId,
      isActive: users.isActive,
    })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(sql`lower(${persons.email})`, email.trim().toLowerCase()),
        isNull(users.deletedAt),
      ),
    );
  if (matches.length === 0) throw new ValidationError(NO_MATCHING_USER);
  const active = matches.filter((account) => account.isActive);
  if (active.length === 0) throw new ForbiddenError(INACTIVE_USER);
  if (active.length > 1) throw new ConflictError(AMBIGUOUS_USER);
  return active[0];
};
