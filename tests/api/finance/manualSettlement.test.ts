import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BankSlipForSettlement,
  ManualSettlementAnswer,
} from '../../../domain/contracts/finance';
import { type CollectionAccount, collectionBank } from '../../../domain/boleto';
import { addDays, todayInBrazil } from '../../../domain/policyTerm';
import { ProposalStatus } from '../../../domain/proposalStatus';
import { policies, proposals, slipSettlements } from '../../../server/db/schema';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import {
  demoUser,
  insertSlip,
  issuanceRequestedBy,
  issuedPolicyOf,
  proposalInStatus,
  slipById,
  useCollectionAccount,
} from './fixtures';

let t: TestApp;
let admin: Caller;
let corretor: Caller;
let otherTenant: Caller;

beforeAll(async () => {
  ({ t, admin, corretor, otherTenant } = await signedInApp(['admin', 'corretor']));
});
afterAll(() => t.close());

const SETTLE = '/api/Finance/SettleBankSlipManually';
const JUSTIFICATION = 'Pago por TED em 24/11 (comprovante no chamado 4711); o boleto não voltou.';

const plainSlip = async (amount = '1479.45') =>
  insertSlip(t.db, {
    proposalId: (await proposalInStatus(t.db, ProposalStatus.Emitida)).id,
    installmentNumber: 2,
    amount,
  });

const body = (
  slip: { uniqueId: string; version: number },
  extra: Record<string, unknown> = {},
) => ({
  BankSlipUniqueId: slip.uniqueId,
  PaidAt: '24/11/2026',
  Amount: '1.479,45',
  Justification: JUSTIFICATION,
  Version: slip.version,
  ...extra,
});

describe('SearchBankSlips', () => {
  it('finds a slip by nosso número or by its linha digitável typed with the mask', async () => {
    const slip = await plainSlip();
    const byNumber = await admin.get('/api/Finance/SearchBankSlips', {
      text: String(slip.ourNumber),
    });
    expectStatus(byNumber, 200);
    expect(byNumber.data).toEqual([
      expect.objectContaining({
        UniqueId: slip.uniqueId,
        OurNumber: String(slip.ourNumber),
        Amount: '1479.45',
        Status: 'ABERTO',
        StatusName: 'Em aberto',
        Version: slip.version,
      }),
    ]);
    const masked = slip.digitableLine.replace(/^(\d{5})(\d{5})/, '$1.$2 ');
    const byLine = await admin.get('/api/Finance/SearchBankSlips', { text: masked });
    expect(byLine.data.map((found: BankSlipForSettlement) => found.UniqueId)).toEqual([
      slip.uniqueId,
    ]);
    const tooShort = await admin.get('/api/Finance/SearchBankSlips', { text: '12' });
    expectStatus(tooShort, 400);
  });
});

/** A collection account at each bank, and a nosso número as its slip prints it, mistyped. */
const PRINTED: [string, CollectionAccount, (printed: string) => string][] = [
  // Bradesco: carteira/nosso número-DV, the DV another
  [
    '237',
    { agency: '3381', account: '0012345', carteira: '09' },
    (printed) => printed.replace(/.$/, (dv) => (dv === '1' ? '2' : '1')),
  ],
  // Itaú: carteira/nosso número-DAC, another carteira
  [
    '341',
    { agency: '1248', account: '02124', carteira: '109' },
    (printed) => printed.replace(/^109/, '112'),
  ],
  // Banco do Brasil: convênio + sequence, another convênio
  [
    '001',
    { agency: '4042', account: '61900', carteira: '17', beneficiaryCode: '1238798' },
    (printed) => printed.replace(/^1238798/, '1238799'),
  ],
  // Santander: nosso número-DV, the DV another
  [
    '033',
    { agency: '0059', account: '013000123', carteira: '101', beneficiaryCode: '1899775' },
    (printed) => printed.replace(/.$/, (dv) => (dv === '1' ? '2' : '1')),
  ],
  // Caixa: 14 + sequence-DV, the DV another
  [
    '104',
    { agency: '1825', account: '0000528', carteira: '1', beneficiaryCode: '245274' },
    (printed) => printed.replace(/.$/, (dv) => (dv === '1' ? '2' : '1')),
  ],
];

describe('SearchBankSlips by the nosso número printed on the slip', () => {
  it.each(PRINTED)(
    'bank %s: finds the slip by its printed nosso número, masked or not, and by the bare sequence; not with a wrong carteira, convênio or digit',
    async (bankCode, account, mistype) => {
      const restore = await useCollectionAccount(t.db, bankCode, account);
      try {
        const slip = await insertSlip(t.db, {
          proposalId: (await proposalInStatus(t.db, ProposalStatus.Emitida)).id,
          installmentNumber: 2,
          bankCode,
        });
        const printed = collectionBank(bankCode)!.formatOurNumber(account, slip.ourNumber);
        const found = async (text: string) => {
          const answer = await admin.get('/api/Finance/SearchBankSlips', { text });
          expectStatus(answer, 200);
          return (answer.data as BankSlipForSettlement[]).map((row) => row.UniqueId);
        };
        expect(await found(printed)).toEqual([slip.uniqueId]);
        expect(await found(` ${printed.replace(/[/-]/g, ' ')} `)).toEqual([slip.uniqueId]);
        expect(await found(printed.replace(/[^0-9A-Z]/gi, ''))).toEqual([slip.uniqueId]);
        expect(await found(String(slip.ourNumber))).toEqual([slip.uniqueId]);
        expect(await found(mistype(printed))).toEqual([]);
      } finally {
        await restore();
      }
    },
  );
});

describe('SettleBankSlipManually', () => {
  it('settles with the justification, who and when, and answers the slip as it is now', async () => {
    const slip = await plainSlip();
    const answer = await admin.post(SETTLE, body(slip));
    expectStatus(answer, 200);
    const result = answer.data as ManualSettlementAnswer;
    expect(result.BankSlip).toMatchObject({
      Status: 'PAGO',
      PaidAt: '2026-11-24',
      PaidAmount: '1479.45',
      SettlementSource: 'MANUAL',
      Version: slip.version + 1,
    });
    expect(result.PolicyNumber).toBeNull();
    const [settlement] = await t.db
      .select()
      .from(slipSettlements)
      .where(eq(slipSettlements.bankSlipId, slip.id));
    expect(settlement).toMatchObject({
      source: 'MANUAL',
      justification: JUSTIFICATION,
      amount: '1479.45',
      cnabReturnFileId: null,
    });
    expect(settlement.settledByUserId).not.toBeNull();
  });

  it('issues the policy when it pays the first instalment of a proposal awaiting payment', async () => {
    const awaiting = await proposalInStatus(t.db, ProposalStatus.AguardandoPagamento);
    const slip = await insertSlip(t.db, { proposalId: awaiting.id, amount: '900.00' });
    const answer = await admin.post(SETTLE, body(slip, { Amount: 900 }));
    expectStatus(answer, 200);
    const [policy] = await t.db.select().from(policies).where(eq(policies.proposalId, awaiting.id));
    expect(answer.data.PolicyNumber).toBe(policy.number);
    expect(answer.data.Message).toBe(
      `Baixa manual registrada: parcela 1 da proposta ${awaiting.number} liquidada. ` +
        `Apólice ${policy.number} emitida.`,
    );
    const [proposal] = await t.db.select().from(proposals).where(eq(proposals.id, awaiting.id));
    expect(proposal.status).toBe(ProposalStatus.Emitida);
  });

  it('names who requested issuance (clicked Emitir) as the issuer, and who settled by hand as the settler', async () => {
    const { proposal, slip } = await issuanceRequestedBy(t, corretor);
    const paidFrom = new Date();
    const answer = await admin.post(SETTLE, body(slip, { Amount: slip.amount }));
    expectStatus(answer, 200);
    const { policy, issuedByName } = await issuedPolicyOf(t, admin, proposal.id);
    expect(answer.data.PolicyNumber).toBe(policy.number);
    const requester = await demoUser(t.db, 'corretor');
    expect(policy.issuedByUserId).toBe(requester.id);
    expect(issuedByName).toBe(requester.name);
    expect(policy.issuedAt.getTime()).toBeGreaterThanOrEqual(paidFrom.getTime());
    const [settlement] = await t.db
      .select()
      .from(slipSettlements)
      .where(eq(slipSettlements.bankSlipId, slip.id));
    expect(settlement.settledByUserId).toBe((await demoUser(t.db, 'admin')).id);
  });

  it('refuses a slip already paid and a stale Version (409), changing nothing', async () => {
    const slip = await plainSlip();
    expectStatus(await admin.post(SETTLE, body(slip)), 200);
    const again = await admin.post(SETTLE, body(slip, { Version: slip.version + 1 }));
    expectStatus(again, 409);
    expect(again.errors).toEqual([
      'Este boleto já foi liquidado em 24/11/2026; nada foi alterado.',
    ]);

    const other = await plainSlip();
    const stale = await admin.post(SETTLE, body(other, { Version: other.version + 5 }));
    expectStatus(stale, 409);
    expect(stale.errors[0]).toMatch(/alterado por outra pessoa/);
    expect((await slipById(t.db, other.id)).status).toBe('ABERTO');
  });

  it('refuses bad input with 400 naming the field, settling nothing', async () => {
    const slip = await plainSlip();
    const cases: [Record<string, unknown>, string][] = [
      [{ Justification: undefined }, 'Justificativa: obrigatória para a baixa manual.'],
      [{ Justification: '   ' }, 'Justificativa: obrigatória para a baixa manual.'],
      [{ Amount: '1479.44' }, 'Valor pago (Amount): menor que o valor do boleto (R$ 1.479,45).'],
      [{ Amount: '0' }, 'Valor pago (Amount): informe um valor em reais maior que zero.'],
      [{ Amount: '1479.455' }, 'Valor pago (Amount): informe um valor em reais maior que zero.'],
      [
        { PaidAt: '31/02/2026' },
        'Data do pagamento (PaidAt): informe uma data válida (DD/MM/AAAA).',
      ],
      [{ PaidAt: addDays(todayInBrazil(), 2) }, 'Data do pagamento (PaidAt): não pode ser futura.'],
      [{ Version: undefined }, 'O campo "Version" é obrigatório.'],
    ];
    for (const [change, message] of cases) {
      const answer = await admin.post(SETTLE, body(slip, change));
      expectStatus(answer, 400);
      expect(answer.errors).toContain(message);
    }
    expect((await slipById(t.db, slip.id)).status).toBe('ABERTO');
  });

  it('refuses a cancelled slip (409) and an unknown one (404)', async () => {
    const cancelled = await insertSlip(t.db, {
      proposalId: (await proposalInStatus(t.db, ProposalStatus.Cancelada)).id,
      status: 'CANCELADO',
    });
    const answer = await admin.post(SETTLE, body(cancelled));
    expectStatus(answer, 409);
    expect(answer.errors).toEqual(['Boleto cancelado não pode ser liquidado.']);
    const unknown = await admin.post(
      SETTLE,
      body({ uniqueId: '00000000-0000-4000-8000-000000000000', version: 1 }),
    );
    expectStatus(unknown, 404);
  });

  it("refuses brokers (403) and another tenant's slip (404, not found by search either)", async () => {
    const slip = await plainSlip();
    expectStatus(await corretor.post(SETTLE, body(slip)), 403);
    expectStatus(
      await corretor.get('/api/Finance/SearchBankSlips', { text: String(slip.ourNumber) }),
      403,
    );
    expectStatus(await otherTenant.post(SETTLE, body(slip)), 404);
    const search = await otherTenant.get('/api/Finance/SearchBankSlips', {
      text: String(slip.ourNumber),
    });
    expectStatus(search, 200);
    expect(search.data).toEqual([]);
    expect((await slipById(t.db, slip.id)).status).toBe('ABERTO');
  });
});
