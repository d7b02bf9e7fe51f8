import { and, eq, isNull } from 'drizzle-orm';
import { UserType } from '../../../domain/userTypes';
import type { GatewayContext } from '../../context';
import { users } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '../../http/errors';
import { issueUserToken } from '../accounts/userTokens';
import { recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';
import { SSO_INSURER_ONLY, SSO_USER_INACTIVE, SSO_USER_NOT_FOUND } from './messages';

/** Minutes a single sign-on token stays good. */
export const SSO_TTL_MINUTES = 5;

export interface IssueSsoToken {
  userUniqueId: string;
  extraPath?: string;
  /** The portal's origin as the caller reached it, for the link. */
  origin: string;
}

export const ssoUrl = (origin: string, token: string, extraPath?: string) =>
  `${origin}/acesso/credentials-asd/${token}${extraPath ? `/${encodeURIComponent(extraPath)}` : ''}`;

/**
 * Security/IssueSsoToken: a one-time, five-minute token with which the user signs in without a
 * password (GetToken grant_type=authorization_code). Only the insurer's staff holding
 * GERENCIAR_USUARIOS issue them, for active users of their own tenant; each issue is recorded in
 * the user's change history.
 */
export const issueSsoToken = async (
  { db }: GatewayContext,
  auth: AuthContext,
  request: IssueSsoToken,
) => {
  if (auth.userTypeId !== UserType.INSURANCE || auth.acting) {
    throw new ForbiddenError(SSO_INSURER_ONLY);
  }
  const [user] = await db
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(
      and(
        eq(users.uniqueId, request.userUniqueId),
        eq(users.companyId, auth.companyId),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!user) throw new NotFoundError(SSO_USER_NOT_FOUND);
  if (!user.isActive) throw new ConflictError(SSO_USER_INACTIVE);
  const expiresAt = new Date(Date.now() + SSO_TTL_MINUTES * 60_000).toISOString();
  const token = await db.transaction(async (tx) => {
    const issued = await issueUserToken(tx, {
      companyId: auth.companyId,
      userId: user.id,
      purpose: 'sso',
      ttlMinutes: SSO_TTL_MINUTES,
      createdByUserId: auth.userId,
    });
    await recordChange(tx, {
      companyId: auth.companyId,
      entity: 'UserInfo',
      entityId: user.id,
      changedBy: { userId: auth.userId },
      changes: [{ field: 'AcessoUnicoEmitido', oldValue: null, newValue: expiresAt }],
    });
    return issued;
  });
  const extraPath = request.extraPath || undefined;
  return { Token: token, Url: ssoUrl(request.origin, token, extraPath), ExpiresAt: expiresAt };
};
