import type { FastifyPluginAsync } from 'fastify';
import type { GatewayContext } from '../../context';
import { brokerDocumentRoutes } from './brokerRoutes';
import { holderDocumentRoutes } from './holderRoutes';
import { insuredDocumentRoutes } from './insuredRoutes';
import { insurerDocumentRoutes } from './insurerRoutes';
import { proposalDocumentRoutes } from './proposalRoutes';

/**
 * Every request-document route of apiAccess.ts's "request documents" block, and the proposals
 * block's document calls: one implementation.
 */
export const documentsRoutes: FastifyPluginAsync<GatewayContext> = async (app, context) => {
  await app.register(holderDocumentRoutes, context);
  await app.register(insuredDocumentRoutes, context);
  await app.register(brokerDocumentRoutes, context);
  await app.register(insurerDocumentRoutes, context);
  await app.register(proposalDocumentRoutes, context);
};
