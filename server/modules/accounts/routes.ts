import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { tenantHeaders } from '../security/schemas';
import { insertBroker, validateBrokerRegistration } from './brokerRegistration';
import { changeOwnPassword } from './ownPassword';
import { changePasswordWithToken, validateChangePasswordRequest } from './passwordChange';
import { requestPasswordRecovery } from './recovery';
import {
  changePasswordBody,
  changeRequestAnswer,
  changeRequestBody,
  insertBrokerAnswer,
  insertBrokerBody,
  messageAnswer,
  ownPasswordBody,
  recoveryBody,
  registrationAnswer,
  registrationQuery,
  trueAnswer,
} from './schemas';

const companyKeyOf = (request: FastifyRequest) => {
  const header = request.headers.companykey;
  return (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
};

const tenantOf = (request: FastifyRequest) => ({
  companyKey: companyKeyOf(request),
  host: request.hostname,
});

export const accountRoutes: FastifyPluginAsync<GatewayContext> = async (instance, context) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { rateLimit } = context.config;
  // the sign-in budget per client IP also covers the other signed-out account calls
  const limited = (name: string) => ({
    rateLimit: {
      max: rateLimit.signInMax,
      timeWindow: rateLimit.windowMs,
      keyGenerator: (request: FastifyRequest) => `${name}|${request.ip}`,
    },
  });

  app.post(
    '/api/Security/RequestRecoveryPassword',
    {
      schema: {
        summary: 'Pedir o link de redefinição de senha (a resposta é sempre a mesma)',
        headers: tenantHeaders,
        body: recoveryBody,
        response: { 200: messageAnswer, ...errorResponses },
      },
      config: limited('recovery'),
    },
    async (request) =>
      ok(
        await requestPasswordRecovery(context, {
          login: request.body.Login,
          email: request.body.Email,
          ...tenantOf(request),
        }),
      ),
  );

  app.post(
    '/api/Security/ValidateUserInfoChangePasswordRequest',
    {
      schema: {
        summary: 'Validar o link de primeiro acesso ou de redefinição de senha, sem usá-lo',
        headers: tenantHeaders,
        body: changeRequestBody,
        response: { 200: changeRequestAnswer, ...errorResponses },
      },
      config: limited('password-link'),
    },
    async (request) =>
      ok(
        await validateChangePasswordRequest(
          context.db,
          request.body.UniqueId,
          companyKeyOf(request),
        ),
      ),
  );

  app.post(
    '/api/Security/ChangeUserInfoPassword',
    {
      schema: {
        summary: 'Definir a senha pelo link (uso único); encerra todas as sessões do usuário',
        headers: tenantHeaders,
        body: changePasswordBody,
        response: { 200: trueAnswer, ...errorResponses },
      },
      config: limited('password-link'),
    },
    async (request) =>
      ok(
        await changePasswordWithToken(context, {
          token: request.body.UniqueId,
          password: request.body.Password,
          confirmPassword: request.body.ConfirmPassword,
          companyKey: companyKeyOf(request),
        }),
      ),
  );

  app.post(
    '/api/Security/ChangeOwnPassword',
    {
      schema: {
        summary: 'Trocar a própria senha (sessão atual); encerra todas as sessões do usuário',
        body: ownPasswordBody,
        response: { 200: trueAnswer, ...errorResponses },
      },
      config: {
        rateLimit: {
          max: rateLimit.signInMax,
          timeWindow: rateLimit.windowMs,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            `own-password|${request.ip}|${request.auth?.userId ?? ''}`,
        },
      },
    },
    async (request) =>
      ok(
        await changeOwnPassword(context.db, request.auth, {
          currentPassword: request.body.CurrentPassword,
          password: request.body.Password,
          confirmPassword: request.body.ConfirmPassword,
        }),
      ),
  );

  app.get(
    '/api/Broker/ValidateBrokerRegistrationRequest',
    {
      schema: {
        summary: 'Se uma corretora com este CNPJ pode se cadastrar',
        headers: tenantHeaders,
        querystring: registrationQuery,
        response: { 200: registrationAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await validateBrokerRegistration(context.db, tenantOf(request), request.query.Cnpj)),
  );

  app.post(
    '/api/Broker/InsertBroker',
    {
      schema: {
        summary: 'Autocadastro da corretora e do primeiro usuário (fica pendente de análise)',
        headers: tenantHeaders,
        body: insertBrokerBody,
        response: { 200: insertBrokerAnswer, ...errorResponses },
      },
      config: limited('broker-registration'),
    },
    async (request) => ok(await insertBroker(context, tenantOf(request), request.body)),
  );
};
