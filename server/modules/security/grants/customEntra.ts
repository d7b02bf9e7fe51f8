import type { GatewayContext } from '../../../context';
import { completeDirectoryLogin } from '../../directory/service';
import { registerSuccessfulSignIn } from '../accounts';
import type { TokenRequest } from '../service';
import { openSession, type TokenAnswer } from '../tokenPair';

/**
 * grant_type=custom_entra: finishes a directory sign-in (/login-entra-ad/:seguradora) with the
 * provider's code and state, then opens a session for the Aval user the provider vouched for.
 */
export const signInWithDirectoryCode = async (
  context: GatewayContext,
  request: TokenRequest,
): Promise<TokenAnswer> => {
  const account = await completeDirectoryLogin(context, {
    code: request.code,
    state: request.state,
    iss: request.iss,
    seguradora: request.seguradora,
    companyKey: request.companyKey,
    log: request.log,
  });
  await registerSuccessfulSignIn(context.db, account.id);
  return openSession(context, account);
};
