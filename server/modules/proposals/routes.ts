import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cancelProposalBody,
  getProposalsQuery,
  proposalAdjustmentBody,
  proposalTextSearchQuery,
  proposalUniqueIdQuery,
  searchProposalsQuery,
  updateProposalBody,
} from '../../../domain/contracts/proposals';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { sortOf } from '../../http/sorting';
import { cancelProposal, requestProposalAdjustment } from './actions';
import { saveProposal } from './drafts';
import { getProposals, proposalDetailOf, searchProposals, searchProposalsByText } from './queries';
import { proposalAnswer, proposalListAnswer, proposalsPageAnswer } from './schemas';
import { findVisibleProposal } from './scope';

const tags = ['Propostas'];

/**
 * Proposals (spec part 2 §7 "Proposals"): quotes and proposals of the caller's scope (insurer
 * staff the tenant's, a broker its own and, read-only, those it co-brokers, a holder user its
 * own; another's answers 404). Status changes go through domain/proposalTransitions.
 */
export const proposalRoutes: FastifyPluginAsync<GatewayContext> = async (instance, context) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  app.get(
    '/api/Proposal/SearchProposals',
    {
      schema: {
        tags,
        summary:
          'Propostas pelos filtros, paginadas, as mais novas primeiro (ou pela ordenação pedida)',
        querystring: searchProposalsQuery,
        response: { 200: proposalsPageAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { currentPage, rowsPerPage, sortField, sortOrder, ...filter } = request.query;
      return ok(
        await searchProposals(
          db,
          request.auth,
          filter,
          { currentPage, rowsPerPage },
          sortOf({ sortField, sortOrder }),
        ),
      );
    },
  );

  app.get(
    '/api/Proposal/GetProposals',
    {
      schema: {
        tags,
        summary: 'Propostas pelos filtros (status em Status), as mais novas primeiro, até 100',
        querystring: getProposalsQuery,
        response: { 200: proposalListAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getProposals(db, request.auth, request.query)),
  );

  app.post(
    '/api/Proposal/SearchBrokerProposalByText',
    {
      schema: {
        tags,
        summary: 'Busca nas propostas da corretora por número, nome ou CPF/CNPJ (até 20)',
        querystring: proposalTextSearchQuery,
        response: { 200: proposalListAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await searchProposalsByText(db, request.auth, request.query.TextSearch)),
  );

  for (const path of [
    '/api/Proposal/GetProposalByUniqueId',
    '/api/Proposal/GetProposalByUniqueId2',
  ]) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'A proposta com partes, textos, observações, motores e linha do tempo',
          querystring: proposalUniqueIdQuery,
          response: { 200: proposalAnswer, ...errorResponses },
        },
      },
      async (request) => {
        const row = await findVisibleProposal(db, request.auth, request.query.ProposalUniqueId);
        return ok(await proposalDetailOf(db, request.auth, row));
      },
    );
  }

  app.post(
    '/api/Proposal/UpdateProposal',
    {
      schema: {
        tags,
        summary:
          'Cria a cotação (sem UniqueId) ou grava um passo do assistente (com UniqueId e Version)',
        body: updateProposalBody,
        response: { 200: proposalAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const saved = await saveProposal(db, request.auth, request.body);
      return ok(await proposalDetailOf(db, request.auth, saved));
    },
  );

  app.post(
    '/api/Proposal/CancelProposal',
    {
      schema: {
        tags,
        summary: 'Cancela a proposta, com justificativa',
        querystring: proposalUniqueIdQuery,
        body: cancelProposalBody,
        response: { 200: proposalAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const saved = await cancelProposal(
        db,
        request.auth,
        request.query.ProposalUniqueId,
        request.body,
      );
      return ok(await proposalDetailOf(db, request.auth, saved));
    },
  );

  app.post(
    '/api/Proposal/RequestProposalAdjustment',
    {
      schema: {
        tags,
        summary:
          'A seguradora devolve a proposta ao corretor (Aguardando Corretor) com a observação',
        body: proposalAdjustmentBody,
        response: { 200: proposalAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const saved = await requestProposalAdjustment(db, request.auth, request.body);
      return ok(await proposalDetailOf(db, request.auth, saved));
    },
  );
};
