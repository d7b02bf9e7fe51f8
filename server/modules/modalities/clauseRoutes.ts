import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { insertClause, listClauses, setClauseStatus, updateClause } from './particularClauses';
import { clauseStatusBody, clausesQuery } from '../../../domain/contracts/modalityTerms';
import { clauseAnswer, clausesAnswer, insertClauseBody, updateClauseBody } from './termSchemas';

const tags = ['Modalidades'];

/** A modality's particular clauses. */
export const clauseRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Core/GetParticularDetailClauses',
    {
      schema: {
        tags,
        summary:
          'Cláusulas particulares da modalidade, na ordem (inativas só para a parametrização)',
        querystring: clausesQuery,
        response: { 200: clausesAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await listClauses(db, request.auth, request.query.modalityid)),
  );

  app.post(
    '/api/Core/InsertParticularClause',
    {
      schema: {
        tags,
        summary: 'Cria uma cláusula particular (sem Id)',
        body: insertClauseBody,
        response: { 200: clauseAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await insertClause(db, request.auth, request.body)),
  );

  app.put(
    '/api/Core/UpdateParticularClause',
    {
      schema: {
        tags,
        summary: 'Altera uma cláusula particular (com Id e Version)',
        body: updateClauseBody,
        response: { 200: clauseAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await updateClause(db, request.auth, request.body)),
  );

  app.put(
    '/api/Core/UpdateStatusParticularClause',
    {
      schema: {
        tags,
        summary: 'Ativa ou desativa uma cláusula particular',
        body: clauseStatusBody,
        response: { 200: clauseAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await setClauseStatus(db, request.auth, request.body)),
  );
};
