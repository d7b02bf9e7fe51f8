import type { BrokerRegistration } from '../../domain/brokerRegistration';
import { gatewayClient } from './gatewayClient';

/** ValidateUserInfoChangePasswordRequest: who a first-access or recovery link is for. */
export interface PasswordLinkInfo {
  Valid: boolean;
  Login: string;
  Name: string;
  Purpose: 'first_access' | 'password_reset' | 'sso';
}

export interface RegistrationCheck {
  CanRegister: boolean;
  Message: string;
}

export interface InsertBrokerResult {
  BrokerId: number;
  BrokerUniqueId: string;
  RegistrationStatus: 'pending';
  UserUniqueId: string;
  Login: string;
  Email: string;
}

export interface OutboxMail {
  Id: number;
  To: string;
  Subject: string;
  Text: string;
  Html: string | null;
  Status: 'pending' | 'sent' | 'failed' | 'kept';
  Error: string | null;
  CreatedAt: string;
  SentAt: string | null;
}

export interface PagedResult<T> {
  Data: T[];
  PageResult: { CurrentPage: number; RowsPerPage: number; TotalRows: number; TotalPages: number };
}

/** Neutral answer whether or not the login exists. */
export const requestRecoveryPassword = (login: string) =>
  gatewayClient.post<string>('Security/RequestRecoveryPassword', {
    auth: false,
    json: { Login: login },
  });

export const validateChangePasswordRequest = (token: string) =>
  gatewayClient.post<PasswordLinkInfo>('Security/ValidateUserInfoChangePasswordRequest', {
    auth: false,
    json: { UniqueId: token },
  });

export const changePasswordWithToken = (token: string, password: string, confirm: string) =>
  gatewayClient.post<boolean>('Security/ChangeUserInfoPassword', {
    auth: false,
    json: { UniqueId: token, Password: password, ConfirmPassword: confirm },
  });

export const changeOwnPassword = (current: string, password: string, confirm: string) =>
  gatewayClient.post<boolean>('Security/ChangeOwnPassword', {
    json: { CurrentPassword: current, Password: password, ConfirmPassword: confirm },
  });

export const validateBrokerRegistration = (cnpj: string) =>
  gatewayClient.get<RegistrationCheck>('Broker/ValidateBrokerRegistrationRequest', {
    auth: false,
    query: { Cnpj: cnpj },
  });

export const insertBroker = (registration: BrokerRegistration) =>
  gatewayClient.post<InsertBrokerResult>('Broker/InsertBroker', {
    auth: false,
    json: registration,
  });

export const getOutbox = (currentPage: number, rowsPerPage: number) =>
  gatewayClient.get<PagedResult<OutboxMail>>('Mail/GetOutbox', {
    query: { currentPage, rowsPerPage },
  });
