import { Functionality as F, type FunctionalityId } from './functionalities';
import { UserType } from './userTypes';

/**
 * Access rule of a gateway route:
 * - `none`: no token needed (sign-in, portal config, health)
 * - `authenticated`: any valid token of the tenant
 * - `{ anyOf, userTypes? }`: a token whose user holds any of these functionalities (and, when
 *   given, is of one of these user types)
 */
export type ApiRule =
  'none' | 'authenticated' | { anyOf: readonly FunctionalityId[]; userTypes?: readonly number[] };

/**
 * The one table of gateway routes and what each needs. Keys are `METHOD /path`, paths as the
 * spec spells them (matching is case-insensitive). The server refuses to register a route that
 * is missing here, so a new route cannot go out unguarded.
 */
export const apiAccess: Record<string, ApiRule> = {
  'GET /health': 'none',
  'POST /api/Security/GetToken': 'none',
  'GET /api/Application/GetPortalConfig': 'none',
  'GET /api/Security/GetUserInfo': 'authenticated',
  'GET /api/Permissao/BuscarPermissoes': 'authenticated',
  'POST /api/Security/VerifyUserInfoAssignLastTermOfUser': 'authenticated',
  'POST /api/Security/AssignLastCompanyTermOfUse': 'authenticated',
  'GET /api/Core/GetTermOfUse': 'authenticated',
  'GET /api/Core/GetCompanyTermOfUseTags': 'authenticated',
  'POST /api/Security/Logout': 'authenticated',

  // accounts: password recovery, first access, broker self-registration, e-mail outbox
  'POST /api/Security/RequestRecoveryPassword': 'none',
  'POST /api/Security/ValidateUserInfoChangePasswordRequest': 'none',
  'POST /api/Security/ChangeUserInfoPassword': 'none',
  'POST /api/Security/ChangeOwnPassword': 'authenticated',
  'GET /api/Broker/ValidateBrokerRegistrationRequest': 'none',
  'POST /api/Broker/InsertBroker': 'none',
  // Holds every sign-in link the insurer sent: insurer staff only, never brokers.
  'GET /api/Mail/GetOutbox': { anyOf: [F.GERENCIAR_USUARIOS], userTypes: [UserType.INSURANCE] },

  // users and profiles (scope by tenant and broker is enforced in server/modules/users)
  'GET /api/Person/GetUsers': { anyOf: [F.VISUALIZAR_USUARIOS, F.GERENCIAR_USUARIOS] },
  'GET /api/Security/GetUserInfoByUniqueId': {
    anyOf: [F.VISUALIZAR_USUARIOS, F.GERENCIAR_USUARIOS],
  },
  'GET /api/Person/GetUserBrokers': { anyOf: [F.VISUALIZAR_USUARIOS, F.GERENCIAR_USUARIOS] },
  'POST /api/Person/SaveUserInfo': { anyOf: [F.GERENCIAR_USUARIOS] },
  'POST /api/Person/ChangeUserInfoStatus': { anyOf: [F.GERENCIAR_USUARIOS] },
  'DELETE /api/Person/DeleteUserInfo': { anyOf: [F.GERENCIAR_USUARIOS] },
  'POST /api/security/ForceChangeUserInfoPassword': { anyOf: [F.GERENCIAR_SENHA_USUARIOS] },
  'GET /api/UserProfile/GetSettableProfiles': { anyOf: [F.GERENCIAR_USUARIOS] },
  'GET /api/UserProfile/GetSettableProfilesBroker': { anyOf: [F.GERENCIAR_USUARIOS] },
  'GET /api/UserProfile/GetProfileByCompanyId': { anyOf: [F.GERENCIAR_PERFIS] },
  'POST /api/UserProfile/InsertOrUpdateProfile': { anyOf: [F.GERENCIAR_PERFIS] },
  'POST /api/UserProfile/UpdateUserInfoProfile': { anyOf: [F.GERENCIAR_PERFIS] },
  'DELETE /api/UserProfile/DeleteProfile': { anyOf: [F.GERENCIAR_PERFIS] },
  'GET /api/Menu/GetMenus': { anyOf: [F.GERENCIAR_PERFIS] },
  'POST /api/Menu/UpdateMenuFuncionalityInProfile': { anyOf: [F.GERENCIAR_PERFIS] },

  // ways in: advisor acting as a broker, single sign-on, directory login, acceptance terms
  'GET /api/Advisor/GetAdvisorBrokers': { anyOf: [F.LISTAR_CORRETORES_ASSESSOR] },
  'POST /api/Advisor/AuthenticationBroker': { anyOf: [F.LISTAR_CORRETORES_ASSESSOR] },
  'POST /api/Advisor/AuthenticationAdvisor': 'authenticated',
  'POST /api/Security/IssueSsoToken': { anyOf: [F.GERENCIAR_USUARIOS] },
  'GET /api/Directory/Start': 'none',
  'GET /api/CompanyAcceptanceTerm/GetLastCompanyAcceptanceTerm': 'authenticated',

  // locations: federative units, municipalities (IBGE, static data) and CEP search
  'GET /api/Location/GetStateProvinces': 'authenticated',
  'GET /api/Location/GetCities': 'authenticated',
  'GET /api/Location/SearchCEP': 'authenticated',

  // files: upload, signed download links (the signature is the download's credential)
  'POST /api/Archive/Upload': 'authenticated',
  'GET /api/Application/GetUrlFileDownload': 'authenticated',
  'GET /files/:container/*': 'none',
};

export const apiAccessKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.toLowerCase()}`;

const normalized = new Map(
  Object.entries(apiAccess).map(([key, rule]) => {
    const [method, path] = key.split(' ');
    return [apiAccessKey(method, path), rule] as const;
  }),
);

export const findApiRule = (method: string, path: string): ApiRule | undefined =>
  normalized.get(apiAccessKey(method, path));
