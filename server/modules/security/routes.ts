import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import {
  getTokenBody,
  logoutBody,
  tenantHeaders,
  tokenAnswer,
  trueAnswer,
  userInfoAnswer,
} from './schemas';
import { grantToken, logout } from './service';
import { getActingUserInfo } from './actingUserInfo';
import { getUserInfo } from './userInfo';

export const securityRoutes: FastifyPluginAsync<GatewayContext> = async (instance, context) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { rateLimit } = context.config;

  app.post(
    '/api/Security/GetToken',
    {
      schema: {
        summary:
          'Entrar (password, authorization_code, custom_entra) ou renovar a sessão (refresh_token)',
        headers: tenantHeaders,
        body: getTokenBody,
        response: { 200: tokenAnswer, ...errorResponses },
      },
      config: {
        rateLimit: {
          max: rateLimit.signInMax,
          timeWindow: rateLimit.windowMs,
          // after validation, so the key can hold the username
          hook: 'preHandler',
          keyGenerator: (request) => {
            const body = request.body as { username?: string } | undefined;
            return `sign-in|${request.ip}|${(body?.username ?? '').trim().toLowerCase()}`;
          },
        },
      },
    },
    async (request) =>
      grantToken(context, {
        grantType: request.body.grant_type,
        username: request.body.username,
        password: request.body.password,
        refreshToken: request.body.refresh_token,
        code: request.body.code,
        state: request.body.state,
        iss: request.body.iss,
        seguradora: request.body.seguradora,
        log: request.log,
        companyKey: request.headers.companykey?.trim() || undefined,
        host: request.hostname,
        address: request.ip,
      }),
  );

  app.post(
    '/api/Security/Logout',
    {
      schema: {
        summary: 'Encerrar a sessão (revoga a família de refresh tokens)',
        body: logoutBody,
        response: { 200: trueAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await logout(context, request.auth, request.body?.refresh_token)),
  );

  app.get(
    '/api/Security/GetUserInfo',
    {
      schema: {
        summary: 'Usuário da sessão, com perfil e menus',
        response: { 200: userInfoAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        request.auth.acting
          ? await getActingUserInfo(context.db, request.auth)
          : await getUserInfo(context.db, request.auth),
      ),
  );
};
