import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { historyEntry } from '../../../domain/contracts/history';
import {
  issuanceSettingsAnswer,
  issuanceSettingsBody,
} from '../../../domain/contracts/issuanceSettings';
import type { GatewayContext } from '../../context';
import { envelopeOf, errorResponses, ok } from '../../http/envelope';
import { getIssuanceSettings, listIssuanceSettingsHistory, saveIssuanceSettings } from './service';

const tags = ['Parâmetros de emissão'];
const settingsAnswer = envelopeOf(issuanceSettingsAnswer);

/** The issuance settings ("issuance settings" block of domain/apiAccess.ts; issue 15). */
export const issuanceSettingsRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  { db },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Parametros/ObterParametrosEmissao',
    {
      schema: {
        tags,
        summary: 'Conta de cobrança, beneficiário, chave PIX, vencimento, emissão e cancelamento',
        description:
          'Sem configuração salva, respondem os padrões (a conta de demonstração e a própria ' +
          'seguradora como beneficiária e chave PIX), com Padrao true e Version 0.',
        response: { 200: settingsAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getIssuanceSettings(db, request.auth)),
  );

  app.post(
    '/api/Parametros/SalvarParametrosEmissao',
    {
      schema: {
        tags,
        summary: 'Salva os parâmetros de emissão e cobrança (campos ausentes mantêm o valor)',
        description:
          'Valem para os próximos boletos, emissões e cancelamentos. Cada campo inválido: 400 ' +
          'nomeando o campo. Version desatualizada: 409 e nada é gravado.',
        body: issuanceSettingsBody,
        response: { 200: settingsAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await saveIssuanceSettings(db, request.auth, request.body)),
  );

  app.get(
    '/api/Parametros/ObterHistoricoParametrosEmissao',
    {
      schema: {
        tags,
        summary: 'Histórico dos parâmetros de emissão e cobrança (mais novo antes)',
        response: { 200: envelopeOf(z.array(historyEntry)), ...errorResponses },
      },
    },
    async (request) => ok(await listIssuanceSettingsHistory(db, request.auth)),
  );
};
