import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { issueProposalBody } from '../../../domain/contracts/proposals';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { proposalDetailOf } from '../proposals/queries';
import { proposalAnswer } from '../proposals/schemas';
import { issueProposal } from './issueProposal';

const tags = ['Emissão'];

/** Issuance (issue 15): an approved proposal becomes a policy, by slip payment or at once. */
export const issuanceRoutes: FastifyPluginAsync<GatewayContext> = async (instance, context) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  app.post(
    '/api/Proposal/IssueProposal',
    {
      schema: {
        tags,
        summary:
          'Emite uma proposta em Aguardando Emissão: gera os boletos (um por parcela) e aguarda o pagamento do primeiro (Aguardando Pagamento de Boleto) ou, quando a seguradora emite antes do pagamento, emite a apólice já com o prêmio a receber. Extensão nossa: a especificação nomeia os status, não a chamada.',
        body: issueProposalBody,
        response: { 200: proposalAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const saved = await issueProposal(db, request.auth, request.body);
      return ok(await proposalDetailOf(db, request.auth, saved));
    },
  );
};
