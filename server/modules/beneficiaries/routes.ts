import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GatewayContext } from '../../context';
import { errorResponses, ok } from '../../http/envelope';
import { sortOf } from '../../http/sorting';
import { searchBeneficiaries } from './queries';
import {
  saveBeneficiaryLocationBody,
  searchBeneficiariesQuery,
  validateBeneficiaryBody,
} from '../../../domain/contracts/beneficiaries';
import { beneficiaryAnswer, searchAnswer, validationAnswer } from './schemas';
import { saveBeneficiaryLocation, validateBeneficiary } from './service';

const tags = ['Beneficiários'];

/** Beneficiaries of the proposal flow: search, validate/register by document, addresses. */
export const beneficiariesRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  context,
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  app.get(
    '/api/Beneficiary/SearchBeneficiary',
    {
      schema: {
        tags,
        summary:
          'Beneficiários da seguradora por nome ou CPF/CNPJ (até 20, com o endereço principal)',
        querystring: searchBeneficiariesQuery,
        response: { 200: searchAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await searchBeneficiaries(
          db,
          request.auth,
          request.query.TextSearch,
          request.query.CanHaveBeneficiaryPF ?? true,
          sortOf(request.query),
        ),
      ),
  );

  app.post(
    '/api/Beneficiary/ValidateBeneficiaryByDocument',
    {
      schema: {
        tags,
        summary:
          'Se a proposta pode usar o beneficiário deste CPF/CNPJ; com Name, cadastra o documento novo',
        body: validateBeneficiaryBody,
        response: { 200: validationAnswer, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await validateBeneficiary(db, request.auth, {
          Document: request.body.Document ?? '',
          Name: request.body.Name,
          CanHaveBeneficiaryPF: request.body.CanHaveBeneficiaryPF,
        }),
      ),
  );

  app.post(
    '/api/Beneficiary/SaveBeneficiaryLocation',
    {
      schema: {
        tags,
        summary: 'Inclui um endereço do beneficiário, ou altera o de LocationId',
        body: saveBeneficiaryLocationBody,
        response: { 200: beneficiaryAnswer, ...errorResponses },
      },
    },
    async (request) => ok(await saveBeneficiaryLocation(db, request.auth, request.body)),
  );
};
