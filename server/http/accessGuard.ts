import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { allows } from '../../domain/accessRule';
import { type ApiRule, findApiRule } from '../../domain/apiAccess';
import type { GatewayContext } from '../context';
import { SESSION_INVALID, verifyAccessToken } from '../modules/security/accessToken';
import {
  AUTHENTICATION_REQUIRED,
  COMPANY_KEY_MISMATCH,
  NO_PERMISSION,
} from '../modules/security/messages';
import { type AuthContext, loadPrincipal } from '../modules/security/principal';
import { ForbiddenError, UnauthorizedError } from './errors';

export interface RegisteredRoute {
  method: string;
  url: string;
  rule: ApiRule;
}

export type RuleLookup = (method: string, url: string) => ApiRule | undefined;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller; set by the access guard on every route whose rule is not `none`. */
    auth: AuthContext;
  }
  interface FastifyInstance {
    /** Every API route with its access rule, in registration order. */
    avalRoutes: RegisteredRoute[];
  }
}

const UNGUARDED_METHODS = new Set(['HEAD', 'OPTIONS']);
const isDocsRoute = (url: string) => /^\/docs(\/|$)/i.test(url);

const bearerToken = (header: string | undefined) => {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
};

const firstValue = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header[0] : header)?.trim() || undefined;

const guardFor =
  ({ db, config }: GatewayContext, rule: Exclude<ApiRule, 'none'>): onRequestHookHandler =>
  async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthorizedError(AUTHENTICATION_REQUIRED);
    const claims = await verifyAccessToken(config, token);
    const principal = await loadPrincipal(db, claims);
    if (!principal) throw new UnauthorizedError(SESSION_INVALID);
    const companyKey = firstValue(request.headers.companykey);
    if (companyKey && companyKey !== principal.companyKey) {
      throw new ForbiddenError(COMPANY_KEY_MISMATCH);
    }
    if (rule !== 'authenticated' && !allows(rule, principal.auth)) {
      throw new ForbiddenError(NO_PERMISSION);
    }
    request.auth = principal.auth;
  };

const ruleOf = (route: RouteOptions, methods: string[], findRule: RuleLookup): ApiRule => {
  const rules = methods.map((method) => {
    const rule = findRule(method, route.url);
    if (!rule) {
      throw new Error(
        `A rota ${method} ${route.url} não está em domain/apiAccess.ts: registre sua regra de acesso.`,
      );
    }
    return rule;
  });
  if (new Set(rules.map((rule) => JSON.stringify(rule))).size > 1) {
    throw new Error(
      `A rota ${route.url} tem regras diferentes por método: registre-a uma vez por método.`,
    );
  }
  return rules[0];
};

/**
 * Every route must be in the access table (domain/apiAccess.ts) or registration fails, so no
 * route can go out unguarded. Guarded routes verify the token, load the user and its grants,
 * and check the rule before validation runs (no token answers 401 whatever the input).
 */
export const registerAccessGuard = (
  app: FastifyInstance,
  context: GatewayContext,
  findRule: RuleLookup = findApiRule,
) => {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorate('avalRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    const methods = [route.method]
      .flat()
      .map((method) => method.toUpperCase())
      .filter((method) => !UNGUARDED_METHODS.has(method));
    if (methods.length === 0 || isDocsRoute(route.url)) return;
    const rule = ruleOf(route, methods, findRule);
    for (const method of methods) app.avalRoutes.push({ method, url: route.url, rule });
    if (rule === 'none') return;
    route.onRequest = [...[route.onRequest ?? []].flat(), guardFor(context, rule)];
    route.schema = { ...route.schema, security: [{ bearerAuth: [] }] } as typeof route.schema;
  });
};
