import type {
  BankSlipForSettlement,
  CnabReturnFilesAnswer,
  CnabReturnResult,
  ManualSettlementAnswer,
  ManualSettlementInput,
} from '../../domain/contracts/finance';
import { gatewayClient } from '../../src/providers/gatewayClient';

/**
 * Sends the bank's CNAB 240 return file (multipart, field `file`) through the one gateway
 * client; the answer says what each title of the file did.
 */
export const uploadCnabReturn = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return gatewayClient.post<CnabReturnResult>('Finance/UploadCnabReturn', { multipart: form });
};

/** The return files already processed, newest first (paged). */
export const getCnabReturnFiles = (query: { currentPage: number; rowsPerPage: number }) =>
  gatewayClient.get<CnabReturnFilesAnswer>('Finance/GetCnabReturnFiles', { query });

/** A processed file's stored per-line result. */
export const getCnabReturnFile = (uniqueId: string) =>
  gatewayClient.get<CnabReturnResult>('Finance/GetCnabReturnFile', { query: { uniqueId } });

/** Slips by linha digitável, barcode or nosso número (digits only count). */
export const searchBankSlips = (text: string) =>
  gatewayClient.get<BankSlipForSettlement[]>('Finance/SearchBankSlips', { query: { text } });

/** The manual settlement of a slip, with the Version it was read at and a justification. */
export const settleBankSlipManually = (body: ManualSettlementInput) =>
  gatewayClient.post<ManualSettlementAnswer>('Finance/SettleBankSlipManually', { json: body });
