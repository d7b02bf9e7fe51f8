import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { brokerProfileSettingsBody } from '../../../domain/contracts/brokerProfile';
import { historyAnswer, settingsAnswer } from './schemas';
import {
  getBrokerProfileSettings,
  listBrokerProfileHistory,
  saveBrokerProfileSettings,
} from './service';

const tags = ['Perfil do corretor'];

/** Broker profile settings ("broker profile" block of domain/apiAccess.ts). */
export const brokerProfileRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Parametros/ObterPerfilCorretor',
    {
      schema: {
        tags,
        summary: 'Perfis dados às corretoras aprovadas e faixa de comissão permitida',
        description:
          'Sem configuração salva, respondem os padrões (perfis null: o perfil padrão ' +
          '"Corretor" e os agentes mantêm o seu; comissão de 0 a 30 %).',
        response: { 200: settingsAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await getBrokerProfileSettings(db, request.auth)),
  );

  app.post(
    '/api/Parametros/SalvarPerfilCorretor',
    {
      schema: {
        tags,
        summary: 'Salva os perfis e a faixa de comissão (campos ausentes mantêm o valor)',
        description:
          'Vale a partir da próxima aprovação (ValidateBrokerRegistration) ou cadastro pela ' +
          'seguradora (InsertBrokerByInsurer): o usuário master recebe o perfil de corretor e os ' +
          'agentes o perfil de agente. Version obrigatória quando já salva; desatualizada: 409.',
        body: brokerProfileSettingsBody,
        response: { 200: settingsAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await saveBrokerProfileSettings(db, request.auth, request.body)),
  );

  app.get(
    '/api/Parametros/ObterHistoricoPerfilCorretor',
    {
      schema: {
        tags,
        summary: 'Histórico da configuração de perfil do corretor (mais novo antes)',
        response: { 200: historyAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listBrokerProfileHistory(db, request.auth)),
  );
};
