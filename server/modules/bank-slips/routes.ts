import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bankSlipSummary } from '../../../domain/contracts/policies';
import type { GatewayContext } from '../../context';
import { envelopeOf, errorResponses, ok } from '../../http/envelope';
import { localDiskStorage } from '../files/storage';
import { findVisibleProposal } from '../proposals/scope';
import { downloadBankSlips } from './download';
import { listBankSlips } from './queries';

const tags = ['Propostas'];

const proposalQuery = z.object({ ProposalUniqueId: z.uuid() });

/**
 * The proposal's bank slips (spec part 2 §7 "Proposals": DownloadBankSlip; GetBankSlips is our
 * extension for the detail screen). Whoever reads the proposal reads its slips; another broker's
 * or tenant's proposal is 404.
 */
export const bankSlipRoutes: FastifyPluginAsync<GatewayContext> = async (instance, context) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  // the same storage as the uploads' (files/routes.ts), so the download link serves the PDF
  const storage = localDiskStorage(config.filesDir);

  app.get(
    '/api/Proposal/DownloadBankSlip',
    {
      schema: {
        tags,
        summary: 'Links assinados dos boletos da proposta (um PDF por parcela em aberto ou paga)',
        description:
          'Cada PDF traz beneficiário e pagador com CNPJ e endereço, nosso número, vencimento, valor, ' +
          'linha digitável, o código de barras ITF (FEBRABAN) e o QR Code PIX com o copia e cola. ' +
          'Gerado uma vez e guardado como arquivo da proposta. Sem boletos → 409.',
        querystring: proposalQuery,
        response: {
          200: envelopeOf(z.object({ LinksToDownload: z.array(z.string()) })),
          ...errorResponses,
        },
      },
    },
    async (request) =>
      ok(
        await downloadBankSlips(db, config, storage, request.auth, request.query.ProposalUniqueId),
      ),
  );

  app.get(
    '/api/Proposal/GetBankSlips',
    {
      schema: {
        tags,
        summary: 'Boletos da proposta com a situação de pagamento (extensão nossa, para a tela)',
        querystring: proposalQuery,
        response: { 200: envelopeOf(z.array(bankSlipSummary)), ...errorResponses },
      },
    },
    async (request) => {
      const row = await findVisibleProposal(db, request.auth, request.query.ProposalUniqueId);
      return ok(await listBankSlips(db, request.auth, row.id));
    },
  );
};
