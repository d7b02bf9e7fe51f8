import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { companies, profileGrants, users } from '../../db/schema';
import type { AccessClaims } from './accessToken';
import { loadActingPrincipal } from './actingPrincipal';
import { isSessionLive } from './refreshTokens';

/** Who is calling, as every guarded route sees it (`request.auth`). */
export interface AuthContext {
  userId: number;
  companyId: number;
  userTypeId: number;
  brokerId: number | null;
  personId: number;
  /** Refresh-token family of this session (Logout revokes it). */
  familyId: string;
  functionalities: Set<number>;
  /**
   * Set while a risk advisor acts for a broker (Advisor/AuthenticationBroker): userId and personId
   * are the advisor's, userTypeId/brokerId/functionalities the broker's (profileId's grants).
   */
  acting?: { advisorUserId: number; profileId: number };
}

const principalQuery = preparedQuery('principal', (db) =>
  db
    .select({
      userId: users.id,
      companyId: users.companyId,
      companyKey: companies.companyKey,
      userTypeId: users.userTypeId,
      brokerId: users.brokerId,
      personId: users.personId,
      functionalities: sql<
        number[] | null
      >`(select array_agg(${profileGrants.functionalityId}) from ${profileGrants} where ${profileGrants.profileId} = ${users.profileId})`,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(users.companyId, sql.placeholder('companyId')),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        isSessionLive(sql.placeholder('familyId'), users.id),
      ),
    )
    .limit(1),
);

/**
 * Loads the token's user fresh from the database on every request (active, same tenant, current
 * grants, session still live), so a deactivation, a revoked grant, a Logout, a password change or
 * refresh-token reuse takes effect on the next call, in the same one query.
 */
export const loadPrincipal = async (db: Database, claims: AccessClaims) => {
  if (claims.acting) return loadActingPrincipal(db, claims, claims.acting);
  const [row] = await principalQuery(db).execute({
    userId: claims.userId,
    companyId: claims.companyId,
    familyId: claims.familyId,
  });
  if (!row) return undefined;
  const auth: AuthContext = {
    userId: row.userId,
    companyId: row.companyId,
    userTypeId: row.userTypeId,
    brokerId: row.brokerId,
    personId: row.personId,
    familyId: claims.familyId,
    functionalities: new Set((row.functionalities ?? []).map(Number)),
  };
  return { auth, companyKey: row.companyKey };
};
