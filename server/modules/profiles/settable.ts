import { UserType } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import type { AuthContext } from '../security/principal';
import { assignableUserTypes, userScopeOf } from '../users/scope';
import { listProfiles, toSettableProfile } from './queries';

/**
 * GetSettableProfiles: the profiles the caller may give a user of this type — any of the tenant
 * for insurer staff, agent profiles only for a broker (and nothing for another type).
 */
export const settableProfiles = async (db: Database, auth: AuthContext, userTypeId: number) => {
  const scope = userScopeOf(auth);
  if (!assignableUserTypes(scope).includes(userTypeId)) return [];
  return (await listProfiles(db, scope.companyId, [userTypeId])).map(toSettableProfile);
};

/** GetSettableProfilesBroker: the profiles a broker may give its users (agent profiles). */
export const settableBrokerProfiles = async (db: Database, auth: AuthContext) => {
  const scope = userScopeOf(auth);
  return (await listProfiles(db, scope.companyId, [UserType.AGENT])).map(toSettableProfile);
};
