import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { passwordChangeProblems } from '../../../domain/passwordPolicy';
import type { GatewayContext } from '../../context';
import type { Database } from '../../db/client';
import { companies, userTokens, users } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { recordChange } from '../history/service';
import { hashPassword } from '../security/passwords';
import { clearLoginOfUser } from '../security/signInLimits';
import { revokeAllSessions } from './invitations';
import {
  consumeUserToken,
  peekUserToken,
  type TokenUser,
  UserTokenError,
  type UserTokenPurpose,
} from './userTokens';

/** The links that let a user set a password: the first-access and the recovery link. */
const PASSWORD_PURPOSES: readonly UserTokenPurpose[] = ['first_access', 'password_reset'];

export interface ChangePasswordRequestAnswer {
  Valid: true;
  Login: string;
  Name: string;
  Purpose: UserTokenPurpose;
}

/** A companyKey header that names another tenant makes the link unknown here. */
const assertTenant = async (db: Database, user: TokenUser, companyKey?: string) => {
  if (!companyKey) return;
  const [company] = await db
    .select({ companyKey: companies.companyKey })
    .from(companies)
    .where(eq(companies.id, user.companyId))
    .limit(1);
  if (company?.companyKey !== companyKey) throw new UserTokenError('unknown');
};

/** ValidateUserInfoChangePasswordRequest: who the link is for, without spending it. */
export const validateChangePasswordRequest = async (
  db: Database,
  token: string,
  companyKey?: string,
): Promise<ChangePasswordRequestAnswer> => {
  const user = await peekUserToken(db, { token, purposes: PASSWORD_PURPOSES });
  await assertTenant(db, user, companyKey);
  return { Valid: true, Login: user.login, Name: user.name, Purpose: user.purpose };
};

export interface ChangePasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
  companyKey?: string;
}

/** Sets the new password of a signed-out or signed-in user and ends all of its sessions. */
export const applyNewPassword = async (
  db: Database,
  user: { userId: number; companyId: number },
  passwordHash: string,
  reason: string,
) => {
  await db
    .update(users)
    .set({
      passwordHash,
      mustChangePassword: false,
      passwordChangedAt: sql`now()`,
      version: sql`${users.version} + 1`,
    })
    .where(and(eq(users.id, user.userId), eq(users.companyId, user.companyId)));
  // a password set by any route makes the other outstanding links useless
  await db
    .update(userTokens)
    .set({ expiresAt: sql`least(${userTokens.expiresAt}, now())` })
    .where(
      and(
        eq(userTokens.userId, user.userId),
        inArray(userTokens.purpose, [...PASSWORD_PURPOSES]),
        isNull(userTokens.usedAt),
      ),
    );
  await revokeAllSessions(db, user.userId);
  await clearLoginOfUser(db, user);
  await recordChange(db, {
    companyId: user.companyId,
    entity: 'UserInfo',
    entityId: user.userId,
    changedBy: { userId: user.userId },
    changes: [{ field: 'Password', oldValue: null, newValue: reason }],
  });
};

/**
 * ChangeUserInfoPassword: policy and confirmation first (the link stays good while the user
 * fixes the password), then in one transaction the link is spent, the argon2id hash set, the
 * lock cleared, every refresh token revoked and the change recorded.
 */
export const changePasswordWithToken = async (
  { db }: GatewayContext,
  input: ChangePasswordInput,
) => {
  const user = await peekUserToken(db, { token: input.token, purposes: PASSWORD_PURPOSES });
  await assertTenant(db, user, input.companyKey);
  const problems = passwordChangeProblems(input.password, input.confirmPassword, user.login);
  if (problems.length > 0) throw new ValidationError(problems);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const spent = await consumeUserToken(tx, { token: input.token, purposes: PASSWORD_PURPOSES });
    await applyNewPassword(
      tx,
      spent,
      passwordHash,
      spent.purpose === 'first_access' ? 'Primeiro acesso' : 'Senha redefinida pelo link',
    );
  });
  return true;
};
