import type { FastifyPluginAsync } from 'fastify';
import type { GatewayContext } from '../../context';
import { branchGroupRoutes } from './branchGroupRoutes';
import { clauseRoutes } from './clauseRoutes';
import { coverageRoutes } from './coverageRoutes';
import { modalityRoutes } from './modalityRoutes';
import { requiredDocumentRoutes } from './requiredDocumentRoutes';
import { termRoutes } from './termRoutes';

/** Every modalities route of domain/apiAccess.ts ("modalities" block). */
export const modalitiesRoutes: FastifyPluginAsync<GatewayContext> = async (app, context) => {
  await app.register(modalityRoutes, context);
  await app.register(coverageRoutes, context);
  await app.register(termRoutes, context);
  await app.register(clauseRoutes, context);
  await app.register(requiredDocumentRoutes, context);
  await app.register(branchGroupRoutes, context);
};
