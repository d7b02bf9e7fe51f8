import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  policyDocumentQuery,
  policyValidationAnswer,
  validatePolicyQuery,
} from '../../../domain/contracts/policies';
import type { GatewayContext } from '../../context';
import { envelopeOf, errorResponses, ok } from '../../http/envelope';
import { localDiskStorage } from '../files/storage';
import { tenantHeaders } from '../security/schemas';
import { loadIssuanceReport } from './issuanceReport';
import { downloadPolicyDocument } from './policyDocument';
import { validatePolicy } from './validation';

const companyKeyOf = (request: FastifyRequest) => {
  const header = request.headers.companykey;
  return (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
};

/**
 * The policy's documents (issue 15): the policy document PDF, the issuance report and the
 * public validation of a policy (no sign-in, rate-limited per client address).
 */
export const policyDocumentRoutes: FastifyPluginAsync<GatewayContext> = async (
  instance,
  context,
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  // the same storage as the uploads' (files/routes.ts), so the download link serves the PDF
  const storage = localDiskStorage(config.filesDir);

  app.get(
    '/api/Policy/DownloadPolicyDocument',
    {
      schema: {
        tags: ['Apólices'],
        summary: 'Link de download do PDF da apólice da proposta',
        description:
          'Seguradora com CNPJ e código SUSEP, processo SUSEP das condições gerais, número, ' +
          'modalidade, tomador, segurado, beneficiários, corretor com registro SUSEP, IS em ' +
          'algarismos e por extenso, vigência, prêmio e parcelas, objeto e cláusulas com as tags ' +
          'preenchidas, data de emissão e QR code para a página pública de validação. Gerado uma ' +
          'vez e reutilizado. endorsement=true: o documento do último endosso (404 enquanto não ' +
          'houver endosso). Sem apólice emitida: 404.',
        querystring: policyDocumentQuery,
        response: { 200: envelopeOf(z.object({ UrlToDownload: z.string() })), ...errorResponses },
      },
    },
    async (request) =>
      ok(await downloadPolicyDocument(db, config, storage, request.auth, request.query)),
  );

  app.get(
    '/api/Proposal/LoadIssuanceReport',
    {
      schema: {
        tags: ['Propostas'],
        summary: 'Link de download do laudo de emissão da proposta (PDF)',
        description:
          'Vereditos e motivos dos motores, limite e exposição do tomador, documentos da ' +
          'proposta e sua situação, quem aprovou o quê e quando, número da apólice se emitida. ' +
          'Reutilizado enquanto a proposta não mudar; gerado de novo depois.',
        querystring: z.object({ proposalUniqueId: z.uuid() }),
        response: {
          200: envelopeOf(z.object({ UrlToDownloadIssuanceReport: z.string() })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(
        await loadIssuanceReport(db, config, storage, request.auth, request.query.proposalUniqueId),
      ),
  );

  app.get(
    '/api/Policy/ValidatePolicy',
    {
      schema: {
        tags: ['Apólices'],
        summary: 'Validação pública de uma apólice (sem login; nossa extensão)',
        description:
          'Responde status, modalidade, IS, vigência e seguradora somente quando o número da ' +
          'apólice existe na seguradora E o documento (máscara ignorada) é o CPF/CNPJ do segurado ' +
          'ou do tomador; senão 404 com uma única mensagem, qualquer que seja a parte errada. ' +
          'Seguradora: o cabeçalho companyKey (o portal o envia em toda chamada), senão o ' +
          'endereço (Host). Limitada por endereço de origem (429).',
        headers: tenantHeaders,
        querystring: validatePolicyQuery,
        response: { 200: envelopeOf(policyValidationAnswer), ...errorResponses },
      },
      config: {
        rateLimit: {
          max: config.rateLimit.signInMax,
          timeWindow: config.rateLimit.windowMs,
          keyGenerator: (request: FastifyRequest) => `validate-policy|${request.ip}`,
        },
      },
    },
    async (request) =>
      ok(
        await validatePolicy(
          db,
          { companyKey: companyKeyOf(request), host: request.hostname },
          request.query,
        ),
      ),
  );
};
