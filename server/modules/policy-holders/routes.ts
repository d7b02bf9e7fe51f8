import type { FastifyPluginAsync } from 'fastify';
import type { GatewayContext } from '../../context';
import { holderRoutes } from './holderRoutes';
import { ruleRoutes } from './ruleRoutes';

/** Every /api/PolicyHolder route of domain/apiAccess.ts but the request-document ones. */
export const policyHolderRoutes: FastifyPluginAsync<GatewayContext> = async (app, context) => {
  await app.register(holderRoutes, context);
  await app.register(ruleRoutes, context);
};
