import type {
  BrokerRegistration,
  ChangePasswordInput,
  ChangeRequestInput,
  InsertBrokerResult,
  OwnPasswordInput,
  PasswordLinkInfo,
  RecoveryInput,
  RegistrationCheck,
  RegistrationQuery,
} from '../../domain/contracts/accounts';
import type { GetOutboxQuery, OutboxMail } from '../../domain/contracts/mail';
import { gatewayClient } from './gatewayClient';
import type { GatewayPage } from './listParams';

/**
 * The account calls (password links and recovery, own password, broker self-registration) and
 * the outbox, typed from their contracts (domain/contracts/accounts.ts and mail.ts), the same zod
 * objects the gateway validates and answers with.
 */
export type { InsertBrokerResult, OutboxMail, PasswordLinkInfo, RegistrationCheck };

/** Neutral answer whether or not the login exists. */
export const requestRecoveryPassword = (login: string) =>
  gatewayClient.post<string>('Security/RequestRecoveryPassword', {
    auth: false,
    json: { Login: login } satisfies RecoveryInput,
  });

export const validateChangePasswordRequest = (token: string) =>
  gatewayClient.post<PasswordLinkInfo>('Security/ValidateUserInfoChangePasswordRequest', {
    auth: false,
    json: { UniqueId: token } satisfies ChangeRequestInput,
  });

export const changePasswordWithToken = (token: string, password: string, confirm: string) =>
  gatewayClient.post<boolean>('Security/ChangeUserInfoPassword', {
    auth: false,
    json: {
      UniqueId: token,
      Password: password,
      ConfirmPassword: confirm,
    } satisfies ChangePasswordInput,
  });

export const changeOwnPassword = (current: string, password: string, confirm: string) =>
  gatewayClient.post<boolean>('Security/ChangeOwnPassword', {
    json: {
      CurrentPassword: current,
      Password: password,
      ConfirmPassword: confirm,
    } satisfies OwnPasswordInput,
  });

export const validateBrokerRegistration = (cnpj: string) =>
  gatewayClient.get<RegistrationCheck>('Broker/ValidateBrokerRegistrationRequest', {
    auth: false,
    query: { Cnpj: cnpj } satisfies RegistrationQuery,
  });

export const insertBroker = (registration: BrokerRegistration) =>
  gatewayClient.post<InsertBrokerResult>('Broker/InsertBroker', {
    auth: false,
    json: registration,
  });

export const getOutbox = (query: GetOutboxQuery) =>
  gatewayClient.get<GatewayPage<OutboxMail>>('Mail/GetOutbox', { query });
