import { and, eq, type SQL } from 'drizzle-orm';
import { isBroker, isInsuranceStaff } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { insureds } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import type { AuthContext } from '../security/principal';

export const INSURED_NOT_FOUND = 'Segurado não encontrado.';
export const INSURED_SCOPE_REFUSED = 'Somente a seguradora e as corretoras consultam segurados.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Insured parties are shared records of the tenant (public bodies, contracting companies): insurer
 * staff and brokers read them all; what a caller may change is decided by its functionalities.
 * Anyone else is refused (403).
 */
export const requireInsuredScope = (auth: AuthContext) => {
  if (!isInsuranceStaff(auth.userTypeId) && !isBroker(auth.userTypeId)) {
    throw new ForbiddenError(INSURED_SCOPE_REFUSED);
  }
};

export const visibleInsureds = (auth: AuthContext): SQL => {
  requireInsuredScope(auth);
  return eq(insureds.companyId, auth.companyId);
};

export const findVisibleInsured = async (db: Database, auth: AuthContext, uniqueId: string) => {
  if (!UUID.test(uniqueId)) throw new NotFoundError(INSURED_NOT_FOUND);
  const [row] = await db
    .select()
    .from(insureds)
    .where(and(visibleInsureds(auth), eq(insureds.uniqueId, uniqueId)))
    .limit(1);
  if (!row) throw new NotFoundError(INSURED_NOT_FOUND);
  return row;
};

export const findVisibleInsuredById = async (db: Database, auth: AuthContext, id: number) => {
  const [row] = await db
    .select()
    .from(insureds)
    .where(and(visibleInsureds(auth), eq(insureds.id, id)))
    .limit(1);
  if (!row) throw new NotFoundError(INSURED_NOT_FOUND);
  return row;
};
