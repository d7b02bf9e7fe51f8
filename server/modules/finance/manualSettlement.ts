import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { ourNumberOfPrinted } from '../../../domain/boleto';
import type {
  BankSlipForSettlement,
  ManualSettlementAnswer,
  ManualSettlementInput,
} from '../../../domain/contracts/finance';
import { toDecimal } from '../../../domain/decimalValue';
import { toDate } from '../../../domain/format';
import { isoDay, todayInBrazil } from '../../../domain/policyTerm';
import type { SettlementSource } from '../../../domain/settlementOutcomes';
import type { Database } from '../../db/client';
import { bankSlips, policyHolders, proposals, slipSettlements } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { type SlipStatus, slipStatusNames } from '../bank-slips/messages';
import { loadIssuanceSettings } from '../bank-slips/settings';
import * as m from './messages';
import { settleSlip } from './settleSlip';

const SEARCH_LIMIT = 20;

const slipColumns = {
  slip: bankSlips,
  proposalUniqueId: proposals.uniqueId,
  proposalNumber: proposals.number,
  holderName: policyHolders.name,
  source: slipSettlements.source,
};

const slipQuery = (db: Database, where: SQL) =>
  db
    .select(slipColumns)
    .from(bankSlips)
    .innerJoin(proposals, eq(proposals.id, bankSlips.proposalId))
    .innerJoin(policyHolders, eq(policyHolders.id, proposals.policyHolderId))
    .leftJoin(slipSettlements, eq(slipSettlements.bankSlipId, bankSlips.id))
    .where(where);

type SlipRow = Awaited<ReturnType<typeof slipQuery>>[number];

const answerOf = ({ slip, ...row }: SlipRow): BankSlipForSettlement => ({
  UniqueId: slip.uniqueId,
  ProposalUniqueId: row.proposalUniqueId,
  ProposalNumber: row.proposalNumber,
  PolicyHolderName: row.holderName,
  InstallmentNumber: slip.installmentNumber,
  Amount: slip.amount,
  DueDate: slip.dueDate,
  OurNumber: String(slip.ourNumber),
  DigitableLine: slip.digitableLine,
  Status: slip.status as BankSlipForSettlement['Status'],
  StatusName: slipStatusNames[slip.status as SlipStatus] ?? slip.status,
  PaidAt: slip.paidAt,
  PaidAmount: slip.paidAmount,
  SettlementSource: (row.source as SettlementSource | null) ?? null,
  Version: slip.version,
});

/**
 * GET Finance/SearchBankSlips: the tenant's slips whose linha digitável or barcode is the text
 * typed (digits only, masks ignored) or whose nosso número it is — the bare sequence, or the
 * nosso número as the slip prints it at the tenant's bank (carteira, convênio and check digit
 * read by that bank's layout, domain/boleto/banks.ts); newest first.
 */
export const searchBankSlips = async (db: Database, auth: AuthContext, text: string) => {
  const digits = text.replace(/\D/g, '');
  if (!digits) return [];
  const byNumber = /^\d{1,15}$/.test(digits) ? [eq(bankSlips.ourNumber, Number(digits))] : [];
  const settings = await loadIssuanceSettings(db, auth.companyId);
  const printed = ourNumberOfPrinted(settings.bankCode, settings, text);
  const byPrinted =
    printed === null
      ? []
      : [and(eq(bankSlips.bankCode, settings.bankCode), eq(bankSlips.ourNumber, printed))];
  const rows = await slipQuery(
    db,
    and(
      eq(bankSlips.companyId, auth.companyId),
      or(
        eq(bankSlips.digitableLine, digits),
        eq(bankSlips.barcode, digits),
        ...byNumber,
        ...byPrinted,
      ),
    ) as SQL,
  )
    .orderBy(desc(bankSlips.id))
    .limit(SEARCH_LIMIT);
  return rows.map(answerOf);
};

/** PaidAt as an ISO day: a real date, not after today in Brasília. */
const paidDay = (value: string) => {
  const date = toDate(value);
  if (!date) throw new ValidationError(m.PAID_AT_INVALID);
  const day = isoDay(new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())));
  if (day > todayInBrazil()) throw new ValidationError(m.PAID_AT_FUTURE);
  return day;
};

const paidAmount = (value: string | number) => {
  const amount = toDecimal(value);
  if (!amount || amount.lte(0) || amount.decimalPlaces() > 2) {
    throw new ValidationError(m.AMOUNT_INVALID);
  }
  return amount;
};

const findSlipForUpdate = async (tx: Database, auth: AuthContext, uniqueId: string) => {
  const [row] = await slipQuery(
    tx,
    and(eq(bankSlips.companyId, auth.companyId), eq(bankSlips.uniqueId, uniqueId)) as SQL,
  ).for('update', { of: bankSlips });
  if (!row) throw new NotFoundError(m.SLIP_NOT_FOUND);
  return row;
};

/**
 * POST Finance/SettleBankSlipManually: settles a slip paid outside the bank's return (a TED,
 * a deposit the return missed), with the reason written down. Refuses a slip already paid or
 * cancelled and a stale Version (409), an amount below the slip's (400); otherwise settles as a
 * return line would — issuing the policy when it is the first instalment awaiting payment.
 */
export const settleManually = async (
  db: Database,
  auth: AuthContext,
  input: ManualSettlementInput,
): Promise<ManualSettlementAnswer> => {
  const paidAt = paidDay(input.PaidAt);
  const amount = paidAmount(input.Amount);
  return db.transaction(async (tx) => {
    const row = await findSlipForUpdate(tx, auth, input.BankSlipUniqueId);
    const { slip } = row;
    if (slip.status === 'PAGO') throw new ConflictError(m.SLIP_ALREADY_SETTLED(slip.paidAt));
    if (slip.status === 'CANCELADO') throw new ConflictError(m.SLIP_CANCELLED);
    if (slip.version !== input.Version) throw new ConflictError(m.SLIP_STALE);
    if (amount.lt(slip.amount)) throw new ValidationError(m.AMOUNT_BELOW(slip.amount));
    const result = await settleSlip(tx, {
      slip,
      amount: amount.toFixed(2),
      paidAt,
      source: 'MANUAL',
      justification: input.Justification.trim(),
      by: auth,
    });
    if (!result.settled) throw new ConflictError(m.SLIP_ALREADY_SETTLED(null));
    const [settled] = await slipQuery(tx, eq(bankSlips.id, slip.id));
    const message = [
      m.MANUAL_SETTLED(row.proposalNumber, slip.installmentNumber),
      result.policy ? m.POLICY_ISSUED(result.policy.number) : '',
      result.issueProblem ? m.POLICY_NOT_ISSUED(result.issueProblem) : '',
    ];
    return {
      BankSlip: answerOf(settled),
      PolicyNumber: result.policy?.number ?? null,
      Message: message.filter(Boolean).join(' '),
    };
  });
};
