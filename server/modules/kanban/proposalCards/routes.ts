import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  cardContractualTermsBody,
  cardDeleteDocumentBody,
  cardDocumentStatusBody,
  cardProposalInfo,
  cardProposalQuery,
  cardRequestDocumentBody,
  cardSendEmailBody,
  cardSendToBrokerBody,
  cardUpdateProposalBody,
  followUpObservationBody,
  pipeSendEmailBody,
  sentEmails,
} from '../../../../domain/contracts/kanbanProposalCards';
import type { GatewayContext } from '../../../context';
import type { Database } from '../../../db/client';
import { envelopeOf, errorResponses, ok } from '../../../http/envelope';
import { findDocument } from '../../documents/queries';
import type { AuthContext } from '../../security/principal';
import { publishBoardChange } from '../events';
import { proposalCardAccess, proposalCardAccessById } from './access';
import { emailPipeDocuments, emailProposalDocuments, sendCardToBroker } from './broker';
import {
  changeProposalDocumentStatus,
  deleteProposalDocument,
  requestProposalDocument,
} from './documents';
import { sendFollowUpObservation, updateCardContractualTerms, updateCardProposal } from './edits';
import { cardProposalInfoOf } from './info';

const tags = ['Kanban: cards de proposta e endosso'];
const infoAnswer = envelopeOf(cardProposalInfo);
const ACCESS =
  'O usuário deve ver uma esteira com card da proposta (outra seguradora: 404; sem esteira: 403)';
const WRITE =
  'Escrita: o usuário deve poder mover cards numa esteira com card da proposta (senão 403); ' +
  'Version desatualizada → 409 e nada é gravado. Responde o card atualizado.';

/**
 * The main API's calls of a proposal or endorsement card (spec part 1 §7 "Kanban card data"):
 * the card's data and the analyst's actions on the proposal, behind the kanban's pipe rules.
 */
export const kanbanProposalCardRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  context,
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  const freshInfo = async (database: Database, auth: AuthContext, proposalId: number) =>
    cardProposalInfoOf(
      database,
      auth,
      await proposalCardAccessById(database, auth, proposalId, 'see'),
    );

  for (const [name, summary] of [
    ['GetCardProposalInfo', 'Dados do card de proposta'],
    ['GetCardEndorsementInfo', 'Dados do card de endosso (a proposta do endosso)'],
  ] as const) {
    app.get(
      `/api/kanban/${name}`,
      {
        schema: {
          tags,
          summary,
          description: ACCESS,
          querystring: cardProposalQuery,
          response: { 200: infoAnswer, ...errorResponses },
        },
      },
      async (request) => {
        const access = await proposalCardAccess(
          db,
          request.auth,
          request.query.ProposalUniqueId,
          'see',
        );
        return ok(await cardProposalInfoOf(db, request.auth, access));
      },
    );
  }

  const write = <Body extends z.ZodType>(
    name: string,
    summary: string,
    body: Body,
    run: (auth: AuthContext, input: z.output<Body>) => Promise<{ proposalId: number }>,
  ) =>
    app.post(
      `/api/kanban/${name}`,
      {
        schema: {
          tags,
          summary,
          description: WRITE,
          body,
          response: { 200: infoAnswer, ...errorResponses },
        },
      },
      async (request) => {
        const { proposalId } = await run(request.auth, request.body as z.output<Body>);
        return ok(await freshInfo(db, request.auth, proposalId));
      },
    );

  const ofDocument = async (promise: Promise<unknown>, auth: AuthContext, uniqueId: string) => {
    await promise;
    return { proposalId: (await findDocument(db, auth, { uniqueId }, ['proposal'])).ownerId };
  };
  const proposalIdOf = async (auth: AuthContext, uniqueId: string) => ({
    proposalId: (await proposalCardAccess(db, auth, uniqueId, 'see')).proposal.id,
  });

  write(
    'KanbanProposalRequestDocument',
    'Solicita um documento ao corretor na proposta (Pendente)',
    cardRequestDocumentBody,
    async (auth, body) => {
      await requestProposalDocument(db, auth, body);
      return proposalIdOf(auth, body.ProposalUniqueId);
    },
  );
  write(
    'KanbanProposalChangeStatusRequestDocument',
    'Conforme, ou Reprovado com o motivo, num documento da proposta',
    cardDocumentStatusBody,
    (auth, body) =>
      ofDocument(changeProposalDocumentStatus(db, auth, body), auth, body.RequestDocumentUniqueId),
  );
  write(
    'KanbanProposalDeleteRequestDocument',
    'Exclui (restaurável) um documento da proposta; com Restore: true, restaura',
    cardDeleteDocumentBody,
    (auth, body) =>
      ofDocument(deleteProposalDocument(db, auth, body), auth, body.RequestDocumentUniqueId),
  );
  write(
    'FollowUpSendObservation',
    'Observação de acompanhamento na proposta (texto rico higienizado)',
    followUpObservationBody,
    async (auth, body) => ({ proposalId: (await sendFollowUpObservation(db, auth, body)).id }),
  );
  write(
    'KanbanInsuranceUpdateProposal',
    'A seguradora altera os dados financeiros da proposta (taxa, comissão, parcelas), recalculados',
    cardUpdateProposalBody,
    async (auth, body) => ({ proposalId: (await updateCardProposal(db, auth, body)).id }),
  );
  write(
    'KanbanInsuranceUpdateProposalContractualTerms',
    'A seguradora substitui as cláusulas particulares da proposta',
    cardContractualTermsBody,
    async (auth, body) => {
      await updateCardContractualTerms(db, auth, body);
      return proposalIdOf(auth, body.ProposalUniqueId);
    },
  );

  app.post(
    '/api/kanban/KanbanProposalSendToBroker',
    {
      schema: {
        tags,
        summary:
          'Envia o card ao corretor: move-o para "Pendente corretor" e envia por e-mail os documentos pendentes',
        description: `${WRITE.replace('Responde o card atualizado.', '')}Version é a do card.`,
        body: cardSendToBrokerBody,
        response: { 200: envelopeOf(sentEmails), ...errorResponses },
      },
    },
    async (request) => {
      const { card, mail } = await sendCardToBroker(context, request.auth, request.body);
      publishBoardChange({
        companyId: request.auth.companyId,
        pipeId: card.pipeId,
        cardId: card.id,
        kind: 'moved',
      });
      return ok(mail);
    },
  );

  app.post(
    '/api/kanban/KanbanSendEmailRequestDocumentToBroker',
    {
      schema: {
        tags,
        summary: 'E-mail ao corretor com os documentos pendentes da proposta',
        description: 'Sem documento pendente ou sem e-mail da corretora: 409.',
        body: cardSendEmailBody,
        response: { 200: envelopeOf(sentEmails), ...errorResponses },
      },
    },
    async (request) =>
      ok(await emailProposalDocuments(context, request.auth, request.body.ProposalUniqueId)),
  );

  app.post(
    '/api/kanban/KanbanSendEmailRequestDocumentToBrokerByPipe',
    {
      schema: {
        tags,
        summary:
          'Um e-mail por corretora com os documentos pendentes de todos os seus cards abertos na esteira',
        description: 'Nenhuma corretora com e-mail e documento pendente: 409.',
        body: pipeSendEmailBody,
        response: { 200: envelopeOf(sentEmails), ...errorResponses },
      },
    },
    async (request) => ok(await emailPipeDocuments(context, request.auth, request.body.PipeId)),
  );
};
