import { UserType } from '../../../domain/userTypes';
import type { GatewayContext } from '../../context';
import { type ActingClaim, issueAccessToken } from './accessToken';
import { createRefreshToken } from './refreshTokens';

/** OAuth2 token answer (flat, no envelope). */
export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
}

export interface SessionAccount {
  id: number;
  companyId: number;
  userTypeId: number;
}

/**
 * Issues a token pair for the account: a new refresh-token family, or the next token of
 * `familyId` (rotation). With `acting`, the access token is an advisor acting for a broker.
 */
export const openSession = async (
  { db, config }: GatewayContext,
  account: SessionAccount,
  familyId?: string,
  acting?: ActingClaim,
): Promise<TokenAnswer> => {
  const refresh = await createRefreshToken(
    db,
    { userId: account.id, companyId: account.companyId, familyId },
    config.refreshTokenTtlDays,
  );
  const access = await issueAccessToken(config, {
    userId: account.id,
    companyId: account.companyId,
    userTypeId: acting ? UserType.BROKER : account.userTypeId,
    familyId: refresh.familyId,
    acting,
  });
  return {
    access_token: access.token,
    refresh_token: refresh.token,
    expires_in: access.expiresIn,
    token_type: 'Bearer',
  };
};
