import { z } from 'zod';
import { settlementOutcomes, settlementSources } from '../settlementOutcomes';
import { int32 } from './integers';
import { pagedOf, pageQuery } from './paging';
import { requiredVersion } from './version';

/**
 * The insurer's finance calls (issue 15; /api/Finance/*, not in the spec, designed in its
 * style): the CNAB 240 return upload that settles bank slips, the past return files, and the
 * manual settlement of a slip for the exceptions. Money is a decimal string ("1479.45"); days
 * YYYY-MM-DD; instants ISO-8601.
 */

const money = z.string().describe('Decimal em reais, p.ex. "1479.45"');

/** One title of the return file and what it did. */
export const cnabReturnLine = z.object({
  LineNumber: int32().describe('Linha do segmento T no arquivo (o U é a seguinte)'),
  OurNumber: z.string().describe('Nosso número como o banco o devolveu'),
  OccurrenceCode: z.string().describe('Código de movimento do retorno (06, 17 liquidam)'),
  OccurrenceName: z.string(),
  Amount: money.nullable().describe('Valor pago (segmento U)'),
  PaidAt: z.string().nullable().describe('Data do pagamento (AAAA-MM-DD)'),
  Outcome: z.enum(settlementOutcomes),
  Message: z.string(),
  BankSlipUniqueId: z.string().nullable(),
  ProposalUniqueId: z.string().nullable(),
  ProposalNumber: int32().nullable(),
  InstallmentNumber: int32().nullable(),
  /** The policy the settlement issued (first instalment of a proposal awaiting payment). */
  PolicyNumber: z.string().nullable(),
  PolicyUniqueId: z
    .string()
    .nullable()
    .describe('A apólice emitida pela liquidação (abre /apolice/:PolicyUniqueId)'),
});
export type CnabReturnLine = z.infer<typeof cnabReturnLine>;

/** UploadCnabReturn's answer, kept as it was given (GetCnabReturnFile answers it again). */
export const cnabReturnResult = z.object({
  FileUniqueId: z.string(),
  FileName: z.string(),
  BankCode: z.string(),
  BankName: z.string(),
  GeneratedOn: z.string().nullable().describe('Data de geração do arquivo pelo banco'),
  FileSequence: int32(),
  ProcessedAt: z.string(),
  ProcessedByName: z.string().nullable(),
  Lines: z.array(cnabReturnLine),
  Settled: int32().describe('Boletos liquidados por este arquivo'),
  Rejected: int32().describe(
    'Linhas de pagamento não liquidadas: valor divergente, não encontrado, rejeitado',
  ),
  AlreadySettled: int32(),
  Ignored: int32().describe('Movimentos que não são liquidação'),
});
export type CnabReturnResult = z.infer<typeof cnabReturnResult>;

/** A past return file in the list (newest first). */
export const cnabReturnFileSummary = cnabReturnResult
  .pick({
    FileUniqueId: true,
    FileName: true,
    BankCode: true,
    BankName: true,
    GeneratedOn: true,
    FileSequence: true,
    ProcessedAt: true,
    ProcessedByName: true,
    Settled: true,
    Rejected: true,
    AlreadySettled: true,
    Ignored: true,
  })
  .extend({ LineCount: int32() });
export type CnabReturnFileSummary = z.infer<typeof cnabReturnFileSummary>;

export const cnabReturnFilesQuery = z.object({ ...pageQuery });
export const cnabReturnFilesAnswer = pagedOf(cnabReturnFileSummary);
export type CnabReturnFilesAnswer = z.infer<typeof cnabReturnFilesAnswer>;

export const cnabReturnFileQuery = z.object({ uniqueId: z.uuid() });

/** SearchBankSlips: a slip by its linha digitável, barcode or nosso número (digits only). */
export const bankSlipSearchQuery = z.object({
  text: z
    .string()
    .trim()
    .min(3, { error: 'Informe ao menos 3 dígitos da linha digitável ou do nosso número.' })
    .max(80),
});

export const bankSlipForSettlement = z.object({
  UniqueId: z.string(),
  ProposalUniqueId: z.string(),
  ProposalNumber: int32(),
  PolicyHolderName: z.string(),
  InstallmentNumber: int32(),
  Amount: money,
  DueDate: z.string(),
  OurNumber: z.string(),
  DigitableLine: z.string(),
  Status: z.enum(['ABERTO', 'PAGO', 'CANCELADO']),
  StatusName: z.string(),
  PaidAt: z.string().nullable(),
  PaidAmount: money.nullable(),
  SettlementSource: z.enum(settlementSources).nullable(),
  Version: int32(),
});
export type BankSlipForSettlement = z.infer<typeof bankSlipForSettlement>;

/** SettleBankSlipManually: an exception (paid outside the bank's return), with its reason. */
export const manualSettlementBody = z.object({
  BankSlipUniqueId: z.uuid(),
  PaidAt: z.string().max(10).describe('Data do pagamento: AAAA-MM-DD ou DD/MM/AAAA; não futura'),
  Amount: z
    .union([z.string().max(30), z.number()])
    .describe('Valor pago em reais (1479.45 ou "1.479,45"); não menor que o do boleto'),
  Justification: z
    .string({ error: 'Justificativa: obrigatória para a baixa manual.' })
    .trim()
    .min(1, { error: 'Justificativa: obrigatória para a baixa manual.' })
    .max(2000, { error: 'Justificativa: no máximo 2.000 caracteres.' }),
  Version: requiredVersion('A Version do boleto lida'),
});
export type ManualSettlementInput = z.input<typeof manualSettlementBody>;

export const manualSettlementAnswer = z.object({
  BankSlip: bankSlipForSettlement,
  PolicyNumber: z.string().nullable().describe('A apólice que a baixa emitiu, se emitiu'),
  Message: z.string(),
});
export type ManualSettlementAnswer = z.infer<typeof manualSettlementAnswer>;
