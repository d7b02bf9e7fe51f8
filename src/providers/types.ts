import type { UserInfo } from '../../domain/userInfo';

/** GetUserInfo's answer: the domain UserInfo plus the display fields of the contract. */
export interface SessionUserInfo extends UserInfo {
  Name: string;
  Email: string;
  CompanyName: string;
  /** While an advisor acts for a broker: the broker's name and the advisor (GetUserInfo). */
  BrokerName?: string | null;
  Advisor?: AdvisorInfo | null;
  /** An administrator forced a password change: the guard sends the user to /trocar-senha. */
  MustChangePassword?: boolean;
}

export type PortalThemeMode = 'default' | 'semi-dark' | 'dark';

export interface PortalLayoutColors {
  primaryColor?: string | null;
  figureColor?: string | null;
  lineColor?: string | null;
  FontFamily?: string | null;
  FontFamilyUrl?: string | null;
}

/** GetPortalConfig's answer, kept in browser storage as the application config. */
export interface PortalConfig {
  companyKey: string;
  companyName: string;
  dns: string;
  maintenance: boolean;
  maintenanceMessage: string | null;
  warnMaintenance: boolean;
  kanbanUrl: string;
  hubUrl: string;
  layout: { common: PortalLayoutColors; theme?: PortalThemeMode | null };
}

/** GetToken's flat OAuth2 answer. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
}

export type TokenRequest =
  | { grant_type: 'password'; username: string; password: string }
  | { grant_type: 'refresh_token'; refresh_token: string }
  | CodeTokenRequest;

/** Sign-in with a code: the one-time SSO token, or the directory provider's authorization code. */
export type CodeTokenRequest =
  | { grant_type: 'authorization_code'; code: string }
  | { grant_type: 'custom_entra'; code: string; state: string; seguradora: string; iss?: string };

/** The advisor's own identity, kept while an advisor acts for a broker. */
export interface AdvisorInfo {
  PersonId: number;
  Username: string;
  PersonUniqueId: string;
  Name?: string;
}

/** Signed-URL parts for file storage access. */
export interface StorageInfo {
  Uri: string;
  ContainerName: string;
  Signature: string;
  ExpiresAt?: string;
}

export interface TermOfUse {
  Id: number;
  Version: number;
  HTMLTermOfUse: string;
  PublishedAt: string;
}

/** BuscarPermissoes' answer, from its contract (domain/contracts/permissions.ts). */
export type { ModulePermissions } from '../../domain/contracts/permissions';
