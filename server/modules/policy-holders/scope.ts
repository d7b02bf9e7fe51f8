import { and, count, eq, exists, type SQL, sql } from 'drizzle-orm';
import { isBroker, isInsuranceStaff } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { tenantPartyCount } from '../../db/partyCounts';
import { policyHolderNominations, policyHolders } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import type { AuthContext } from '../security/principal';

export const POLICY_HOLDER_NOT_FOUND = 'Tomador não encontrado.';
export const POLICY_HOLDER_SCOPE_REFUSED =
  'Somente a seguradora e as corretoras nomeadas consultam tomadores.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The policy holders a caller reaches: insurer staff every holder of its tenant; a broker or
 * agent only the holders with an approved nomination to its broker; anyone else none.
 * Use it in every query over policy_holders, so an out-of-scope holder is simply "not found".
 */
export const visiblePolicyHolders = (auth: AuthContext): SQL => {
  const tenant = eq(policyHolders.companyId, auth.companyId);
  if (isInsuranceStaff(auth.userTypeId)) return tenant;
  if (isBroker(auth.userTypeId) && auth.brokerId) {
    return and(
      tenant,
      exists(
        sql`(select 1 from ${policyHolderNominations} where ${policyHolderNominations.policyHolderId} = ${policyHolders.id} and ${policyHolderNominations.brokerId} = ${auth.brokerId} and ${policyHolderNominations.status} = 'approved')`,
      ),
    ) as SQL;
  }
  throw new ForbiddenError(POLICY_HOLDER_SCOPE_REFUSED);
};

/**
 * How many holders visiblePolicyHolders lets the caller reach, without a filter: for the
 * insurer the tenant's counter; for a broker its approved nominations (one per holder and broker,
 * always of its own tenant's holders), counted on policy_holder_nominations_broker_idx.
 */
export const countVisiblePolicyHolders = async (db: Database, auth: AuthContext) => {
  if (isInsuranceStaff(auth.userTypeId)) {
    return tenantPartyCount(db, auth.companyId, 'policy_holders');
  }
  if (isBroker(auth.userTypeId) && auth.brokerId) {
    const [{ total }] = await db
      .select({ total: count() })
      .from(policyHolderNominations)
      .where(
        and(
          eq(policyHolderNominations.brokerId, auth.brokerId),
          eq(policyHolderNominations.status, 'approved'),
        ),
      );
    return Number(total);
  }
  throw new ForbiddenError(POLICY_HOLDER_SCOPE_REFUSED);
};

/** One holder the caller reaches, by UniqueId, or 404 (also for another tenant's or broker's). */
export const findVisiblePolicyHolder = async (
  db: Database,
  auth: AuthContext,
  uniqueId: string,
) => {
  if (!UUID.test(uniqueId)) throw new NotFoundError(POLICY_HOLDER_NOT_FOUND);
  const [row] = await db
    .select()
    .from(policyHolders)
    .where(and(visiblePolicyHolders(auth), eq(policyHolders.uniqueId, uniqueId)))
    .limit(1);
  if (!row) throw new NotFoundError(POLICY_HOLDER_NOT_FOUND);
  return row;
};

/** Same as findVisiblePolicyHolder, by numeric Id (the history and branch calls use Ids). */
export const findVisiblePolicyHolderById = async (db: Database, auth: AuthContext, id: number) => {
  const [row] = await db
    .select()
    .from(policyHolders)
    .where(and(visiblePolicyHolders(auth), eq(policyHolders.id, id)))
    .limit(1);
  if (!row) throw new NotFoundError(POLICY_HOLDER_NOT_FOUND);
  return row;
};
