import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CANCELLATION_RETROACTIVE_DAYS } from '../../../domain/cancellationRefund';
import {
  internalCancelBody,
  internalCancelQuery,
  policyNumberQuery,
  policyUniqueIdQuery,
  searchPoliciesQuery,
  updatePolicyRenewalBody,
} from '../../../domain/contracts/policies';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { NotFoundError } from '../../http/errors';
import { sortOf } from '../../http/sorting';
import { findVisibleInsured } from '../insured/scope';
import { findVisiblePolicyHolder } from '../policy-holders/scope';
import { policyBriefOf } from './brief';
import { policyHistoryOf } from './history';
import { NO_ENDORSEMENT } from './messages';
import { searchPolicies, searchPoliciesOfParty } from './queries';
import {
  cancellationEnvelope,
  daysToCancelEnvelope,
  endorsementDocumentAnswer,
  holderPoliciesQuery,
  insuredPoliciesQuery,
  lastEndorsementQuery,
  policyBriefAnswer,
  policyHistoryAnswer,
  policyPageAnswer,
  policyUniqueIdAnswer,
  policyHistoryQuery,
} from './schemas';
import { findVisiblePolicy, findVisiblePolicyByNumber, findVisiblePolicyByProposal } from './scope';
import { internalCancelPolicy, updatePolicyRenewal } from './writes';

const tags = ['Apólices'];

/**
 * Policies (spec part 2 §7 "Policies"; issue 15): the policies of the caller's scope (insurer
 * staff the tenant's, a broker its own and those it co-brokers, a holder user its own; another's
 * answers 404). Status changes go through domain/policyTransitions; every write checks the
 * Version read and records the policy's history. Issuance and the documents are issuance's.
 */
export const policyRoutes: FastifyPluginAsync<GatewayContext> = async (instance, context) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  app.get(
    '/api/Policy/SearchPoliciesRelatedToLoggedUser',
    {
      schema: {
        tags,
        summary:
          'Apólices pelos filtros, paginadas, as mais novas primeiro (ou pela ordenação pedida)',
        querystring: searchPoliciesQuery,
        response: { 200: policyPageAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { currentPage, rowsPerPage, sortField, sortOrder, ...filter } = request.query;
      return ok(
        await searchPolicies(
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
    '/api/Policy/GetPolicyShortBrief',
    {
      schema: {
        tags,
        summary:
          'Resumo da apólice: partes, vigência, valores, boletos e baixas, aniversários e abertura da renovação',
        querystring: policyUniqueIdQuery,
        response: { 200: policyBriefAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const policy = await findVisiblePolicy(db, request.auth, request.query.policyUniqueId);
      return ok(await policyBriefOf(db, request.auth, policy));
    },
  );

  app.get(
    '/api/Policy/SearchPoliciesRelatedToPolicyHolder',
    {
      schema: {
        tags,
        summary: 'Apólices do tomador (no escopo do usuário), paginadas, as mais novas primeiro',
        querystring: holderPoliciesQuery,
        response: { 200: policyPageAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { PolicyHolderUniqueId, currentPage, rowsPerPage } = request.query;
      const holder = await findVisiblePolicyHolder(db, request.auth, PolicyHolderUniqueId);
      return ok(
        await searchPoliciesOfParty(
          db,
          request.auth,
          { holderId: holder.id },
          { currentPage, rowsPerPage },
        ),
      );
    },
  );

  app.get(
    '/api/Policy/SearchPoliciesRelatedToInsured',
    {
      schema: {
        tags,
        summary: 'Apólices do segurado (no escopo do usuário), paginadas, as mais novas primeiro',
        querystring: insuredPoliciesQuery,
        response: { 200: policyPageAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const { UniqueId, currentPage, rowsPerPage } = request.query;
      const insured = await findVisibleInsured(db, request.auth, UniqueId);
      return ok(
        await searchPoliciesOfParty(
          db,
          request.auth,
          { insuredId: insured.id },
          { currentPage, rowsPerPage },
        ),
      );
    },
  );

  app.get(
    '/api/Policy/GetHistory',
    {
      schema: {
        tags,
        summary:
          'Histórico da apólice, o mais recente primeiro: emissão, baixas dos boletos, cancelamento, bloqueio de renovação',
        description:
          'As baixas vêm dos boletos da proposta e levam o Id negativo da baixa (nunca colidem com o Id de uma linha do histórico).',
        querystring: policyHistoryQuery,
        response: { 200: policyHistoryAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const policy = await findVisiblePolicy(db, request.auth, request.query.policyUniqueid);
      return ok(await policyHistoryOf(db, policy));
    },
  );

  app.post(
    '/api/Policy/InternalCancelPolicy',
    {
      schema: {
        tags,
        summary:
          'Cancelamento interno pela seguradora, com motivo; Simulate=true só calcula a restituição',
        description:
          'A restituição segue o método da seguradora: pro rata temporis (prêmio × dias restantes / dias de vigência) ou a tabela de prazo curto da SUSEP (percentual retido pela fração do prazo decorrida, escalada para vigências diferentes de um ano, no prazo imediatamente superior). ' +
          `CancellationDate: de hoje até ${CANCELLATION_RETROACTIVE_DAYS} dias atrás (GetNumberOfDaysToCancelPolicy), antes do fim de vigência. ` +
          'Gravar exige a Version lida (desatualizada → 409); uma apólice já cancelada → 409. Libera a importância segurada do limite utilizado do tomador e cancela os boletos em aberto.',
        querystring: internalCancelQuery,
        body: internalCancelBody,
        response: { 200: cancellationEnvelope, ...errorResponses },
      },
    },
    async (request) =>
      ok(await internalCancelPolicy(db, request.auth, request.query.policyNumber, request.body)),
  );

  app.put(
    '/api/Policy/UpdatePolicyRenewal',
    {
      schema: {
        tags,
        summary: 'Bloqueia (não renova) ou libera a renovação da apólice, com a Version lida',
        body: updatePolicyRenewalBody,
        response: { 200: policyBriefAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const policy = await updatePolicyRenewal(db, request.auth, request.body);
      return ok(await policyBriefOf(db, request.auth, policy));
    },
  );

  app.get(
    '/api/policy/GetNumberOfDaysToCancelPolicy',
    {
      schema: {
        tags,
        summary: 'Quantos dias o cancelamento pode retroagir (constante da seguradora)',
        response: { 200: daysToCancelEnvelope, ...errorResponses },
      },
    },
    async () => ok({ Days: CANCELLATION_RETROACTIVE_DAYS }),
  );

  app.get(
    '/api/Policy/ObterPolicyUniqueIdPorNumeroApolice',
    {
      schema: {
        tags,
        summary: 'O UniqueId da apólice pelo número (no escopo do usuário; senão 404)',
        querystring: policyNumberQuery,
        response: { 200: policyUniqueIdAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok((await findVisiblePolicyByNumber(db, request.auth, request.query.numeroApolice)).uniqueId),
  );

  app.get(
    '/api/Policy/DownloadLastEndorsementDocument',
    {
      schema: {
        tags,
        summary: 'O documento do último endosso da apólice emitida da proposta',
        description:
          'Enquanto a apólice não tem endosso, responde 404 "Esta apólice ainda não tem endosso."; uma apólice fora do escopo, 404 "Apólice não encontrada.".',
        querystring: lastEndorsementQuery,
        response: { 200: endorsementDocumentAnswer, ...errorResponses },
      },
    },
    async (request) => {
      await findVisiblePolicyByProposal(db, request.auth, request.query.ProposalUniqueId);
      throw new NotFoundError(NO_ENDORSEMENT);
    },
  );
};
