import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { approvalLimitRoutes } from './approvalLimitRoutes';
import { getMenuMatrix, replaceGrants } from './grants';
import { moveUsersToProfile } from './moveUsers';
import {
  booleanAnswer,
  deleteProfileQuery,
  grantsBody,
  menusAnswer,
  menusQuery,
  moveUsersBody,
  profileAnswer,
  profilesAnswer,
  profilesQuery,
  saveProfileBody,
  settableProfilesAnswer,
  settableQuery,
} from './schemas';
import { deleteProfile, listProfilesWithUsers, saveProfile } from './service';
import { settableBrokerProfiles, settableProfiles } from './settable';

const tags = ['Perfis'];

export const profilesRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await instance.register(approvalLimitRoutes, { db } as GatewayContext);

  app.get(
    '/api/UserProfile/GetSettableProfiles',
    {
      schema: {
        tags,
        summary: 'Perfis que o usuário da sessão pode dar a um usuário deste tipo',
        querystring: settableQuery,
        response: { 200: settableProfilesAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await settableProfiles(db, request.auth, request.query.userInfoTypeId)),
  );

  app.get(
    '/api/UserProfile/GetSettableProfilesBroker',
    {
      schema: {
        tags,
        summary: 'Perfis que uma corretora pode dar aos seus usuários (agentes)',
        response: { 200: settableProfilesAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await settableBrokerProfiles(db, request.auth)),
  );

  app.get(
    '/api/UserProfile/GetProfileByCompanyId',
    {
      schema: {
        tags,
        summary: 'Perfis da seguradora de um tipo de usuário, com os seus usuários',
        querystring: profilesQuery,
        response: { 200: profilesAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await listProfilesWithUsers(db, request.auth, request.query.userInfoTypeId)),
  );

  app.post(
    '/api/UserProfile/InsertOrUpdateProfile',
    {
      schema: {
        tags,
        summary: 'Cria (sem UniqueId) ou renomeia um perfil',
        body: saveProfileBody,
        response: { 200: profileAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await saveProfile(db, request.auth, request.body)),
  );

  app.post(
    '/api/UserProfile/UpdateUserInfoProfile',
    {
      schema: {
        tags,
        summary: 'Move usuários para um perfil do mesmo tipo de usuário',
        body: moveUsersBody,
        response: { 200: booleanAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await moveUsersToProfile(db, request.auth, request.body)),
  );

  app.delete(
    '/api/UserProfile/DeleteProfile',
    {
      schema: {
        tags,
        summary: 'Exclui um perfil sem usuários (com usuários: 409 e nada muda)',
        querystring: deleteProfileQuery,
        response: { 200: booleanAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await deleteProfile(db, request.auth, request.query.UniqueId)),
  );

  app.get(
    '/api/Menu/GetMenus',
    {
      schema: {
        tags,
        summary: 'Matriz de concessões: menus × funcionalidades (marcadas as do perfil)',
        querystring: menusQuery,
        response: { 200: menusAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await getMenuMatrix(
          db,
          request.auth,
          request.query.userInfoTypeId,
          request.query.profileUniqueId,
        ),
      ),
  );

  app.post(
    '/api/Menu/UpdateMenuFuncionalityInProfile',
    {
      schema: {
        tags,
        summary: 'Substitui as concessões do perfil (vale no próximo acesso dos usuários)',
        body: grantsBody,
        response: { 200: menusAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await replaceGrants(db, request.auth, request.body)),
  );
};
