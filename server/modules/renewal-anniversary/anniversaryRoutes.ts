import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import {
  anniversaryRuleAnswer,
  anniversaryRulesAnswer,
  anniversaryScheduleAnswer,
  anniversaryScheduleQuery,
  anniversarySettingsAnswer,
  anniversarySettingsBody,
  createAnniversaryRuleBody,
  updateAnniversaryRuleBody,
} from './anniversarySchemas';
import {
  createAnniversaryRule,
  deleteAnniversaryRule,
  getAnniversaryRule,
  getAnniversarySchedule,
  listAnniversaryHistory,
  listAnniversaryRules,
  updateAnniversaryRule,
} from './anniversaryRules';
import { getAnniversarySettings, saveAnniversarySettings } from './anniversarySettings';
import { deleteRuleBody, historyAnswer, historyQuery, ruleTokenQuery } from './schemas';

const tags = ['Endosso de aniversário'];
const ruleRules =
  'Regras: IsEnabled obrigatório; dias antes do aniversário de 0 a 90, índice (NENHUM, IPCA, ' +
  'IGPM, INPC), cobrança do prêmio anual e emissão automática: vazios seguem a configuração ' +
  'padrão. Uma mensagem por problema, com o nome do campo.';

/** Anniversary-endorsement configuration and schedule ("anniversary" block of apiAccess.ts). */
export const anniversaryRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/AnniversaryEndorsement/GetAnniversarySettings',
    {
      schema: {
        tags,
        summary: 'Configuração padrão do endosso de aniversário da seguradora',
        description:
          'Sem configuração salva, responde a padrão do sistema (desligado) com Version 0.',
        response: { 200: anniversarySettingsAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getAnniversarySettings(db, request.auth)),
  );

  app.put(
    '/api/AnniversaryEndorsement/SaveAnniversarySettings',
    {
      schema: {
        tags,
        summary: 'Salva a configuração padrão (com a Version lida; desatualizada: 409)',
        description: 'Todos os campos são obrigatórios; dias antes do aniversário de 0 a 90.',
        body: anniversarySettingsBody,
        response: { 200: anniversarySettingsAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await saveAnniversarySettings(db, request.auth, request.body)),
  );

  app.get(
    '/api/AnniversaryEndorsement/GetAnniversaryModalityRules',
    {
      schema: {
        tags,
        summary: 'Regras de endosso de aniversário por modalidade, com o que vale (Effective)',
        description: 'Modalidade sem regra segue a configuração padrão.',
        response: { 200: anniversaryRulesAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listAnniversaryRules(db, request.auth)),
  );

  app.get(
    '/api/AnniversaryEndorsement/GetAnniversaryModalityRule',
    {
      schema: {
        tags,
        summary: 'Uma regra de endosso de aniversário pelo seu UniqueId (token da rota de edição)',
        querystring: ruleTokenQuery,
        response: { 200: anniversaryRuleAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getAnniversaryRule(db, request.auth, request.query.uniqueId)),
  );

  app.post(
    '/api/AnniversaryEndorsement/CreateAnniversaryModalityRule',
    {
      schema: {
        tags,
        summary: 'Cria a regra de endosso de aniversário de uma modalidade (já existe: 409)',
        description: ruleRules,
        body: createAnniversaryRuleBody,
        response: { 200: anniversaryRuleAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await createAnniversaryRule(db, request.auth, request.body)),
  );

  app.put(
    '/api/AnniversaryEndorsement/UpdateAnniversaryModalityRule',
    {
      schema: {
        tags,
        summary: 'Altera a regra de endosso de aniversário (com UniqueId e Version)',
        description: ruleRules,
        body: updateAnniversaryRuleBody,
        response: { 200: anniversaryRuleAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await updateAnniversaryRule(db, request.auth, request.body)),
  );

  app.delete(
    '/api/AnniversaryEndorsement/DeleteAnniversaryModalityRule',
    {
      schema: {
        tags,
        summary: 'Exclui a regra de uma modalidade (corpo JSON com UniqueId e Version)',
        description:
          'A modalidade volta a seguir a configuração padrão; a exclusão fica no histórico da ' +
          'configuração padrão. Responde as regras que restam.',
        body: deleteRuleBody,
        response: { 200: anniversaryRulesAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await deleteAnniversaryRule(db, request.auth, request.body)),
  );

  app.get(
    '/api/AnniversaryEndorsement/GetAnniversaryHistory',
    {
      schema: {
        tags,
        summary: 'Histórico da configuração padrão ou de uma regra (mais novo antes)',
        querystring: historyQuery,
        response: { 200: historyAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listAnniversaryHistory(db, request.auth, request.query.uniqueId)),
  );

  app.get(
    '/api/AnniversaryEndorsement/GetAnniversarySchedule',
    {
      schema: {
        tags,
        summary:
          'Aniversários de uma apólice da modalidade com esta vigência e quando cada endosso é gerado',
        description:
          'Cada aniversário do início de vigência antes do fim gera um endosso (card ' +
          'ENDOSSO_ANIVERSARIO) nos dias de antecedência configurados; o estado é lido na data ' +
          'de referência.',
        querystring: anniversaryScheduleQuery,
        response: { 200: anniversaryScheduleAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getAnniversarySchedule(db, request.auth, request.query)),
  );
};
