import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contractDraft,
  contractDraftQuery,
  contractualTermsQuery,
  particularClausesBody,
  particularClausesQuery,
  proposalContractualTerms,
  proposalTag,
} from '../../../domain/contracts/proposalTexts';
import type { GatewayContext } from '../../context';
import { envelopeOf, errorResponses, ok } from '../../http/envelope';
import { localDiskStorage } from '../files/storage';
import { generateContractDraft } from './contractDraft';
import { companyProposalTags, contractualTermsOf, updateParticularClauses } from './contractTerms';
import { findVisibleProposal } from './scope';

const tags = ['Propostas'];

/**
 * The proposal's texts (spec part 2 §7 "Proposals"): the contract draft PDF, the contractual
 * terms with their tags filled (spec part 2 §9), the tags a proposal text may use and the
 * particular clauses. Reads follow the proposal's scope (another broker's or tenant's is 404).
 */
export const proposalContractRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  context,
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  // the same storage as the uploads' (files/routes.ts), so the download link serves the PDF
  const storage = localDiskStorage(config.filesDir);

  app.get(
    '/api/Proposal/GenerateContractDraft',
    {
      schema: {
        tags,
        summary: 'Gera o PDF do contrato da proposta e responde o link de download assinado',
        description:
          'Seguradora, processo SUSEP das condições gerais da proposta, partes com endereços, ' +
          'modalidade, importância segurada em algarismos e por extenso, vigência, prêmio, objeto ' +
          'e cláusulas particulares com as tags preenchidas. Com IsSaved=false (padrão) leva a ' +
          'marca d’água MINUTA; IsSaved=true só depois da aprovação (senão 409). O PDF fica ' +
          'guardado como arquivo da proposta: baixa quem consulta a proposta.',
        querystring: contractDraftQuery,
        response: { 200: envelopeOf(contractDraft), ...errorResponses },
      },
    },
    async (request) =>
      ok(await generateContractDraft(db, config, storage, request.auth, request.query)),
  );

  app.get(
    '/api/Proposal/GetProposalContractualTerms',
    {
      schema: {
        tags,
        summary: 'Objeto e cláusulas particulares da proposta, com as tags e seus valores',
        querystring: contractualTermsQuery,
        response: { 200: envelopeOf(proposalContractualTerms), ...errorResponses },
      },
    },
    async (request) => {
      const row = await findVisibleProposal(db, request.auth, request.query.proposalUniqueId);
      return ok(await contractualTermsOf(db, row));
    },
  );

  app.get(
    '/api/Proposal/GetCompanyProposalTags',
    {
      schema: {
        tags,
        summary:
          'Tags que os textos da proposta podem usar ([TAG]), com a descrição: as do catálogo e as da seguradora',
        response: { 200: envelopeOf(z.array(proposalTag)), ...errorResponses },
      },
    },
    async (request) => ok(await companyProposalTags(db, request.auth)),
  );

  app.post(
    '/api/Proposal/UpdateParticularClauses',
    {
      schema: {
        tags,
        summary:
          'Substitui as cláusulas particulares da proposta (corretor enquanto editável; seguradora também em análise)',
        description:
          'Corpo: a lista de cláusulas {Value, Title?, SourceId?} na ordem; texto rico higienizado; ' +
          'tags fora do catálogo e das tags da seguradora → 400. Version (opcional) desatualizada → 409.',
        querystring: particularClausesQuery,
        body: particularClausesBody,
        response: { 200: envelopeOf(proposalContractualTerms), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await updateParticularClauses(
          db,
          request.auth,
          request.query.proposalId,
          request.query.Version,
          request.body,
        ),
      ),
  );
};
