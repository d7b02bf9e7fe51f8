import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approvalLimitsBody,
  approvalLimitsQuery,
  profileApprovalLimits,
} from '../../../domain/contracts/approvalLimits';
import type { GatewayContext } from '../../context';
import { envelopeOf, errorResponses, ok } from '../../http/envelope';
import { getApprovalLimits, saveApprovalLimits } from './approvalLimits';

const tags = ['Perfis'];
const answer = envelopeOf(profileApprovalLimits);

/** Alçadas (issue 14): the largest IS a profile may approve in each pipe. */
export const approvalLimitRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/UserProfile/GetProfileApprovalLimits',
    {
      schema: {
        tags,
        summary: 'As alçadas do perfil: a IS máxima que aprova em cada esteira (null: sem limite)',
        querystring: approvalLimitsQuery,
        response: { 200: answer, ...errorResponses },
      },
    },
    async (request) => ok(await getApprovalLimits(db, request.auth, request.query.ProfileUniqueId)),
  );

  app.post(
    '/api/UserProfile/UpdateProfileApprovalLimits',
    {
      schema: {
        tags,
        summary: 'Grava as alçadas do perfil por esteira (vazio: sem limite)',
        description:
          'Mover um card para Aprovado com IS acima da alçada do perfil do usuário naquela ' +
          'esteira responde 409 "Aprovação acima da sua alçada". Version: a das alçadas lidas ' +
          '(0 antes da primeira gravação); desatualizada → 409.',
        body: approvalLimitsBody,
        response: { 200: answer, ...errorResponses },
      },
    },
    async (request) => ok(await saveApprovalLimits(db, request.auth, request.body)),
  );
};
