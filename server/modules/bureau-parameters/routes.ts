import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { listBureauHistory } from './history';
import { evaluatePj, getPjSettings, listPjSettingsHistory, savePjSettings } from './pjSettings';
import { getQueryType, listQueryTypes } from './queries';
import {
  addBody,
  evaluateAnswer,
  evaluateQuery,
  historyAnswer,
  listAnswer,
  parameterIdQuery,
  pjSettingsAnswer,
  pjSettingsBody,
  queryTypeAnswer,
  queryTypeQuery,
  updateBody,
} from './schemas';
import { addBureauParameter, deleteBureauParameter, updateBureauParameter } from './writes';

const tags = ['Parâmetros de bureaus de consulta'];
const rules =
  'Regras: o bureau precisa oferecer o tipo de consulta e aparece uma vez por tipo; prioridades ' +
  'únicas e contínuas (1 é acionado primeiro, os seguintes são o fallback); validade de 1 a 365 ' +
  'dias; custo ≥ 0 com até 2 casas. Uma mensagem por problema, com o nome do campo.';
const pjTags = ['Consulta PJ'];

/** Credit-bureau query parameters and PJ query settings ("bureaus" block of domain/apiAccess.ts). */
export const bureauParameterRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  { db },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Parametros/ObterParametrosConsultasPorBureau',
    {
      schema: {
        tags,
        summary: 'Todos os tipos de consulta (ListaConstultas), cada um com os seus bureaus',
        description: 'ParametrosBureaus vem em ordem de prioridade.',
        response: { 200: listAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listQueryTypes(db, request.auth)),
  );

  app.get(
    '/api/Parametros/ObterBureausPorConsulta',
    {
      schema: {
        tags,
        summary: 'Um tipo de consulta com os bureaus parametrizados e os disponíveis',
        querystring: queryTypeQuery,
        response: { 200: queryTypeAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getQueryType(db, request.auth, request.query.TipoConsultaId)),
  );

  app.post(
    '/api/Parametros/AdicionarParametrosConsultasPorBureau',
    {
      schema: {
        tags,
        summary: 'Inclui um bureau num tipo de consulta (sem Prioridade: por último)',
        description: rules,
        body: addBody,
        response: { 200: queryTypeAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await addBureauParameter(db, request.auth, request.body)),
  );

  app.post(
    '/api/Parametros/AtualizarParametrosConsultasPorBureau',
    {
      schema: {
        tags,
        summary: 'Altera prioridade, validade, ativo ou custo de um bureau (com Version)',
        description: `${rules} Campos ausentes mantêm o valor; versão desatualizada: 409.`,
        body: updateBody,
        response: { 200: queryTypeAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await updateBureauParameter(db, request.auth, request.body)),
  );

  app.post(
    '/api/Parametros/DeletarParametrosConsultasPorBureau',
    {
      schema: {
        tags,
        summary: 'Retira um bureau do tipo de consulta; os seguintes sobem uma posição',
        querystring: parameterIdQuery,
        response: { 200: queryTypeAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await deleteBureauParameter(
          db,
          request.auth,
          request.query.BureauParametrizacaoConsultasId,
          request.query.Version,
        ),
      ),
  );

  app.get(
    '/api/Parametros/ObterHistoricoParametrosConsultas',
    {
      schema: {
        tags,
        summary: 'Histórico dos bureaus de um tipo de consulta (mais novo antes)',
        querystring: queryTypeQuery,
        response: { 200: historyAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listBureauHistory(db, request.auth, request.query.TipoConsultaId)),
  );

  app.get(
    '/api/Parametros/ObterConfiguracaoConsultaPJ',
    {
      schema: {
        tags: pjTags,
        summary: 'O que a seguradora verifica ao cadastrar ou reanalisar um tomador PJ',
        description:
          'Consultas realizadas, preenchimento automático do cadastro, idade mínima da empresa, ' +
          'situações cadastrais que bloqueiam e validade dos dados. Sem configuração salva, ' +
          'respondem os padrões (Padrao: true, Version: 0).',
        response: { 200: pjSettingsAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getPjSettings(db, request.auth)),
  );

  app.post(
    '/api/Parametros/SalvarConfiguracaoConsultaPJ',
    {
      schema: {
        tags: pjTags,
        summary: 'Salva a configuração de consulta PJ (campos ausentes mantêm o valor)',
        description:
          'TiposConsulta: ao menos um tipo PJ; IdadeMinimaEmpresaMeses 0 a 600; SituacoesBloqueadas ' +
          'sem ATIVA; ValidadeDadosDias 1 a 365. Version obrigatória quando já salva; ' +
          'desatualizada: 409.',
        body: pjSettingsBody,
        response: { 200: pjSettingsAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await savePjSettings(db, request.auth, request.body)),
  );

  app.get(
    '/api/Parametros/ObterHistoricoConfiguracaoConsultaPJ',
    {
      schema: {
        tags: pjTags,
        summary: 'Histórico da configuração de consulta PJ (mais novo antes)',
        response: { 200: historyAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listPjSettingsHistory(db, request.auth)),
  );

  app.get(
    '/api/Parametros/AvaliarConsultaPJ',
    {
      schema: {
        tags: pjTags,
        summary: 'Diz se um tomador PJ pode seguir e quais consultas estão pendentes',
        description:
          'Aplica a configuração de consulta PJ aos dados da empresa: situação cadastral ' +
          'bloqueante ou empresa mais nova que a idade mínima impedem o tomador; sem consulta ' +
          'ou com dados mais velhos que a validade, cada consulta configurada fica pendente, ' +
          'com os bureaus ativos na ordem de acionamento.',
        querystring: evaluateQuery,
        response: { 200: evaluateAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await evaluatePj(db, request.auth, {
          Cnpj: request.query.cnpj,
          DataAbertura: request.query.dataAbertura ?? null,
          SituacaoCadastral: request.query.situacaoCadastral ?? null,
          UltimaConsultaEm: request.query.ultimaConsulta ?? null,
        }),
      ),
  );
};
