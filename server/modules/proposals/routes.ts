import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CO_BROKER_SEARCH_LIMIT, coBrokerSearchQuery } from '../../../domain/contracts/coBrokers';
import {
  cancelProposalBody,
  financialDataBody,
  getProposalsQuery,
  proposalAdjustmentBody,
  proposalTextSearchQuery,
  proposalUniqueIdQuery,
  searchProposalsQuery,
  submitProposalBody,
  updateProposalBody,
} from '../../../domain/contracts/proposals';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { sortOf } from '../../http/sorting';
import { type EngineName, engineLabels, engineOrder, engineRules } from '../../../domain/engines';
import {
  cancelProposal,
  reprocessProposalEngine,
  requestProposalAdjustment,
  submitProposal,
} from './actions';
import { searchCoBrokers } from './coBrokerSearch';
import { calculateFinancialData, saveFinancialData } from './financial';
import { saveProposal } from './drafts';
import { getProposals, proposalDetailOf, searchProposals, searchProposalsByText } from './queries';
import {
  coBrokerOptionsAnswer,
  financialAnswer,
  proposalAnswer,
  proposalListAnswer,
  proposalsPageAnswer,
} from './schemas';
import { findVisibleProposal } from './scope';

const tags = ['Propostas'];

/** The engines' rules as /docs shows them on SubmitProposal (written once, in domain/engines). */
const ENGINE_RULES_DOC = [
  'Motores automáticos, nesta ordem (todos aprovam → Aguardando Emissão; uma recusa → Recusada; documentos faltando → Aguardando Corretor; um encaminhamento → Em análise com a análise pendente):',
  ...engineOrder.map(
    (engine) =>
      `\n\n**${engineLabels[engine]}**\n${engineRules[engine].map((rule) => `- ${rule}`).join('\n')}`,
  ),
].join('');

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

  app.get(
    '/api/Proposal/SearchCoBrokers',
    {
      schema: {
        tags,
        summary: `Corretoras ativas da seguradora para a co-corretagem, por nome ou CNPJ (até ${CO_BROKER_SEARCH_LIMIT})`,
        description:
          'Não está na especificação: alimenta a co-corretagem do assistente de proposta. Nunca inclui a corretora do usuário; responde só UniqueId, Name e CpfCnpj.',
        querystring: coBrokerSearchQuery,
        response: { 200: coBrokerOptionsAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await searchCoBrokers(db, request.auth, request.query.TextSearch)),
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

  app.post(
    '/api/Proposal/CalculateFinancialData',
    {
      schema: {
        tags,
        summary: 'Calcula prêmio, comissão, IOF, parcelas e a memória de cálculo; não grava',
        body: financialDataBody,
        response: { 200: financialAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await calculateFinancialData(db, request.auth, request.body)),
  );

  for (const path of [
    '/api/Proposal/UpdateCalculateFinancialData',
    '/api/Proposal/UpdateFinancialData',
  ]) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary:
            'Recalcula no servidor e grava os dados financeiros com a memória de cálculo (o prêmio nunca vem do cliente)',
          body: financialDataBody,
          response: { 200: proposalAnswer, ...errorResponses },
        },
      },
      async (request) => {
        const saved = await saveFinancialData(db, request.auth, request.body);
        return ok(await proposalDetailOf(db, request.auth, saved));
      },
    );
  }

  app.post(
    '/api/Proposal/SubmitProposal',
    {
      schema: {
        tags,
        summary:
          'Envia a cotação (ou reenvia após ajuste) à seguradora: prazo legal de aceite e motores automáticos (PEP, crédito, cadastro, subscrição, resseguro)',
        description: ENGINE_RULES_DOC,
        body: submitProposalBody,
        response: { 200: proposalAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const saved = await submitProposal(db, request.auth, request.body);
      return ok(await proposalDetailOf(db, request.auth, saved));
    },
  );

  const engineCalls: [string, EngineName][] = [
    ['ExecuteAutomaticPEPApprovalValidation', 'PEP'],
    ['ExecuteAutomaticCreditApprovalValidation', 'Credito'],
    ['ExecuteAutomaticRegistrationApprovalValidation', 'Cadastro'],
    ['ExecuteAutomaticSubscriptionApprovalValidation', 'Subscricao'],
    ['ExecuteAutomaticReinsuranceApprovalValidation', 'Resseguro'],
  ];
  for (const [call, engine] of engineCalls) {
    app.post(
      `/api/Proposal/${call}`,
      {
        schema: {
          tags,
          summary: `Roda de novo o motor ${engine} sobre a proposta em análise (REPROCESSAMENTO)`,
          querystring: proposalUniqueIdQuery,
          response: { 200: proposalAnswer, ...errorResponses },
        },
      },
      async (request) => {
        const saved = await reprocessProposalEngine(
          db,
          request.auth,
          request.query.ProposalUniqueId,
          engine,
        );
        return ok(await proposalDetailOf(db, request.auth, saved));
      },
    );
  }
};
