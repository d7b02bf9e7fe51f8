import { and, asc, eq, sql } from 'drizzle-orm';
import { buildBoleto, collectionBank, slipInstallments } from '../../../domain/boleto';
import { toDecimal } from '../../../domain/decimalValue';
import type { Database } from '../../db/client';
import { bankSlips } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import {
  collectionAccountProblem,
  INVALID_INSTALLMENTS,
  INVALID_PREMIUM,
  unsupportedCollectionBank,
} from './messages';
import { slipPixPayload } from './pix';
import { loadIssuanceSettings } from './settings';

export type BankSlipRow = typeof bankSlips.$inferSelect;

export interface CreateBankSlipsInput {
  companyId: number;
  proposalId: number;
  /** The premium the slips pay, in reais ("1500.00"). */
  premium: string;
  installments: number;
  /** YYYY-MM-DD: the first instalment's due date; the others fall monthly after it. */
  firstDueDate: string;
}

export const MAX_SLIP_INSTALLMENTS = 12;

const slipsOf = (tx: Database, proposalId: number) =>
  tx
    .select()
    .from(bankSlips)
    .where(eq(bankSlips.proposalId, proposalId))
    .orderBy(asc(bankSlips.installmentNumber));

/**
 * The proposal's bank slips, one per instalment, created once: a proposal that has slips gets
 * them back untouched (issuing again, a retried request). Call it inside the issuance's
 * transaction. Nosso número: the tenant's highest at its bank plus one, under a transaction-scoped
 * advisory lock per tenant and bank, so concurrent issuances never draw the same number (the
 * unique index bank_slips_our_number_key stays the last word).
 */
export const createBankSlips = async (
  tx: Database,
  input: CreateBankSlipsInput,
): Promise<BankSlipRow[]> => {
  const premium = toDecimal(input.premium);
  if (!premium || premium.lte(0)) throw new ValidationError(INVALID_PREMIUM);
  if (
    !Number.isInteger(input.installments) ||
    input.installments < 1 ||
    input.installments > MAX_SLIP_INSTALLMENTS
  ) {
    throw new ValidationError(INVALID_INSTALLMENTS);
  }
  const settings = await loadIssuanceSettings(tx, input.companyId);
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`bank_slips:${input.companyId}:${settings.bankCode}`}))`,
  );
  const existing = await slipsOf(tx, input.proposalId);
  if (existing.length > 0) return existing;

  const [{ last }] = await tx
    .select({ last: sql<string | number | null>`max(${bankSlips.ourNumber})` })
    .from(bankSlips)
    .where(
      and(eq(bankSlips.companyId, input.companyId), eq(bankSlips.bankCode, settings.bankCode)),
    );
  const bank = collectionBank(settings.bankCode);
  if (!bank) throw new ConflictError(unsupportedCollectionBank(settings.bankCode));
  const freeField = (ourNumber: number) => {
    try {
      return bank.freeField(settings, ourNumber);
    } catch (error) {
      // the account lacks what the bank's layout needs (its convênio), or the numbers ran out
      throw new ConflictError(collectionAccountProblem((error as Error).message));
    }
  };
  let ourNumber = Number(last ?? 0);
  const rows = slipInstallments(premium, input.installments, input.firstDueDate).map((slip) => {
    ourNumber += 1;
    const codes = buildBoleto({
      bankCode: settings.bankCode,
      dueDate: slip.dueDate,
      amount: slip.amount,
      freeField: freeField(ourNumber),
    });
    return {
      companyId: input.companyId,
      proposalId: input.proposalId,
      installmentNumber: slip.installmentNumber,
      amount: slip.amount,
      dueDate: slip.dueDate,
      bankCode: settings.bankCode,
      ourNumber,
      barcode: codes.barcode,
      digitableLine: codes.digitableLine,
      pixPayload: slipPixPayload({
        pixKey: settings.pixKey,
        beneficiaryName: settings.beneficiaryName,
        city: settings.company.city,
        bankCode: settings.bankCode,
        ourNumber,
        amount: slip.amount,
      }),
    };
  });
  await tx.insert(bankSlips).values(rows);
  return slipsOf(tx, input.proposalId);
};
