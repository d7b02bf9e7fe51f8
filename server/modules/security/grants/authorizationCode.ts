import type { GatewayContext } from '../../../context';
import { ForbiddenError, ValidationError } from '../../../http/errors';
import {
  consumeUserToken,
  peekUserToken,
  UserTokenError,
  userTokenMessages,
} from '../../accounts/userTokens';
import { findCompanyByDns, findCompanyByKey } from '../../tenants/service';
import { registerSuccessfulSignIn } from '../accounts';
import { INACTIVE_USER } from '../messages';
import type { TokenRequest } from '../service';
import { openSession, type TokenAnswer } from '../tokenPair';

const SSO = ['sso'] as const;

const spend = async (context: GatewayContext, code: string, companyId: number | undefined) => {
  try {
    // checked before spending: a token shown to another tenant's portal stays unspent
    const owner = await peekUserToken(context.db, { token: code, purposes: SSO });
    if (owner.companyId !== companyId) throw new UserTokenError('unknown');
    return await consumeUserToken(context.db, { token: code, purposes: SSO });
  } catch (error) {
    if (error instanceof UserTokenError && error.reason === 'inactive') {
      throw new ForbiddenError(INACTIVE_USER);
    }
    throw error;
  }
};

/**
 * grant_type=authorization_code: the one-time single sign-on token (Security/IssueSsoToken) as
 * `code`. Single use; an unknown, expired, spent or other tenant's token answers 400.
 */
export const signInWithSsoCode = async (
  context: GatewayContext,
  request: TokenRequest,
): Promise<TokenAnswer> => {
  const code = request.code?.trim();
  if (!code) throw new ValidationError('O campo "code" é obrigatório.');
  if (code.length > 512) throw new ValidationError(userTokenMessages.unknown);
  const company = request.companyKey
    ? await findCompanyByKey(context.db, request.companyKey)
    : await findCompanyByDns(context.db, request.host);
  const user = await spend(context, code, company?.id);
  await registerSuccessfulSignIn(context.db, user.userId);
  return openSession(context, {
    id: user.userId,
    companyId: user.companyId,
    userTypeId: user.userTypeId,
  });
};
