import type { BankSlipSummary } from '../../domain/contracts/policies';
import { gatewayClient } from '../../src/providers/gatewayClient';

/** The proposal's slips with their payment state (GetBankSlips, our extension). */
export const getBankSlips = (uniqueId: string) =>
  gatewayClient.get<BankSlipSummary[]>('Proposal/GetBankSlips', {
    query: { ProposalUniqueId: uniqueId },
  });

/** Signed links of the slips' PDFs, one per open or paid instalment (DownloadBankSlip). */
export const downloadBankSlips = (uniqueId: string) =>
  gatewayClient.get<{ LinksToDownload: string[] }>('Proposal/DownloadBankSlip', {
    query: { ProposalUniqueId: uniqueId },
  });
