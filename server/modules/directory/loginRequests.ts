import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { directoryLoginRequests } from '../../db/schema';

/** Minutes a started directory sign-in may take before its state is refused. */
export const LOGIN_REQUEST_TTL_MINUTES = 10;

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

export interface NewLoginRequest {
  companyId: number;
  providerId: number;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export const createLoginRequest = async (db: Database, request: NewLoginRequest) => {
  // requests older than a day are of no use to anyone
  await db
    .delete(directoryLoginRequests)
    .where(lt(directoryLoginRequests.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(directoryLoginRequests).values({
    companyId: request.companyId,
    providerId: request.providerId,
    stateHash: hashState(request.state),
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
    redirectUri: request.redirectUri,
    expiresAt: sql`now() + make_interval(mins => ${LOGIN_REQUEST_TTL_MINUTES})`,
  });
};

/** Spends the request a state belongs to (one use only); undefined when unknown, spent or expired. */
export const consumeLoginRequest = async (db: Database, state: string) => {
  const [request] = await db
    .update(directoryLoginRequests)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(directoryLoginRequests.stateHash, hashState(state)),
        isNull(directoryLoginRequests.usedAt),
        gt(directoryLoginRequests.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return request;
};
