import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankSlipForSettlement,
  bankSlipSearchQuery,
  cnabReturnFileQuery,
  cnabReturnFilesAnswer,
  cnabReturnFilesQuery,
  cnabReturnResult,
  manualSettlementAnswer,
  manualSettlementBody,
} from '../../../domain/contracts/finance';
import type { GatewayContext } from '../../context';
import { envelopeOf, errorResponses, ok } from '../../http/envelope';
import { readUpload } from '../files/readUpload';
import { processCnabReturn } from './cnabReturn';
import { searchBankSlips, settleManually } from './manualSettlement';
import { getCnabReturnFile, listCnabReturnFiles } from './returnFiles';

const tags = ['Financeiro'];

/** A return file holds a few thousand 242-byte lines; 10 MB is far beyond any bank's day. */
const CNAB_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The insurer's finance (issue 15): the bank's CNAB 240 return that settles bank slips, the
 * return files already processed, and the manual settlement of the exceptions. Insurer staff
 * only (domain/apiAccess.ts); everything within the caller's tenant.
 */
export const financeRoutes: FastifyPluginAsync<GatewayContext> = async (instance, context) => {
  const { db, config } = context;
  const maxBytes = Math.min(config.uploadMaxBytes, CNAB_MAX_BYTES);
  await instance.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 },
  });
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/Finance/UploadCnabReturn',
    {
      schema: {
        tags,
        summary: 'Processa o arquivo de retorno CNAB 240 do banco (multipart, campo "file")',
        description:
          'Retorno de cobrança FEBRABAN CNAB 240 (layout 10.x). Liquidações (movimentos 06 e 17) ' +
          'liquidam o boleto do banco do arquivo com o mesmo nosso número, se o valor pago não ' +
          'for menor que o do boleto; a parcela 1 de uma proposta Aguardando Pagamento de Boleto ' +
          'emite a apólice. Cada título responde o que fez: LIQUIDADO, JA_LIQUIDADO, ' +
          'VALOR_DIVERGENTE, NAO_ENCONTRADO, REJEITADO ou IGNORADO. Arquivo malformado: 400 com ' +
          'cada problema por linha ("Linha 7: valor pago inválido") e nada é liquidado nem ' +
          'guardado. O mesmo arquivo (sha-256) de novo: 409. Acima do limite de tamanho: 413.',
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(cnabReturnResult), ...errorResponses },
      },
    },
    async (request) => {
      const upload = await readUpload(request, maxBytes);
      return ok(await processCnabReturn(db, request.auth, upload));
    },
  );

  app.get(
    '/api/Finance/GetCnabReturnFiles',
    {
      schema: {
        tags,
        summary: 'Arquivos de retorno CNAB processados, os mais novos primeiro, paginados',
        querystring: cnabReturnFilesQuery,
        response: { 200: envelopeOf(cnabReturnFilesAnswer), ...errorResponses },
      },
    },
    async (request) => ok(await listCnabReturnFiles(db, request.auth, request.query)),
  );

  app.get(
    '/api/Finance/GetCnabReturnFile',
    {
      schema: {
        tags,
        summary: 'O resultado por linha de um arquivo de retorno processado',
        querystring: cnabReturnFileQuery,
        response: { 200: envelopeOf(cnabReturnResult), ...errorResponses },
      },
    },
    async (request) => ok(await getCnabReturnFile(db, request.auth, request.query.uniqueId)),
  );

  app.get(
    '/api/Finance/SearchBankSlips',
    {
      schema: {
        tags,
        summary: 'Boletos pela linha digitável, pelo código de barras ou pelo nosso número',
        description:
          'Só dígitos contam (a máscara é ignorada). O nosso número vale só a sequência ou como ' +
          'impresso no boleto do banco da seguradora (ex.: Bradesco 09/00000000123-4, Itaú ' +
          '109/00010152-7, Banco do Brasil convênio + sequência, Santander 000090002720-7, Caixa ' +
          '14000000000000001-4), com carteira, convênio e dígito conferidos. Até 20, os mais ' +
          'novos primeiro.',
        querystring: bankSlipSearchQuery,
        response: { 200: envelopeOf(z.array(bankSlipForSettlement)), ...errorResponses },
      },
    },
    async (request) => ok(await searchBankSlips(db, request.auth, request.query.text)),
  );

  app.post(
    '/api/Finance/SettleBankSlipManually',
    {
      schema: {
        tags,
        summary: 'Baixa manual de um boleto, com justificativa (exceções ao retorno do banco)',
        description:
          'Registra o pagamento (origem MANUAL, quem e a justificativa) e, na parcela 1 de uma ' +
          'proposta Aguardando Pagamento de Boleto, emite a apólice. Boleto já liquidado ou ' +
          'cancelado, ou Version desatualizada: 409 e nada muda. Valor menor que o do boleto, ' +
          'data futura ou sem justificativa: 400.',
        body: manualSettlementBody,
        response: { 200: envelopeOf(manualSettlementAnswer), ...errorResponses },
      },
    },
    async (request) => ok(await settleManually(db, request.auth, request.body)),
  );
};
