import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { ourNumberOfReturn } from '../../../domain/boleto';
import { type CnabReturn, type CnabTitle, parseCnab240Return } from '../../../domain/cnab240';
import type { CnabReturnLine, CnabReturnResult } from '../../../domain/contracts/finance';
import { REJECTED_OUTCOMES, type SettlementOutcome } from '../../../domain/settlementOutcomes';
import type { Database } from '../../db/client';
import {
  bankSlips,
  cnabReturnFiles,
  issuanceSettings,
  proposals,
  slipSettlements,
} from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { isUniqueViolation } from '../users/changes';
import * as m from './messages';
import { settleSlip } from './settleSlip';
import { userName } from './userName';

/** A malformed file answers at most this many line problems (then "… e mais N"). */
const MAX_PROBLEMS = 200;

interface Uploader {
  auth: AuthContext;
  name: string;
}

const emptyLine = (
  title: CnabTitle,
  ourNumber: number | null,
): Omit<CnabReturnLine, 'Outcome' | 'Message'> => ({
  LineNumber: title.lineNumber,
  OurNumber: ourNumber === null ? title.ourNumber : String(ourNumber),
  OccurrenceCode: title.occurrenceCode,
  OccurrenceName: title.occurrenceName,
  Amount: title.liquidation ? title.paidAmount : null,
  PaidAt: title.paidOn,
  BankSlipUniqueId: null,
  ProposalUniqueId: null,
  ProposalNumber: null,
  InstallmentNumber: null,
  PolicyNumber: null,
  PolicyUniqueId: null,
});

const findSlip = async (tx: Database, companyId: number, bankCode: string, ourNumber: number) => {
  const [row] = await tx
    .select({
      slip: bankSlips,
      proposalUniqueId: proposals.uniqueId,
      proposalNumber: proposals.number,
    })
    .from(bankSlips)
    .innerJoin(proposals, eq(proposals.id, bankSlips.proposalId))
    .where(
      and(
        eq(bankSlips.companyId, companyId),
        eq(bankSlips.bankCode, bankCode),
        eq(bankSlips.ourNumber, ourNumber),
      ),
    )
    .for('update', { of: bankSlips });
  return row;
};

const settlementOf = async (tx: Database, bankSlipId: number) => {
  const [row] = await tx
    .select({ source: slipSettlements.source })
    .from(slipSettlements)
    .where(eq(slipSettlements.bankSlipId, bankSlipId));
  return row?.source ?? null;
};

/** What one title of the file does to the tenant's slips, in the upload's transaction. */
const settleTitle = async (
  tx: Database,
  file: CnabReturn,
  fileId: number,
  title: CnabTitle,
  by: Uploader,
): Promise<CnabReturnLine> => {
  // each bank lays its nosso número out in segment T its own way (domain/boleto/banks.ts)
  const ourNumber = ourNumberOfReturn(file.bankCode, title.ourNumberField);
  const line = emptyLine(title, ourNumber);
  const answer = (Outcome: SettlementOutcome, Message: string, extra = {}) => ({
    ...line,
    ...extra,
    Outcome,
    Message,
  });
  if (!title.liquidation) return answer('IGNORADO', title.note ?? '');
  if (ourNumber === null) return answer('REJEITADO', m.OUR_NUMBER_NOT_NUMERIC(title.ourNumber));
  const found = await findSlip(tx, by.auth.companyId, file.bankCode, ourNumber);
  if (!found)
    return answer('NAO_ENCONTRADO', m.SLIP_NOT_FOUND_FOR_LINE(String(ourNumber), file.bankCode));
  const { slip } = found;
  const ids = {
    BankSlipUniqueId: slip.uniqueId,
    ProposalUniqueId: found.proposalUniqueId,
    ProposalNumber: found.proposalNumber,
    InstallmentNumber: slip.installmentNumber,
  };
  if (slip.status === 'CANCELADO') return answer('REJEITADO', m.SLIP_CANCELLED_FOR_LINE, ids);
  if (slip.status === 'PAGO') {
    const source = await settlementOf(tx, slip.id);
    return answer('JA_LIQUIDADO', m.ALREADY_SETTLED(slip.paidAt, source), ids);
  }
  if (new Decimal(title.paidAmount).lt(slip.amount)) {
    return answer('VALOR_DIVERGENTE', m.AMOUNT_BELOW_SLIP(title.paidAmount, slip.amount), ids);
  }
  const result = await settleSlip(tx, {
    slip,
    amount: title.paidAmount,
    paidAt: title.paidOn as string,
    source: 'CNAB',
    cnabReturnFileId: fileId,
    lineNumber: title.lineNumber,
    by: by.auth,
  });
  if (!result.settled) return answer('JA_LIQUIDADO', m.ALREADY_SETTLED(null, null), ids);
  const settled = m.LINE_SETTLED(found.proposalNumber, slip.installmentNumber);
  const issuance = result.policy
    ? ` ${m.POLICY_ISSUED(result.policy.number)}`
    : result.issueProblem
      ? ` ${m.POLICY_NOT_ISSUED(result.issueProblem)}`
      : '';
  return answer('LIQUIDADO', `${settled}${issuance}`, {
    ...ids,
    PolicyNumber: result.policy?.number ?? null,
    PolicyUniqueId: result.policy?.uniqueId ?? null,
  });
};

const refuseProblems = (messages: string[]): never => {
  const shown = messages.slice(0, MAX_PROBLEMS);
  if (messages.length > MAX_PROBLEMS) shown.push(m.MORE_PROBLEMS(messages.length - MAX_PROBLEMS));
  throw new ValidationError(shown);
};

/** The file's company must be the tenant's collection account beneficiary, when one is set. */
const checkBeneficiary = async (db: Database, companyId: number, file: CnabReturn) => {
  const [settings] = await db
    .select({ document: issuanceSettings.beneficiaryDocument })
    .from(issuanceSettings)
    .where(eq(issuanceSettings.companyId, companyId));
  const expected = settings?.document.replace(/\D/g, '');
  if (expected && file.companyDocument.replace(/^0+/, '') !== expected.replace(/^0+/, '')) {
    refuseProblems([m.BENEFICIARY_MISMATCH(file.companyDocument)]);
  }
};

const alreadyProcessed = async (db: Database, companyId: number, sha256: string) => {
  const [row] = await db
    .select({ createdAt: cnabReturnFiles.createdAt, fileName: cnabReturnFiles.fileName })
    .from(cnabReturnFiles)
    .where(and(eq(cnabReturnFiles.companyId, companyId), eq(cnabReturnFiles.sha256, sha256)));
  return row;
};

const count = (lines: CnabReturnLine[], test: (outcome: SettlementOutcome) => boolean) =>
  lines.filter((line) => test(line.Outcome)).length;

/**
 * POST Finance/UploadCnabReturn: reads the bank's CNAB 240 return and settles the tenant's
 * slips it pays, in one transaction with the file's record. The same content twice (sha-256)
 * is 409 and settles nothing; a malformed file is 400 with every line problem and is not kept
 * (the corrected file can then be sent). Each title answers what it did (LIQUIDADO,
 * JA_LIQUIDADO, VALOR_DIVERGENTE, NAO_ENCONTRADO, REJEITADO, IGNORADO); the answer is stored
 * with the file and GetCnabReturnFile gives it again.
 */
export const processCnabReturn = async (
  db: Database,
  auth: AuthContext,
  upload: { fileName: string; bytes: Buffer },
): Promise<CnabReturnResult> => {
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const done = await alreadyProcessed(db, auth.companyId, sha256);
  if (done) throw new ConflictError(m.FILE_ALREADY_PROCESSED(done.createdAt, done.fileName));
  // one byte, one position: the layout counts bytes, and banks send latin1
  const parsed = parseCnab240Return(upload.bytes.toString('latin1'));
  if (!parsed.ok) return refuseProblems(parsed.problems.map((problem) => problem.message));
  const { file } = parsed;
  await checkBeneficiary(db, auth.companyId, file);
  const by: Uploader = { auth, name: (await userName(db, auth)) ?? '' };

  return db
    .transaction(async (tx) => {
      const [stored] = await tx
        .insert(cnabReturnFiles)
        .values({
          companyId: auth.companyId,
          fileName: upload.fileName,
          sha256,
          uploadedByUserId: auth.userId,
          result: {},
        })
        .returning();
      const lines: CnabReturnLine[] = [];
      for (const title of file.titles)
        lines.push(await settleTitle(tx, file, stored.id, title, by));
      const result: CnabReturnResult = {
        FileUniqueId: stored.uniqueId,
        FileName: upload.fileName,
        BankCode: file.bankCode,
        BankName: file.bankName,
        GeneratedOn: file.generatedOn,
        FileSequence: file.fileSequence,
        ProcessedAt: stored.createdAt.toISOString(),
        ProcessedByName: by.name || null,
        Lines: lines,
        Settled: count(lines, (outcome) => outcome === 'LIQUIDADO'),
        Rejected: count(lines, (outcome) => REJECTED_OUTCOMES.has(outcome)),
        AlreadySettled: count(lines, (outcome) => outcome === 'JA_LIQUIDADO'),
        Ignored: count(lines, (outcome) => outcome === 'IGNORADO'),
      };
      await tx.update(cnabReturnFiles).set({ result }).where(eq(cnabReturnFiles.id, stored.id));
      return result;
    })
    .catch(async (error: unknown) => {
      // the same file sent twice at once: the second waits for the first, then finds it
      if (!isUniqueViolation(error, 'cnab_return_files_hash_key')) throw error;
      const first = await alreadyProcessed(db, auth.companyId, sha256);
      throw new ConflictError(
        m.FILE_ALREADY_PROCESSED(first?.createdAt ?? new Date(), upload.fileName),
      );
    });
};
