import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advisorSessions } from '../../db/schema';
import type { ActingClaim } from './accessToken';
import { isSessionLive } from './refreshTokens';

/** Marks a refresh-token family as an advisor acting for a broker. */
export const startActingSession = (
  db: Database,
  session: { companyId: number; familyId: string; advisorUserId: number; brokerId: number },
) => db.insert(advisorSessions).values(session);

/**
 * What a family's tokens act as, while the advisor has not returned to the own session; with
 * `liveFor` (the advisor's user id), only while the session itself is live (not revoked).
 */
export const actingClaimOfFamily = async (
  db: Database,
  familyId: string,
  liveFor?: number,
): Promise<ActingClaim | undefined> => {
  const [row] = await db
    .select({ advisorUserId: advisorSessions.advisorUserId, brokerId: advisorSessions.brokerId })
    .from(advisorSessions)
    .where(
      and(
        eq(advisorSessions.familyId, familyId),
        isNull(advisorSessions.endedAt),
        liveFor === undefined ? undefined : isSessionLive(familyId, liveFor),
      ),
    )
    .limit(1);
  return row;
};

export const endActingSession = (db: Database, familyId: string) =>
  db
    .update(advisorSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(advisorSessions.familyId, familyId), isNull(advisorSessions.endedAt)));
