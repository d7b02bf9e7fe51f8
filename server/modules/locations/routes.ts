import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { listStates } from './catalog';
import { findKnownAddress } from './partyLocations';
import { cepAnswer, cepQuery, citiesAnswer, citiesQuery, statesAnswer } from './schemas';
import { citiesOf, searchCep } from './service';

/**
 * Addresses: the 27 federative units and 5,570 municipalities (IBGE, static data shipped in
 * data/ibge.json) and CEP search (state offline from the official ranges; street and city from
 * the provider in CEP_PROVIDER_URL when configured, else from the tenant's own addresses at that CEP).
 */
export const locationRoutes: FastifyPluginAsync<GatewayContext> = async (instance, context) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Location/GetStateProvinces',
    {
      schema: {
        summary: 'As 27 unidades da federação (código IBGE), por nome',
        response: { 200: statesAnswer, ...errorResponses },
      },
    },
    async () => ok([...listStates()]),
  );

  app.get(
    '/api/Location/GetCities',
    {
      schema: {
        summary: 'Municípios de uma UF (código IBGE), por nome',
        querystring: citiesQuery,
        response: { 200: citiesAnswer, ...errorResponses },
      },
    },
    async (request) => ok([...citiesOf(request.query.stateProvinceId)]),
  );

  app.get(
    '/api/Location/SearchCEP',
    {
      schema: {
        summary:
          'Endereço de um CEP (UF sempre; logradouro e cidade pelo provedor configurado ou por um endereço já cadastrado)',
        querystring: cepQuery,
        response: { 200: cepAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await searchCep(request.query.cep, {
          providerUrl: context.config.cepProviderUrl,
          log: request.log,
          known: (cep) => findKnownAddress(context.db, request.auth.companyId, cep),
        }),
      ),
  );
};
