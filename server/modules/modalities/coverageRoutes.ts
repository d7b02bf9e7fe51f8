import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { insertComplementary, listComplementary, toggleComplementary } from './complementary';
import {
  additionalCoverageObjects,
  insertCoverage,
  listAdditionalCoverages,
  toggleCoverage,
  updateCoverage,
} from './coverages';
import {
  additionalCoveragesQuery,
  complementaryListQuery,
  coverageObjectsBody,
  insertCoverageBody,
  linkIdQuery,
  linkQuery,
  toggleCoverageQuery,
  updateCoverageBody,
} from '../../../domain/contracts/modalities';
import {
  coverageAnswer,
  coverageObjectsAnswer,
  coveragesAnswer,
  linkAnswer,
  linksAnswer,
} from './schemas';

const tags = ['Modalidades'];

/** Coverages and complementary modalities of a modality. */
export const coverageRoutes: FastifyPluginAsync<GatewayContext> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/Core/InsertCoverage',
    {
      schema: {
        tags,
        summary: 'Cria uma cobertura; os parâmetros JSON são conferidos contra o tipo de cálculo',
        body: insertCoverageBody,
        response: { 200: coverageAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await insertCoverage(db, request.auth, request.body)),
  );

  app.put(
    '/api/Core/UpdateCoverage',
    {
      schema: {
        tags,
        summary: 'Altera uma cobertura (campos ausentes mantêm o valor)',
        body: updateCoverageBody,
        response: { 200: coverageAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await updateCoverage(db, request.auth, request.body)),
  );

  app.delete(
    '/api/Core/EnableDisableCoverage',
    {
      schema: {
        tags,
        summary: 'Ativa ou desativa uma cobertura (alterna IsEnabled)',
        querystring: toggleCoverageQuery,
        response: { 200: coverageAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await toggleCoverage(db, request.auth, request.query.id, request.query.Version)),
  );

  app.get(
    '/api/Core/GetAdditionalCoverages',
    {
      schema: {
        tags,
        summary: 'Coberturas adicionais de uma modalidade',
        querystring: additionalCoveragesQuery,
        response: { 200: coveragesAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await listAdditionalCoverages(
          db,
          request.auth,
          request.query.ModalityUniqueId,
          request.query.ignoreDeleted?.toLowerCase() === 'true',
        ),
      ),
  );

  app.post(
    '/api/Core/GetAdditionalCoveragesObjects',
    {
      schema: {
        tags,
        summary: 'Coberturas adicionais ativas com o que cada uma soma a uma proposta',
        description:
          'Percentual da IS e valor fixo respondem a IS da cobertura; taxa sobre prêmio base ' +
          'responde o prêmio adicional.',
        body: coverageObjectsBody,
        response: { 200: coverageObjectsAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await additionalCoverageObjects(db, request.auth, request.body)),
  );

  app.get(
    '/api/Core/GetComplementaryModalities',
    {
      schema: {
        tags,
        summary: 'Modalidades complementares de uma modalidade',
        querystring: complementaryListQuery,
        response: { 200: linksAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await listComplementary(db, request.auth, request.query.ModalityUniqueId)),
  );

  app.post(
    '/api/Core/InsertComplementaryModality',
    {
      schema: {
        tags,
        summary: 'Vincula uma modalidade complementar (ou reativa o vínculo desativado)',
        querystring: linkQuery,
        response: { 200: linkAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await insertComplementary(
          db,
          request.auth,
          request.query.modalityId,
          request.query.complementaryModalityId,
        ),
      ),
  );

  app.delete(
    '/api/Core/EnableDisableComplementaryModality',
    {
      schema: {
        tags,
        summary: 'Ativa ou desativa o vínculo de uma modalidade complementar',
        querystring: linkIdQuery,
        response: { 200: linkAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(await toggleComplementary(db, request.auth, request.query.complementaryModalityId)),
  );
};
