import { and, eq, type Placeholder, type SQL } from 'drizzle-orm';
import { isBroker, isInsuranceStaff } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { brokers } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import type { AuthContext } from '../security/principal';

export const BROKER_NOT_FOUND = 'Corretora não encontrada.';
export const BROKER_SCOPE_REFUSED = 'Você só pode consultar os dados da sua corretora.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Insurer staff reach every broker of the tenant; a broker or agent only its own broker. */
/** Whose brokers a caller reaches: the insurer's staff every broker of the tenant, a broker its own. */
export type BrokerScope = 'insurer' | 'broker';

export const brokerScopeOf = (auth: AuthContext): BrokerScope => {
  if (isInsuranceStaff(auth.userTypeId)) return 'insurer';
  if (isBroker(auth.userTypeId)) return 'broker';
  throw new ForbiddenError(BROKER_SCOPE_REFUSED);
};

/** The scope's condition on brokers, for values or a prepared statement's placeholders. */
export const brokerScopeCondition = (
  scope: BrokerScope,
  companyId: number | Placeholder,
  brokerId: number | Placeholder,
): SQL => {
  const tenant = eq(brokers.companyId, companyId);
  if (scope === 'insurer') return tenant;
  return and(tenant, eq(brokers.id, brokerId)) as SQL;
};

export const visibleBrokers = (auth: AuthContext): SQL =>
  brokerScopeCondition(brokerScopeOf(auth), auth.companyId, auth.brokerId ?? 0);

export const findVisibleBroker = async (db: Database, auth: AuthContext, uniqueId: string) => {
  if (!UUID.test(uniqueId)) throw new NotFoundError(BROKER_NOT_FOUND);
  const [row] = await db
    .select()
    .from(brokers)
    .where(and(visibleBrokers(auth), eq(brokers.uniqueId, uniqueId)))
    .limit(1);
  if (!row) throw new NotFoundError(BROKER_NOT_FOUND);
  return row;
};

export const findVisibleBrokerById = async (db: Database, auth: AuthContext, id: number) => {
  const [row] = await db
    .select()
    .from(brokers)
    .where(and(visibleBrokers(auth), eq(brokers.id, id)))
    .limit(1);
  if (!row) throw new NotFoundError(BROKER_NOT_FOUND);
  return row;
};

/** The broker of a broker/agent caller (GetCurrentBroker, /corretor), or 404. */
export const findOwnBroker = async (db: Database, auth: AuthContext) => {
  if (!isBroker(auth.userTypeId) || !auth.brokerId) throw new NotFoundError(BROKER_NOT_FOUND);
  return findVisibleBrokerById(db, auth, auth.brokerId);
};
