import { performance } from 'node:perf_hooks';
import { verify } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { users } from '../server/db/schema';
import { DEMO_COMPANY_KEY, DEMO_PASSWORD } from '../server/db/seed/demoUsers';
import type { BenchUser } from './calls';
import { percentile } from './stats';

/** An access token through the real GetToken (correct password: no failure is counted). */
export const signIn = async (baseUrl: string, username: BenchUser) => {
  const response = await fetch(`${baseUrl}/api/Security/GetToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', companyKey: DEMO_COMPANY_KEY },
    body: JSON.stringify({ grant_type: 'password', username, password: DEMO_PASSWORD }),
  });
  const answer = (await response.json()) as { access_token?: string; Errors?: string[] };
  if (!response.ok || !answer.access_token) {
    throw new Error(`sign-in ${username}: ${response.status} ${JSON.stringify(answer)}`);
  }
  return answer.access_token;
};

export const signInAll = async (baseUrl: string): Promise<Record<BenchUser, string>> => ({
  admin: await signIn(baseUrl, 'admin'),
  corretor: await signIn(baseUrl, 'corretor'),
});

/** Median time of one `@node-rs/argon2` verify of the admin's stored hash, in ms. */
export const argon2VerifyMs = async (db: Database, times = 7) => {
  const [user] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(and(eq(users.login, 'admin'), isNull(users.deletedAt)))
    .limit(1);
  if (!user?.hash) throw new Error('admin sem senha');
  const samples: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const begun = performance.now();
    if (!(await verify(user.hash, DEMO_PASSWORD))) throw new Error('senha do admin não confere');
    samples.push(performance.now() - begun);
  }
  return percentile(
    samples.sort((a, b) => a - b),
    50,
  );
};
