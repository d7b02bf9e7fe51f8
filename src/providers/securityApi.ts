import { gatewayClient } from './gatewayClient';
import type { SessionUserInfo, TokenRequest, TokenResponse } from './types';

/** POST /api/Security/GetToken (form-encoded, no bearer; the companyKey header picks the tenant). */
export const requestToken = (request: TokenRequest) =>
  gatewayClient.post<TokenResponse>('Security/GetToken', {
    auth: false,
    form: { ...request },
  });

export const fetchUserInfo = () => gatewayClient.get<SessionUserInfo>('Security/GetUserInfo');

/** Revokes the caller's refresh-token family. */
export const revokeSession = (refreshToken: string | null) =>
  gatewayClient.post<boolean>('Security/Logout', {
    json: refreshToken ? { refresh_token: refreshToken } : {},
  });

export const verifyLastTermAccepted = () =>
  gatewayClient.post<boolean>('Security/VerifyUserInfoAssignLastTermOfUser');

export const acceptLastTerm = () =>
  gatewayClient.post<boolean>('Security/AssignLastCompanyTermOfUse');
