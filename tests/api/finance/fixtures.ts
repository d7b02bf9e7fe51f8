import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { type CollectionAccount, collectionBank } from '../../../domain/boleto';
import { buildCnab240Return, type CnabReturnTitleInput } from '../../../domain/cnab240';
import type { ProposalStatusId } from '../../../domain/proposalStatus';
import type { Database } from '../../../server/db/client';
import type { ProposalSummary } from '../../../domain/contracts/proposals';
import { ProposalStatus } from '../../../domain/proposalStatus';
import {
  bankSlips,
  issuanceSettings,
  persons,
  policies,
  proposals,
  slipSettlements,
  users,
} from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { cnpjWithCheckDigits } from '../../../server/db/seed/documentNumbers';
import { loadIssuanceSettings } from '../../../server/modules/bank-slips/settings';
import { type Caller, expectStatus } from '../support/caller';
import { companyIdOf } from '../support/fixtures';
import type { TestApp } from '../support/testApp';

export const BANK = '341';
/** The tenant's Itaú collection account the return files are about. */
export const ITAU_ACCOUNT = { agency: '1248', account: '02124', carteira: '109' };
let nextOurNumber = 70_000_000;
let nextSequence = 1;

const taken = new Set<number>();

/**
 * A demo proposal in `status`, another one on each call, without slips: the demo seed gives the
 * proposals awaiting payment (and the issued ones) their slips, which are removed here so each
 * test sets the slips it needs.
 */
export const proposalInStatus = async (db: Database, status: ProposalStatusId) => {
  const companyId = await companyIdOf(db, DEMO_COMPANY_KEY);
  const [proposal] = await db
    .select()
    .from(proposals)
    .where(
      and(
        eq(proposals.companyId, companyId),
        eq(proposals.status, status),
        taken.size ? notInArray(proposals.id, [...taken]) : undefined,
      ),
    )
    .orderBy(asc(proposals.id))
    .limit(1);
  if (!proposal) throw new Error(`no demo proposal left in status ${status}`);
  taken.add(proposal.id);
  const seeded = db
    .select({ id: bankSlips.id })
    .from(bankSlips)
    .where(eq(bankSlips.proposalId, proposal.id));
  await db.delete(slipSettlements).where(inArray(slipSettlements.bankSlipId, seeded));
  await db.delete(bankSlips).where(eq(bankSlips.proposalId, proposal.id));
  return proposal;
};

export interface SlipFixture {
  proposalId: number;
  installmentNumber?: number;
  amount?: string;
  status?: 'ABERTO' | 'PAGO' | 'CANCELADO';
  companyId?: number;
  /** Itaú (the return files' bank) unless told. */
  bankCode?: string;
}

/**
 * A bank slip as the boleto module stores it (inserted directly until its generation is
 * merged): the barcode and linha digitável are stand-ins made unique from the nosso número.
 */
export const insertSlip = async (db: Database, fixture: SlipFixture) => {
  const ourNumber = nextOurNumber++;
  const [proposal] = await db.select().from(proposals).where(eq(proposals.id, fixture.proposalId));
  const [slip] = await db
    .insert(bankSlips)
    .values({
      companyId: fixture.companyId ?? proposal.companyId,
      proposalId: fixture.proposalId,
      installmentNumber: fixture.installmentNumber ?? 1,
      amount: fixture.amount ?? '1479.45',
      dueDate: '2026-12-10',
      bankCode: fixture.bankCode ?? BANK,
      ourNumber,
      barcode: `34191${String(ourNumber).padStart(39, '0')}`,
      digitableLine: `34191${String(ourNumber).padStart(42, '0')}`,
      pixPayload: `00020126pix${ourNumber}`,
      status: fixture.status ?? 'ABERTO',
    })
    .returning();
  return slip;
};

/** A return file from the bank paying `titles`; each call a new file (its own sequence). */
export const returnFile = (
  titles: CnabReturnTitleInput[],
  generatedOn = '2026-11-25',
  bank = { code: BANK, name: 'BANCO ITAU SA' },
) =>
  buildCnab240Return({
    bankCode: bank.code,
    bankName: bank.name,
    companyDocument: cnpjWithCheckDigits('332471560001'),
    companyName: 'GARANTIA BRASIL SEGUROS',
    generatedOn,
    fileSequence: nextSequence++,
    titles,
  });

/** The liquidation of a slip, paid in full on 24/11/2026 unless told otherwise. */
export const paying = (
  slip: { ourNumber: number; amount: string },
  extra: Partial<CnabReturnTitleInput> = {},
): CnabReturnTitleInput => ({
  ourNumber: slip.ourNumber,
  // as Itaú writes it in segment T: carteira, nosso número, DAC
  ourNumberField: collectionBank(BANK)?.returnField(ITAU_ACCOUNT, slip.ourNumber),
  dueDate: '2026-12-10',
  faceValue: slip.amount,
  paidOn: '2026-11-24',
  ...extra,
});

const BOUNDARY = '----avalCnab';

/** POST Finance/UploadCnabReturn as the portal sends it (multipart, field "file"). */
export const upload = async (
  t: TestApp,
  caller: Caller,
  content: string | Buffer,
  fileName = 'RETORNO.RET',
) => {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'latin1') : content;
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const options: InjectOptions = {
    method: 'POST',
    url: '/api/Finance/UploadCnabReturn',
    headers: {
      authorization: `Bearer ${caller.token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload,
  };
  const response = await t.app.inject(options);
  const body = response.json();
  return { status: response.statusCode, body, data: body.Response, errors: body.Errors };
};

export const slipById = async (db: Database, id: number) => {
  const [slip] = await db.select().from(bankSlips).where(eq(bankSlips.id, id));
  return slip;
};

/** The demo user signed in as `login`: its id and the name screens show. */
export const demoUser = async (db: Database, login: string) => {
  const companyId = await companyIdOf(db, DEMO_COMPANY_KEY);
  const [user] = await db
    .select({ id: users.id, name: persons.name })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(and(eq(users.companyId, companyId), eq(users.login, login)));
  return user;
};

/**
 * The policy a settlement issued, with the issuer its page shows (GetPolicyShortBrief) and who
 * settled the slip.
 */
export const issuedPolicyOf = async (t: TestApp, caller: Caller, proposalId: number) => {
  const [policy] = await t.db.select().from(policies).where(eq(policies.proposalId, proposalId));
  const brief = await caller.get('/api/Policy/GetPolicyShortBrief', {
    policyUniqueId: policy.uniqueId,
  });
  expectStatus(brief, 200);
  return { policy, issuedByName: brief.data.IssuedByName as string | null };
};

const requested = new Set<string>();

/**
 * A demo proposal whose issuance `caller` requested (clicked Emitir: IssueProposal), now awaiting
 * its first slip, generated at the tenant's bank; with that slip and the liquidation of it as
 * the bank's return writes it.
 */
export const issuanceRequestedBy = async (t: TestApp, caller: Caller) => {
  const list = await caller.get('/api/Proposal/SearchProposals', {
    StatusId: String(ProposalStatus.AguardandoEmissao),
    rowsPerPage: '50',
  });
  expectStatus(list, 200);
  const next = (list.data.Data as ProposalSummary[]).find((row) => !requested.has(row.UniqueId));
  if (!next) throw new Error('no proposal awaiting issuance left in the seed');
  requested.add(next.UniqueId);
  const detail = await caller.get('/api/Proposal/GetProposalByUniqueId', {
    ProposalUniqueId: next.UniqueId,
  });
  const issued = await caller.post('/api/Proposal/IssueProposal', {
    ProposalUniqueId: next.UniqueId,
    Version: detail.data.Version,
  });
  expectStatus(issued, 200);
  const [proposal] = await t.db
    .select()
    .from(proposals)
    .where(eq(proposals.uniqueId, next.UniqueId));
  expect(proposal.status).toBe(ProposalStatus.AguardandoPagamento);
  const [slip] = await t.db
    .select()
    .from(bankSlips)
    .where(and(eq(bankSlips.proposalId, proposal.id), eq(bankSlips.installmentNumber, 1)));
  const settings = await loadIssuanceSettings(t.db, proposal.companyId);
  const liquidation: CnabReturnTitleInput = {
    ...paying(slip),
    ourNumberField: collectionBank(slip.bankCode)?.returnField(settings, slip.ourNumber),
    dueDate: slip.dueDate,
  };
  const bank = { code: slip.bankCode, name: collectionBank(slip.bankCode)?.name ?? '' };
  return { proposal, slip, liquidation, bank };
};

/**
 * Puts the demo tenant's collection account at `bankCode` (its issuance settings, the other
 * settings kept); answers the function that puts the settings back as they were.
 */
export const useCollectionAccount = async (
  db: Database,
  bankCode: string,
  account: CollectionAccount,
) => {
  const companyId = await companyIdOf(db, DEMO_COMPANY_KEY);
  const tenant = eq(issuanceSettings.companyId, companyId);
  const [before] = await db.select().from(issuanceSettings).where(tenant);
  const { company: _company, ...settings } = await loadIssuanceSettings(db, companyId);
  const values = {
    ...settings,
    bankCode,
    agency: account.agency,
    account: account.account,
    carteira: account.carteira,
    beneficiaryCode: account.beneficiaryCode ?? null,
  };
  await db
    .insert(issuanceSettings)
    .values({ ...values, companyId })
    .onConflictDoUpdate({ target: issuanceSettings.companyId, set: values });
  return async () => {
    if (!before) {
      await db.delete(issuanceSettings).where(tenant);
      return;
    }
    await db.update(issuanceSettings).set(before).where(tenant);
  };
};
