import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { listInstallmentHistory } from './history';
import { listTabs } from './queries';
import {
  changeParameterBody,
  createParameterBody,
  deleteOverrideBody,
  historyAnswer,
  historyQuery,
  overrideBody,
  tabAnswer,
  tabsAnswer,
} from './schemas';
import { changeParameter, createParameter, deleteOverride, upsertOverride } from './writes';

const tags = ['Parâmetros de parcelamento'];
const rules =
  'Regras: 1 a 12 parcelas; valor mínimo da parcela ≥ 0; carências de 0 a 90 dias (ordenadas, ' +
  'sem repetição; a primeira é a padrão). Uma mensagem por problema, com o nome do campo.';

/** Payment instalment parameters ("payment parameters" block of domain/apiAccess.ts). */
export const installmentParameterRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  { db },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/InstallmentParameter/GetInstallmentParameter',
    {
      schema: {
        tags,
        summary: 'Uma aba por forma de pagamento, com o parâmetro e as exceções por modalidade',
        description: 'Quem não parametriza a seguradora só vê as formas de pagamento ativas.',
        response: { 200: tabsAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listTabs(db, request.auth)),
  );

  app.post(
    '/api/InstallmentParameter/CreateInstallmentParameter',
    {
      schema: {
        tags,
        summary: 'Cria o parâmetro de uma forma de pagamento (código repetido: 409)',
        description: rules,
        body: createParameterBody,
        response: { 200: tabAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await createParameter(db, request.auth, request.body)),
  );

  app.put(
    '/api/InstallmentParameter/ChangeInstallmentParameter',
    {
      schema: {
        tags,
        summary: 'Altera o parâmetro (com Id e Version); o código não muda',
        description: rules,
        body: changeParameterBody,
        response: { 200: tabAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await changeParameter(db, request.auth, request.body)),
  );

  app.get(
    '/api/InstallmentParameter/GetInstallmentParameterHistory',
    {
      schema: {
        tags,
        summary: 'Histórico do parâmetro e das exceções por modalidade (mais novo antes)',
        querystring: historyQuery,
        response: { 200: historyAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await listInstallmentHistory(db, request.auth, request.query.installmentParameterId)),
  );

  app.post(
    '/api/InstallmentModalityParameter/ChangeInstallmentModalityParameter',
    {
      schema: {
        tags,
        summary: 'Cria ou altera a exceção de uma modalidade (campo null: herda)',
        description: rules,
        body: overrideBody,
        response: { 200: tabAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await upsertOverride(db, request.auth, request.body)),
  );

  app.delete(
    '/api/InstallmentModalityParameter/DeleteInstallmentModalityParameter',
    {
      schema: {
        tags,
        summary: 'Exclui a exceção de uma modalidade (corpo JSON com Id); ela volta a herdar',
        body: deleteOverrideBody,
        response: { 200: tabAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await deleteOverride(db, request.auth, request.body)),
  );
};
