import type { AcceptanceProposalTypeId } from '../../domain/acceptanceTerms';
import { gatewayClient } from './gatewayClient';
import type { TokenResponse } from './types';

/** A broker a risk advisor may act for (Advisor/GetAdvisorBrokers). */
export interface AdvisorBroker {
  BrokerId: number;
  UniqueId: string;
  Name: string;
  Cnpj: string;
  SusepCode: string;
  IsBlocked: boolean;
  RegistrationStatus: string;
  CanAct: boolean;
}

export const getAdvisorBrokers = () =>
  gatewayClient.get<AdvisorBroker[]>('Advisor/GetAdvisorBrokers');

/** A new token pair in which the advisor acts for the broker (same shape as GetToken). */
export const requestBrokerSession = (brokerUniqueId: string) =>
  gatewayClient.post<TokenResponse>('Advisor/AuthenticationBroker', {
    json: { BrokerUniqueId: brokerUniqueId },
  });

/** Back from acting for a broker to the advisor's own session. */
export const requestAdvisorSession = () =>
  gatewayClient.post<TokenResponse>('Advisor/AuthenticationAdvisor');

export interface SsoToken {
  Token: string;
  Url: string;
  ExpiresAt: string;
}

export const issueSsoToken = (userUniqueId: string, extraPath?: string) =>
  gatewayClient.post<SsoToken>('Security/IssueSsoToken', {
    json: { UserInfoUniqueId: userUniqueId, ...(extraPath ? { ExtraPath: extraPath } : {}) },
  });

/** The tenant identity provider's authorization URL; needs no sign-in. */
export const startDirectoryLogin = (seguradora: string, redirectUri: string) =>
  gatewayClient.get<{ AuthorizationUrl: string }>('Directory/Start', {
    auth: false,
    query: { seguradora, redirectUri },
  });

export interface AcceptanceTerm {
  Id: number;
  ProposalType: number;
  Version: number;
  HTML: string;
  PublishedAt: string;
}

export const getLastCompanyAcceptanceTerm = (proposalType: AcceptanceProposalTypeId) =>
  gatewayClient.get<AcceptanceTerm>('api/CompanyAcceptanceTerm/GetLastCompanyAcceptanceTerm', {
    query: { proposaltype: proposalType },
  });
