import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import {
  createRenewalRule,
  deleteRenewalRule,
  getRenewalRule,
  getRenewalSchedule,
  listRenewalHistory,
  listRenewalRules,
  updateRenewalRule,
} from './renewalRules';
import { getRenewalSettings, saveRenewalSettings } from './renewalSettings';
import {
  createRenewalRuleBody,
  deleteRuleBody,
  historyAnswer,
  historyQuery,
  renewalRuleAnswer,
  renewalRulesAnswer,
  renewalScheduleAnswer,
  renewalScheduleQuery,
  renewalSettingsAnswer,
  renewalSettingsBody,
  ruleTokenQuery,
  updateRenewalRuleBody,
} from './schemas';

const tags = ['Renovação'];
const ruleRules =
  'Regras: renovação automática sim/não; dias antes do vencimento de 1 a 180 (vazio segue o ' +
  'padrão); máximo de renovações de 1 a 99 (vazio: sem limite); índice NENHUM, IPCA, IGPM ou ' +
  'INPC. Uma mensagem por problema, com o nome do campo.';

/** Renewal configuration and schedule ("renewal" block of domain/apiAccess.ts). */
export const renewalRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Renewal/GetRenewalSettings',
    {
      schema: {
        tags,
        summary: 'Configuração padrão de renovação da seguradora',
        description:
          'Sem configuração salva, responde a padrão do sistema (renovação desligada) com Version 0.',
        response: { 200: renewalSettingsAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getRenewalSettings(db, request.auth)),
  );

  app.put(
    '/api/Renewal/SaveRenewalSettings',
    {
      schema: {
        tags,
        summary: 'Salva a configuração padrão (com a Version lida; desatualizada: 409)',
        description:
          'Todos os campos são obrigatórios: dias antes do vencimento de 1 a 180, aviso ao ' +
          'corretor de 0 a 365 dias (0 não avisa). Grava o histórico com valor antigo → novo.',
        body: renewalSettingsBody,
        response: { 200: renewalSettingsAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await saveRenewalSettings(db, request.auth, request.body)),
  );

  app.get(
    '/api/Renewal/GetRenewalModalityRules',
    {
      schema: {
        tags,
        summary: 'Regras de renovação por modalidade, com o que vale (Effective) para cada uma',
        description: 'Modalidade sem regra segue a padrão e não renova automaticamente.',
        response: { 200: renewalRulesAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listRenewalRules(db, request.auth)),
  );

  app.get(
    '/api/Renewal/GetRenewalModalityRule',
    {
      schema: {
        tags,
        summary: 'Uma regra de renovação pelo seu UniqueId (token da rota de edição)',
        querystring: ruleTokenQuery,
        response: { 200: renewalRuleAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getRenewalRule(db, request.auth, request.query.uniqueId)),
  );

  app.post(
    '/api/Renewal/CreateRenewalModalityRule',
    {
      schema: {
        tags,
        summary: 'Cria a regra de renovação de uma modalidade (já existe: 409)',
        description: ruleRules,
        body: createRenewalRuleBody,
        response: { 200: renewalRuleAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await createRenewalRule(db, request.auth, request.body)),
  );

  app.put(
    '/api/Renewal/UpdateRenewalModalityRule',
    {
      schema: {
        tags,
        summary: 'Altera a regra de renovação (com UniqueId e Version; a modalidade não muda)',
        description: ruleRules,
        body: updateRenewalRuleBody,
        response: { 200: renewalRuleAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await updateRenewalRule(db, request.auth, request.body)),
  );

  app.delete(
    '/api/Renewal/DeleteRenewalModalityRule',
    {
      schema: {
        tags,
        summary: 'Exclui a regra de uma modalidade (corpo JSON com UniqueId e Version)',
        description:
          'A modalidade volta a seguir a configuração padrão (sem renovação automática); a ' +
          'exclusão fica no histórico da configuração padrão. Responde as regras que restam.',
        body: deleteRuleBody,
        response: { 200: renewalRulesAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await deleteRenewalRule(db, request.auth, request.body)),
  );

  app.get(
    '/api/Renewal/GetRenewalHistory',
    {
      schema: {
        tags,
        summary: 'Histórico da configuração padrão ou de uma regra (mais novo antes)',
        querystring: historyQuery,
        response: { 200: historyAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listRenewalHistory(db, request.auth, request.query.uniqueId)),
  );

  app.get(
    '/api/Renewal/GetRenewalSchedule',
    {
      schema: {
        tags,
        summary: 'Cronograma de renovação de uma apólice da modalidade com esta vigência',
        description:
          'Quando abre a proposta de renovação (card PROPOSTA_RENOVACAO), quando o corretor é ' +
          'avisado, a nova vigência e o estado na data de referência. Usa a regra da modalidade ' +
          'sobre a configuração padrão.',
        querystring: renewalScheduleQuery,
        response: { 200: renewalScheduleAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getRenewalSchedule(db, request.auth, request.query)),
  );
};
