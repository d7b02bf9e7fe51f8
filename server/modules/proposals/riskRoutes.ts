import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deadlineModalityBody,
  deadlineValidation,
  proposalRiskChange,
  riskChangeResetQuery,
  termValidation,
} from '../../../domain/contracts/proposalTexts';
import { proposalUniqueIdQuery } from '../../../domain/contracts/proposals';
import type { GatewayContext } from '../../context';
import { envelopeOf, errorResponses, ok } from '../../http/envelope';
import { proposalDetailOf } from './queries';
import { proposalRiskChange as riskChangeOf, resetProposalRiskChange } from './riskChange';
import { proposalAnswer } from './schemas';
import { validateDeadlineModality, validateRetroactivityDays } from './termChecks';

const tags = ['Propostas'];

/**
 * A proposal's risk data after approval (spec part 2 §7 "Proposals"): the risk change against the
 * approved data and its undoing (a change itself is UpdateProposal on an approved proposal), and
 * the modality's term checks the wizard runs on the dates.
 */
export const proposalRiskRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Proposal/GetProposalRiskChange',
    {
      schema: {
        tags,
        summary:
          'Alteração de risco: os dados de risco atuais comparados com os aprovados, campo a campo',
        description:
          'Mudar os dados de risco (UpdateProposal) de uma proposta aprovada (Aguardando Emissão ' +
          'ou Aguardando Pagamento) é uma alteração de risco: a proposta é precificada de novo e ' +
          'volta para análise.',
        querystring: proposalUniqueIdQuery,
        response: { 200: envelopeOf(proposalRiskChange), ...errorResponses },
      },
    },
    async (request) => ok(await riskChangeOf(db, request.auth, request.query.ProposalUniqueId)),
  );

  app.post(
    '/api/Proposal/ResetProposalRiskChange',
    {
      schema: {
        tags,
        summary:
          'Desfaz a alteração de risco: volta aos dados aprovados e a Aguardando Emissão (proposta em análise por alteração de risco)',
        querystring: riskChangeResetQuery,
        response: { 200: proposalAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const saved = await resetProposalRiskChange(db, request.auth, request.query);
      return ok(await proposalDetailOf(db, request.auth, saved));
    },
  );

  app.get(
    '/api/Proposal/ValidateRetroactivityDays',
    {
      schema: {
        tags,
        summary:
          'Se o início de vigência da proposta está dentro da retroatividade e do início futuro que a modalidade permite hoje',
        querystring: proposalUniqueIdQuery,
        response: { 200: envelopeOf(termValidation), ...errorResponses },
      },
    },
    async (request) =>
      ok(await validateRetroactivityDays(db, request.auth, request.query.ProposalUniqueId)),
  );

  app.post(
    '/api/Proposal/GetValidateDeadlineModality',
    {
      schema: {
        tags,
        summary:
          'Completa a vigência (início com fim ou prazo) e a confere com os limites da modalidade',
        description:
          'Datas inválidas, vigência que não fecha ou modalidade desconhecida → 400 com o campo; ' +
          'fora dos limites da modalidade → IsValid false com as mensagens.',
        body: deadlineModalityBody,
        response: { 200: envelopeOf(deadlineValidation), ...errorResponses },
      },
    },
    async (request) => ok(await validateDeadlineModality(db, request.auth, request.body)),
  );
};
