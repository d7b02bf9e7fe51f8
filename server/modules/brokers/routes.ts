import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { insertBrokerByInsurer, toggleBrokerBlocked, validateBrokerRegistration } from './actions';
import {
  brokerIdQuery,
  brokerJustificationBody,
  brokerUniqueIdQuery,
  insertBrokerBody,
  searchBrokersQuery,
  updateBrokerBody,
  validateBrokerRegistrationBody,
} from '../../../domain/contracts/brokers';
import {
  banksAnswer,
  blockedAnswer,
  brokerAnswer,
  brokerStatusAnswer,
  commissionsAnswer,
  financialDataAnswer,
  historyAnswer,
  insertedBrokerAnswer,
  registrationAnswer,
  searchBrokersAnswer,
} from './schemas';
import {
  brokerCommissionsOf,
  brokerFinancialData,
  brokerHistory,
  getBroker,
  getCurrentBroker,
  listBanks,
  searchBrokers,
  validateBrokerStatus,
} from './service';
import { updateBroker } from './update';

const tags = ['Corretores'];

export const brokersRoutes: FastifyPluginAsync<GatewayContext> = async (instance, context) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  app.get(
    '/api/Core/GetBanks',
    {
      schema: {
        tags,
        summary: 'Bancos brasileiros pelo código COMPE',
        response: { 200: banksAnswer, ...errorResponses },
      },
    },
    async () => ok(listBanks()),
  );

  app.get(
    '/api/Broker/GetCurrentBroker',
    {
      schema: {
        tags,
        summary: 'A corretora do usuário da sessão (corretor ou agente)',
        response: { 200: brokerAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getCurrentBroker(db, request.auth)),
  );

  app.put(
    '/api/Broker/UpdateBroker',
    {
      schema: {
        tags,
        summary: 'Altera os dados, os sócios e a conta bancária de uma corretora',
        description:
          'A corretora altera só a sua (sem mudar CNPJ nem código SUSEP); a seguradora com ' +
          'GERENCIAR_CORRETORES altera qualquer uma do tenant. Exige a Version lida: ' +
          'desatualizada → 409 e nada é gravado.',
        body: updateBrokerBody,
        response: { 200: brokerAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await updateBroker(db, request.auth, request.body)),
  );

  app.get(
    '/api/Broker/ValidateBrokerStatus',
    {
      schema: {
        tags,
        summary: 'Situação da corretora da sessão: pode operar e por que não',
        description: 'Para quem não é corretor, responde CanOperate true e nenhuma mensagem.',
        response: { 200: brokerStatusAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await validateBrokerStatus(db, request.auth)),
  );

  app.post(
    '/api/Broker/InsertBrokerByInsurer',
    {
      schema: {
        tags,
        summary: 'A seguradora cadastra uma corretora (ativa) e o seu primeiro usuário',
        description:
          'Mesmos campos e mensagens do autocadastro (InsertBroker); o usuário recebe o link ' +
          'de primeiro acesso por e-mail.',
        body: insertBrokerBody,
        response: { 200: insertedBrokerAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await insertBrokerByInsurer(context, request.auth, request.body)),
  );

  app.post(
    '/api/Broker/ValidateBrokerRegistration',
    {
      schema: {
        tags,
        summary: 'Aprova ou reprova o autocadastro de uma corretora',
        description:
          'Só para corretoras aguardando validação (senão 409); reprovar exige justificativa.',
        body: validateBrokerRegistrationBody,
        response: { 200: registrationAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await validateBrokerRegistration(db, request.auth, request.body)),
  );

  app.get(
    '/api/Broker/GetSearchBrokers',
    {
      schema: {
        tags,
        summary: 'Lista (sem parâmetros) ou busca as corretoras',
        querystring: searchBrokersQuery,
        response: { 200: searchBrokersAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await searchBrokers(db, request.auth, request.query)),
  );

  app.get(
    '/api/Broker/GetBroker',
    {
      schema: {
        tags,
        summary: 'Uma corretora, com sócios e conta bancária (/corretor/:corretorUniqueId)',
        querystring: brokerUniqueIdQuery,
        response: { 200: brokerAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getBroker(db, request.auth, request.query.brokerUniqueId)),
  );

  app.get(
    '/api/BrokerChangeHistory/Get',
    {
      schema: {
        tags,
        summary: 'Histórico de alterações da corretora, do mais recente ao mais antigo',
        querystring: brokerIdQuery,
        response: { 200: historyAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await brokerHistory(db, request.auth, request.query.brokerId)),
  );

  app.get(
    '/api/Broker/GetBrokerProposalCommissions',
    {
      schema: {
        tags,
        summary: 'Comissão da corretora por grupo de modalidade',
        querystring: brokerIdQuery,
        response: { 200: commissionsAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await brokerCommissionsOf(db, request.auth, request.query.brokerId)),
  );

  app.get(
    '/api/Broker/GetBrokerFinancialData',
    {
      schema: {
        tags,
        summary: 'Conta bancária da corretora, com o nome do banco',
        querystring: brokerUniqueIdQuery,
        response: { 200: financialDataAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await brokerFinancialData(db, request.auth, request.query.brokerUniqueId)),
  );

  app.post(
    '/api/Broker/InverterBlocked',
    {
      schema: {
        tags,
        summary: 'Bloqueia ou desbloqueia a corretora, com justificativa',
        body: brokerJustificationBody,
        response: { 200: blockedAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await toggleBrokerBlocked(db, request.auth, request.body)),
  );
};
