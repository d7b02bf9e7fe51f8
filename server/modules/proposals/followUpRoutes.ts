import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { timelineNoteBody } from '../../../domain/contracts/proposalTexts';
import { updateProposalBody } from '../../../domain/contracts/proposals';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { addTimelineNote, saveEndorsementProposal } from './followUp';
import { proposalDetailOf } from './queries';
import { proposalAnswer } from './schemas';

const tags = ['Propostas'];

/** Following a proposal up: notes on its timeline, and the endorsement proposals' saves. */
export const proposalFollowUpRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  { db },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/Proposal/UpdateProposalTimelineInfo',
    {
      schema: {
        tags,
        summary:
          'Anota uma observação na etapa atual da linha do tempo da proposta (seguradora ou corretora da proposta)',
        body: timelineNoteBody,
        response: { 200: proposalAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const saved = await addTimelineNote(db, request.auth, request.body);
      return ok(await proposalDetailOf(db, request.auth, saved));
    },
  );

  app.post(
    '/api/Proposal/UpdateProposalEndorsement',
    {
      schema: {
        tags,
        summary:
          'UpdateProposal restrito a propostas de endosso (EmissionProposalType 3); os dados próprios do endosso vêm com a emissão de endossos',
        description:
          'Mesmo corpo e regras de UpdateProposal. Sem UniqueId cria a cotação só com ' +
          'EmissionProposalType 3 (senão 400); com UniqueId, a proposta precisa ser de endosso ' +
          '(senão 409).',
        body: updateProposalBody,
        response: { 200: proposalAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const saved = await saveEndorsementProposal(db, request.auth, request.body);
      return ok(await proposalDetailOf(db, request.auth, saved));
    },
  );
};
