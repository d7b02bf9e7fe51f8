import { and, count, eq, exists, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { isBroker, isInsuranceStaff } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { tenantPartyCount } from '../../db/partyCounts';
import { preparedQuery, preparedVariants } from '../../db/prepared';
import { policyHolderNominations, policyHolders } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import type { AuthContext } from '../security/principal';

export const POLICY_HOLDER_NOT_FOUND = 'Tomador não encontrado.';
export const POLICY_HOLDER_SCOPE_REFUSED =
  'Somente a seguradora e as corretoras nomeadas consultam tomadores.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose holders a caller reaches: the insurer's staff all of the tenant's, a broker its own. */
export type HolderScope = 'insurer' | 'broker';

/** The caller's scope; anyone but insurer staff and brokers (and their agents) has none (403). */
export const holderScopeOf = (auth: AuthContext): HolderScope => {
  if (isInsuranceStaff(auth.userTypeId)) return 'insurer';
  if (isBroker(auth.userTypeId) && auth.brokerId) return 'broker';
  throw new ForbiddenError(POLICY_HOLDER_SCOPE_REFUSED);
};

/** The scope's condition on policy_holders, for values or a prepared statement's placeholders. */
export const holderScopeCondition = (
  scope: HolderScope,
  companyId: number | Placeholder,
  brokerId: number | Placeholder,
): SQL => {
  const tenant = eq(policyHolders.companyId, companyId);
  if (scope === 'insurer') return tenant;
  return and(
    tenant,
    exists(
      sql`(select 1 from ${policyHolderNominations} where ${policyHolderNominations.policyHolderId} = ${policyHolders.id} and ${policyHolderNominations.brokerId} = ${brokerId} and ${policyHolderNominations.status} = 'approved')`,
    ),
  ) as SQL;
};

/**
 * The policy holders a caller reaches: insurer staff every holder of its tenant; a broker or
 * agent only the holders with an approved nomination to its broker; anyone else none.
 * Use it in every query over policy_holders, so an out-of-scope holder is simply "not found".
 */
export const visiblePolicyHolders = (auth: AuthContext): SQL =>
  holderScopeCondition(holderScopeOf(auth), auth.companyId, auth.brokerId ?? 0);

const brokerHolderCount = preparedQuery('broker_holder_count', (db) =>
  db
    .select({ total: count() })
    .from(policyHolderNominations)
    .where(
      and(
        eq(policyHolderNominations.brokerId, sql.placeholder('brokerId')),
        eq(policyHolderNominations.status, 'approved'),
      ),
    ),
);

/**
 * How many holders visiblePolicyHolders lets the caller reach, without a filter: for the
 * insurer the tenant's counter; for a broker its approved nominations (one per holder and broker,
 * always of its own tenant's holders), counted on policy_holder_nominations_broker_idx.
 */
export const countVisiblePolicyHolders = async (db: Database, auth: AuthContext) => {
  if (holderScopeOf(auth) === 'insurer') {
    return tenantPartyCount(db, auth.companyId, 'policy_holders');
  }
  const [{ total }] = await brokerHolderCount(db).execute({ brokerId: auth.brokerId });
  return Number(total);
};

const holderBy = (column: 'uniqueId' | 'id') =>
  preparedVariants(
    `holder_by_${column === 'id' ? 'id' : 'unique_id'}`,
    (scope: HolderScope) => scope,
    (db, scope: HolderScope) =>
      db
        .select()
        .from(policyHolders)
        .where(
          and(
            holderScopeCondition(scope, sql.placeholder('companyId'), sql.placeholder('brokerId')),
            eq(policyHolders[column], sql.placeholder('key')),
          ),
        )
        .limit(1),
  );
const holderByUniqueId = holderBy('uniqueId');
const holderById = holderBy('id');

const scopeValues = (auth: AuthContext) => ({
  companyId: auth.companyId,
  brokerId: auth.brokerId ?? 0,
});

/** One holder the caller reaches, by UniqueId, or 404 (also for another tenant's or broker's). */
export const findVisiblePolicyHolder = async (
  db: Database,
  auth: AuthContext,
  uniqueId: string,
) => {
  if (!UUID.test(uniqueId)) throw new NotFoundError(POLICY_HOLDER_NOT_FOUND);
  const [row] = await holderByUniqueId(db, holderScopeOf(auth)).execute({
    ...scopeValues(auth),
    key: uniqueId,
  });
  if (!row) throw new NotFoundError(POLICY_HOLDER_NOT_FOUND);
  return row;
};

/** The holder with this numeric Id when the caller reaches it; undefined otherwise. */
export const reachablePolicyHolderById = async (db: Database, auth: AuthContext, id: number) =>
  (await holderById(db, holderScopeOf(auth)).execute({ ...scopeValues(auth), key: id }))[0];

/** Same as findVisiblePolicyHolder, by numeric Id (the history and branch calls use Ids). */
export const findVisiblePolicyHolderById = async (db: Database, auth: AuthContext, id: number) => {
  const row = await reachablePolicyHolderById(db, auth, id);
  if (!row) throw new NotFoundError(POLICY_HOLDER_NOT_FOUND);
  return row;
};
