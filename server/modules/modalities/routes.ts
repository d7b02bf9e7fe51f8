import type { FastifyPluginAsync } from 'fastify';
import type { GatewayContext } from '../../context';
import { coverageRoutes } from './coverageRoutes';
import { modalityRoutes } from './modalityRoutes';

/** Every modalities route of domain/apiAccess.ts ("modalities" block). */
export const modalitiesRoutes: FastifyPluginAsync<GatewayContext> = async (app, context) => {
  await app.register(modalityRoutes, context);
  await app.register(coverageRoutes, context);
};
