import { and, eq, type SQL } from 'drizzle-orm';
import { Functionality as F } from '../../../domain/functionalities';
import { isBroker, isInsuranceStaff } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { beneficiaries } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { BENEFICIARY_NOT_FOUND, BENEFICIARY_SCOPE_REFUSED } from './messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who may register beneficiaries and change their addresses (whoever writes proposals or insured). */
const MANAGE = [F.GERENCIAR_PROPOSTAS, F.GERENCIAR_PROPOSTAS_SEGURADORA, F.GERENCIAR_SEGURADOS];

export const canManageBeneficiaries = (auth: AuthContext) =>
  MANAGE.some((id) => auth.functionalities.has(id));

/**
 * Beneficiaries are shared records of the tenant (courts, treasuries, utilities): insurer staff
 * and brokers (with their agents) read them all; never another tenant's.
 */
export const visibleBeneficiaries = (auth: AuthContext): SQL => {
  if (isInsuranceStaff(auth.userTypeId) || isBroker(auth.userTypeId)) {
    return eq(beneficiaries.companyId, auth.companyId);
  }
  throw new ForbiddenError(BENEFICIARY_SCOPE_REFUSED);
};

export const findVisibleBeneficiary = async (db: Database, auth: AuthContext, uniqueId: string) => {
  if (!UUID.test(uniqueId)) throw new NotFoundError(BENEFICIARY_NOT_FOUND);
  const [row] = await db
    .select()
    .from(beneficiaries)
    .where(and(visibleBeneficiaries(auth), eq(beneficiaries.uniqueId, uniqueId)))
    .limit(1);
  if (!row) throw new NotFoundError(BENEFICIARY_NOT_FOUND);
  return row;
};
