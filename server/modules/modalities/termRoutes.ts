import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { getContractualTerm, saveContractualTerm } from './contractualTerms';
import { modalityObjectQuery } from '../../../domain/contracts/modalityTerms';
import { contractualTermBody, termAnswer } from './termSchemas';

const tags = ['Modalidades'];

/** A modality's contractual terms (one text per term type), with the sample preview. */
export const termRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Core/GetModalityObject',
    {
      schema: {
        tags,
        summary: 'O termo contratual da modalidade neste tipo, com a pré-visualização',
        description:
          'RenderedValue preenche as tags com a proposta de amostra (e as tags de termo da ' +
          'seguradora); MissingTags lista as que ficam destacadas. Só o texto de endosso (tipo 3) ' +
          'vê o endosso de amostra.',
        querystring: modalityObjectQuery,
        response: { 200: termAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await getContractualTerm(
          db,
          request.auth,
          request.query.ModalityId,
          request.query.termType,
        ),
      ),
  );

  app.put(
    '/api/Core/InsertContractualTerm',
    {
      schema: {
        tags,
        summary: 'Cria ou substitui o termo contratual da modalidade neste tipo',
        body: contractualTermBody,
        response: { 200: termAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await saveContractualTerm(db, request.auth, request.body)),
  );
};
