import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { sortOf } from '../../http/sorting';
import { deleteUser, forcePasswordChange, toggleUserStatus } from './actions';
import { saveUser } from './save';
import {
  booleanAnswer,
  brokersAnswer,
  forceChangeBody,
  getUsersQuery,
  saveUserBody,
  savedUserAnswer,
  uniqueIdQuery,
  userAnswer,
  userIdQuery,
  userInfoIdQuery,
  usersAnswer,
} from './schemas';
import { getUser, listUserBrokers, listUsers } from './service';

const tags = ['Usuários'];

export const usersRoutes: FastifyPluginAsync<GatewayContext> = async (instance, context) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  app.get(
    '/api/Person/GetUsers',
    {
      schema: {
        tags,
        summary: 'Usuários visíveis ao usuário da sessão (a corretora vê só os seus)',
        querystring: getUsersQuery,
        response: { 200: usersAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { filterByActive, brokerId } = request.query;
      const isActive = filterByActive === undefined ? undefined : filterByActive === 'true';
      return ok(await listUsers(db, request.auth, { isActive, brokerId }, sortOf(request.query)));
    },
  );

  app.get(
    '/api/Security/GetUserInfoByUniqueId',
    {
      schema: {
        tags,
        summary: 'Um usuário, com os dados da pessoa',
        querystring: uniqueIdQuery,
        response: { 200: userAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getUser(db, request.auth, request.query.UniqueId)),
  );

  app.post(
    '/api/Person/SaveUserInfo',
    {
      schema: {
        tags,
        summary: 'Cria (sem UniqueId) ou altera um usuário',
        description:
          'Um novo usuário fica sem senha e recebe por e-mail o link de primeiro acesso. ' +
          'A alteração exige a Version lida; versão desatualizada → 409 e nada é gravado.',
        body: saveUserBody,
        response: { 200: savedUserAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await saveUser(context, request.auth, request.body)),
  );

  app.post(
    '/api/Person/ChangeUserInfoStatus',
    {
      schema: {
        tags,
        summary: 'Ativa ou desativa um usuário; responde o novo IsActive',
        querystring: userIdQuery,
        response: { 200: booleanAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await toggleUserStatus(db, request.auth, request.query.userId, request.query.Version)),
  );

  app.delete(
    '/api/Person/DeleteUserInfo',
    {
      schema: {
        tags,
        summary: 'Exclui um usuário (exclusão lógica)',
        querystring: userInfoIdQuery,
        response: { 200: booleanAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await deleteUser(db, request.auth, request.query.userInfoId, request.query.Version)),
  );

  app.post(
    '/api/security/ForceChangeUserInfoPassword',
    {
      schema: {
        tags,
        summary: 'Obriga o usuário a trocar a senha e envia a ele o link por e-mail',
        body: forceChangeBody,
        response: { 200: booleanAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await forcePasswordChange(context, request.auth, request.body.UserInfoUniqueId)),
  );

  app.get(
    '/api/Person/GetUserBrokers',
    {
      schema: {
        tags,
        summary: 'Corretoras que o usuário da sessão pode atribuir a usuários',
        description: 'Não está na especificação: alimenta o filtro e o cadastro de usuários.',
        response: { 200: brokersAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listUserBrokers(db, request.auth)),
  );
};
