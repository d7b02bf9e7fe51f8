import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { deleteBranch, insertBranch } from './branches';
import { updateEconomicGroup } from './economicGroup';
import { calculateLimits, setAnnualInstallment, toggleBlock, toggleIgnoreCcg } from './edits';
import { decideNomination, registerNomination } from './nominations';
import { checkHolderForProposal } from './proposalCheck';
import { branchesOf, holdersNominatedToBroker } from './queries';
import * as S from './schemas';

const tags = ['Tomadores'];

/** What the insurer decides about a holder: flags, group, limits, branches, nominations. */
export const ruleRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/PolicyHolder/ValidatePolicyHolderByCNPJToNewProposal',
    {
      schema: {
        tags,
        summary: 'Se uma nova proposta pode usar o tomador, e por que não',
        querystring: S.cnpjQuery,
        response: { 200: S.proposalCheckAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await checkHolderForProposal(db, request.auth, request.query.Cnpj)),
  );

  app.post(
    '/api/PolicyHolder/RegisterPolicyHolderNomeationRequest',
    {
      schema: {
        tags,
        summary: 'Pede a nomeação de uma corretora para o tomador',
        description:
          'A corretora pede para si (fica pendente até a seguradora decidir); a seguradora ' +
          'nomeia a corretora de BrokerUniqueId (aprovada na hora). Sem PolicyHolderUniqueId, ' +
          'o tomador é achado pelo Cnpj ou cadastrado com Name.',
        body: S.nominationBody,
        response: { 200: S.nominationAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await registerNomination(db, request.auth, request.body)),
  );

  app.post(
    '/api/PolicyHolder/DecidePolicyHolderNomeationRequest',
    {
      schema: {
        tags,
        summary: 'A seguradora aprova ou reprova um pedido de nomeação pendente',
        description: 'Não está na especificação. Reprovar exige Justification.',
        body: S.decisionBody,
        response: { 200: S.nominationAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await decideNomination(db, request.auth, request.body)),
  );

  app.post(
    '/api/PolicyHolder/InverterIgnoreCCGSignaturePolicyHolder',
    {
      schema: {
        tags,
        summary: 'Liga ou desliga “ignorar assinatura de CCG”; responde o novo valor',
        body: S.toggleBody,
        response: { 200: S.flagAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await toggleIgnoreCcg(db, request.auth, request.body)),
  );

  app.post(
    '/api/PolicyHolder/UpdateEconomicGroupParticipantAfiancadoHolding',
    {
      schema: {
        tags,
        summary: 'Grupo econômico e holding do tomador (sem holding: sai do grupo)',
        body: S.economicGroupBody,
        response: { 200: S.economicGroupAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await updateEconomicGroup(db, request.auth, request.body)),
  );

  app.post(
    '/api/PolicyHolder/InverterBlockedPolicyHolder',
    {
      schema: {
        tags,
        summary: 'Bloqueia ou desbloqueia o tomador, com justificativa',
        body: S.justifiedToggleBody,
        response: { 200: S.flagAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await toggleBlock(db, request.auth, request.body, 'isBlocked')),
  );

  app.post(
    '/api/PolicyHolder/InverterBlockedRestrictvePolicyHolder',
    {
      schema: {
        tags,
        summary: 'Liga ou desliga o bloqueio restritivo do tomador, com justificativa',
        body: S.justifiedToggleBody,
        response: { 200: S.flagAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await toggleBlock(db, request.auth, request.body, 'isRestrictiveBlocked')),
  );

  app.post(
    '/api/PolicyHolder/UpdatePolicyHolderEnableAnnualInstallment',
    {
      schema: {
        tags,
        summary: 'Habilita ou desabilita o parcelamento anual do tomador',
        querystring: S.installmentQuery,
        response: { 200: S.flagAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await setAnnualInstallment(
          db,
          request.auth,
          request.query.policyHolderUniqueId,
          request.query.enableInstallment === 'true',
          request.query.Version,
        ),
      ),
  );

  app.post(
    '/api/PolicyHolder/CalculatePolicyHolderLimitsAndRates',
    {
      schema: {
        tags,
        summary: 'Calcula e grava classe de risco, limite total e taxa base',
        description:
          'Regra em domain/policyHolderLimits.ts: classe A–E por patrimônio líquido ÷ ' +
          'faturamento e anos de atividade; limite = % do patrimônio limitado a % do ' +
          'faturamento, em milhares de reais; taxa base por classe.',
        querystring: S.holderUniqueIdQuery,
        response: { 200: S.limitsAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await calculateLimits(db, request.auth, request.query.PolicyHolderUniqueId)),
  );

  app.post(
    '/api/PolicyHolder/InsertPolicyHolderBranch',
    {
      schema: {
        tags,
        summary: 'Inclui uma filial (CNPJ com a mesma raiz do tomador)',
        querystring: S.branchInsertQuery,
        response: { 200: S.branchAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await insertBranch(
          db,
          request.auth,
          request.query.PolicyHolderUniqueId,
          request.query.BranchCnpj,
        ),
      ),
  );

  app.delete(
    '/api/PolicyHolder/DeletePolicyHolderBranchByUniqueId',
    {
      schema: {
        tags,
        summary: 'Exclui uma filial',
        querystring: S.branchUniqueIdQuery,
        response: { 200: S.booleanAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await deleteBranch(db, request.auth, request.query.uniqueId)),
  );

  app.get(
    '/api/PolicyHolder/GetPolicyHolderBranch',
    {
      schema: {
        tags,
        summary: 'Filiais do tomador',
        querystring: S.holderIdQuery,
        response: { 200: S.branchesAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await branchesOf(db, request.auth, request.query.policyHolderId)),
  );

  app.get(
    '/api/PolicyHolder/GetPolicyHoldersNominatedByBrokerUniqueId',
    {
      schema: {
        tags,
        summary: 'Tomadores nomeados a uma corretora (a corretora consulta só a si mesma)',
        querystring: S.brokerUniqueIdQuery,
        response: { 200: S.listAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await holdersNominatedToBroker(db, request.auth, request.query.brokerUniqueId)),
  );
};
