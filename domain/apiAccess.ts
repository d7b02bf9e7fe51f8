import type { FunctionalityId } from './functionalities';

/**
 * Access rule of a gateway route:
 * - `none`: no token needed (sign-in, portal config, health)
 * - `authenticated`: any valid token of the tenant
 * - `{ anyOf }`: a token whose user holds any of these functionalities
 */
export type ApiRule = 'none' | 'authenticated' | { anyOf: readonly FunctionalityId[] };

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
