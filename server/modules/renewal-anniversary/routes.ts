import type { FastifyPluginAsync } from 'fastify';
import type { GatewayContext } from '../../context';
import { anniversaryRoutes } from './anniversaryRoutes';
import { renewalRoutes } from './renewalRoutes';

/** Renewal and anniversary-endorsement configuration (/parametrizacao/renovacao and /endosso). */
export const renewalAnniversaryRoutes: FastifyPluginAsync<GatewayContext> = async (
  app,
  context,
) => {
  await app.register(renewalRoutes, context);
  await app.register(anniversaryRoutes, context);
};
