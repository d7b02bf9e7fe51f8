import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CnabReturnFilesAnswer, CnabReturnResult } from '../../../domain/contracts/finance';
import { ProposalStatus } from '../../../domain/proposalStatus';
import { PolicyStatus } from '../../../domain/policyStatus';
import { cnabReturnFiles, policies, proposals, slipSettlements } from '../../../server/db/schema';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import {
  demoUser,
  insertSlip,
  issuanceRequestedBy,
  issuedPolicyOf,
  paying,
  proposalInStatus,
  returnFile,
  slipById,
  upload,
} from './fixtures';

let t: TestApp;
let admin: Caller;
let corretor: Caller;
let analista: Caller;
let assessor: Caller;
let otherTenant: Caller;

beforeAll(async () => {
  ({ t, admin, corretor, analista, assessor, otherTenant } = await signedInApp([
    'admin',
    'corretor',
    'analista',
    'assessor',
  ]));
});
afterAll(() => t.close());

const settlementsOf = (bankSlipId: number) =>
  t.db.select().from(slipSettlements).where(eq(slipSettlements.bankSlipId, bankSlipId));

const fileCount = async () => (await t.db.select({ n: count() }).from(cnabReturnFiles))[0].n;

/** A slip of a proposal that is not awaiting payment (its settlement issues nothing). */
const plainSlip = async (amount = '1479.45') =>
  insertSlip(t.db, {
    proposalId: (await proposalInStatus(t.db, ProposalStatus.Emitida)).id,
    installmentNumber: 2,
    amount,
  });

describe('UploadCnabReturn', () => {
  it('settles the slips a return pays, line by line, and records each settlement', async () => {
    const awaiting = await proposalInStatus(t.db, ProposalStatus.AguardandoPagamento);
    const first = await insertSlip(t.db, { proposalId: awaiting.id, amount: '1479.45' });
    const second = await plainSlip('250.10');
    const content = returnFile([
      paying(first),
      // paid late with interest: more than the slip is fine
      paying(second, { occurrenceCode: '17', interest: '3.25', paidOn: '2026-11-23' }),
      { ...paying(first), occurrenceCode: '09' },
      paying({ ourNumber: 99_999_999, amount: '10.00' }),
    ]);
    const answer = await upload(t, admin, content, 'CB251101.RET');
    expectStatus(answer, 200);
    const result = answer.data as CnabReturnResult;
    expect(result).toMatchObject({
      FileName: 'CB251101.RET',
      BankCode: '341',
      GeneratedOn: '2026-11-25',
      Settled: 2,
      Rejected: 1,
      AlreadySettled: 0,
      Ignored: 1,
    });
    expect(result.Lines.map((line) => [line.LineNumber, line.Outcome])).toEqual([
      [3, 'LIQUIDADO'],
      [5, 'LIQUIDADO'],
      [7, 'IGNORADO'],
      [9, 'NAO_ENCONTRADO'],
    ]);
    expect(result.Lines[0]).toMatchObject({
      OurNumber: String(first.ourNumber),
      Amount: '1479.45',
      PaidAt: '2026-11-24',
      BankSlipUniqueId: first.uniqueId,
      ProposalNumber: awaiting.number,
      InstallmentNumber: 1,
    });
    const [policy] = await t.db.select().from(policies).where(eq(policies.proposalId, awaiting.id));
    expect(policy).toMatchObject({ status: PolicyStatus.Emitida, premiumReceivable: false });
    expect(result.Lines[0]).toMatchObject({
      PolicyNumber: policy.number,
      // the portal links the line to /apolice/:PolicyUniqueId
      PolicyUniqueId: policy.uniqueId,
      Message: `Parcela 1 da proposta ${awaiting.number} liquidada. Apólice ${policy.number} emitida.`,
    });
    const [issued] = await t.db.select().from(proposals).where(eq(proposals.id, awaiting.id));
    expect(issued.status).toBe(ProposalStatus.Emitida);
    // the second instalment of an issued proposal issues nothing more
    expect(result.Lines[1]).toMatchObject({ PolicyNumber: null, PolicyUniqueId: null });
    expect(result.Lines[1]).toMatchObject({ Amount: '253.35', PaidAt: '2026-11-23' });
    expect(result.Lines[2].Message).toBe('Movimento 09 (Baixa) não é liquidação; ignorado.');
    expect(result.Lines[3].Message).toBe('Nenhum boleto com o nosso número 99999999 no banco 341.');

    expect(await slipById(t.db, first.id)).toMatchObject({
      status: 'PAGO',
      paidAt: '2026-11-24',
      paidAmount: '1479.45',
      version: first.version + 1,
    });
    expect(await slipById(t.db, second.id)).toMatchObject({ status: 'PAGO', paidAmount: '253.35' });
    const [file] = await t.db
      .select()
      .from(cnabReturnFiles)
      .where(eq(cnabReturnFiles.uniqueId, result.FileUniqueId));
    expect(await settlementsOf(first.id)).toEqual([
      expect.objectContaining({
        source: 'CNAB',
        cnabReturnFileId: file.id,
        lineNumber: 3,
        amount: '1479.45',
        paidAt: '2026-11-24',
        justification: null,
      }),
    ]);
    expect((await settlementsOf(second.id))[0]).toMatchObject({ lineNumber: 5, source: 'CNAB' });
  });

  it('names who requested issuance (clicked Emitir) as the issuer, and the uploader as who settled', async () => {
    const { proposal, slip, liquidation, bank } = await issuanceRequestedBy(t, corretor);
    const paidFrom = new Date();
    const answer = await upload(t, admin, returnFile([liquidation], '2026-11-25', bank));
    expectStatus(answer, 200);
    expect(answer.data.Lines[0]).toMatchObject({ Outcome: 'LIQUIDADO' });
    const { policy, issuedByName } = await issuedPolicyOf(t, admin, proposal.id);
    const requester = await demoUser(t.db, 'corretor');
    const uploader = await demoUser(t.db, 'admin');
    expect(policy.issuedByUserId).toBe(requester.id);
    expect(issuedByName).toBe(requester.name);
    // issued when paid: the policy exists from the payment on, not from the request
    expect(policy.issuedAt.getTime()).toBeGreaterThanOrEqual(paidFrom.getTime());
    expect((await settlementsOf(slip.id))[0].settledByUserId).toBe(uploader.id);
  });

  it('keeps the payment when the policy cannot be issued, and says why', async () => {
    const awaiting = await proposalInStatus(t.db, ProposalStatus.AguardandoPagamento);
    await t.db
      .update(proposals)
      .set({ insurancePremium: null })
      .where(eq(proposals.id, awaiting.id));
    const slip = await insertSlip(t.db, { proposalId: awaiting.id });
    const answer = await upload(t, admin, returnFile([paying(slip)]));
    expectStatus(answer, 200);
    expect(answer.data.Lines[0]).toMatchObject({
      Outcome: 'LIQUIDADO',
      PolicyNumber: null,
      PolicyUniqueId: null,
      Message:
        `Parcela 1 da proposta ${awaiting.number} liquidada. A apólice não foi emitida: ` +
        'A proposta não tem prêmio calculado: não pode ser emitida. O pagamento ficou registrado.',
    });
    expect((await slipById(t.db, slip.id)).status).toBe('PAGO');
    expect(await settlementsOf(slip.id)).toHaveLength(1);
    const [proposal] = await t.db.select().from(proposals).where(eq(proposals.id, awaiting.id));
    expect(proposal.status).toBe(ProposalStatus.AguardandoPagamento);
    expect(await t.db.select().from(policies).where(eq(policies.proposalId, awaiting.id))).toEqual(
      [],
    );
  });

  it('refuses the same file a second time (409) and settles nothing again', async () => {
    const slip = await plainSlip();
    const content = returnFile([paying(slip)]);
    expectStatus(await upload(t, admin, content, 'PRIMEIRO.RET'), 200);
    const files = await fileCount();
    const again = await upload(t, admin, content, 'COPIA.RET');
    expectStatus(again, 409);
    expect(again.errors[0]).toMatch(
      /^Este arquivo de retorno já foi processado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(PRIMEIRO\.RET\)/,
    );
    expect(await fileCount()).toBe(files);
    expect(await settlementsOf(slip.id)).toHaveLength(1);
  });

  it('settles a slip paid twice once: in another file and twice in the same file', async () => {
    const slip = await plainSlip();
    const once = await upload(t, admin, returnFile([paying(slip), paying(slip)]));
    expectStatus(once, 200);
    expect(once.data.Lines.map((line: { Outcome: string }) => line.Outcome)).toEqual([
      'LIQUIDADO',
      'JA_LIQUIDADO',
    ]);
    const twice = await upload(t, admin, returnFile([paying(slip, { paidOn: '2026-11-25' })]));
    expectStatus(twice, 200);
    expect(twice.data).toMatchObject({ Settled: 0, AlreadySettled: 1, Rejected: 0 });
    expect(twice.data.Lines[0].Message).toBe(
      'Boleto já liquidado em 24/11/2026 (retorno CNAB); nada foi liquidado de novo.',
    );
    expect(await settlementsOf(slip.id)).toHaveLength(1);
    expect((await slipById(t.db, slip.id)).paidAt).toBe('2026-11-24');
  });

  it('does not settle an amount lower than the slip (VALOR_DIVERGENTE)', async () => {
    const slip = await plainSlip('1500.00');
    const answer = await upload(t, admin, returnFile([paying(slip, { paidAmount: '1499.99' })]));
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({ Settled: 0, Rejected: 1 });
    expect(answer.data.Lines[0]).toMatchObject({
      Outcome: 'VALOR_DIVERGENTE',
      Amount: '1499.99',
      Message: 'Valor pago R$ 1.499,99 menor que o do boleto (R$ 1.500,00); nada foi liquidado.',
    });
    expect(await slipById(t.db, slip.id)).toMatchObject({ status: 'ABERTO', paidAt: null });
    expect(await settlementsOf(slip.id)).toHaveLength(0);
  });

  it('rejects the payment of a cancelled slip', async () => {
    const slip = await insertSlip(t.db, {
      proposalId: (await proposalInStatus(t.db, ProposalStatus.Cancelada)).id,
      status: 'CANCELADO',
    });
    const answer = await upload(t, admin, returnFile([paying(slip)]));
    expect(answer.data.Lines[0].Outcome).toBe('REJEITADO');
    expect(await settlementsOf(slip.id)).toHaveLength(0);
  });

  it('answers 400 with every line problem for a malformed file, settles and keeps nothing', async () => {
    const slip = await plainSlip();
    const good = await plainSlip();
    const lines = returnFile([paying(slip), paying(good)]).split('\r\n');
    const broken = [...lines];
    broken[3] = `${broken[3].slice(0, 77)}00000000000ABC4${broken[3].slice(92)}`;
    broken[5] = broken[5].slice(0, 230);
    const files = await fileCount();
    const answer = await upload(t, admin, broken.join('\r\n'));
    expectStatus(answer, 400);
    expect(answer.errors).toEqual([
      'Linha 4: valor pago inválido ("00000000000ABC4").',
      'Linha 6: tem 230 caracteres; o CNAB 240 exige 240 em cada linha.',
    ]);
    expect(await fileCount()).toBe(files);
    expect((await slipById(t.db, good.id)).status).toBe('ABERTO');
    // the corrected file is processed (a refused file was not kept)
    expectStatus(await upload(t, admin, lines.join('\r\n')), 200);
    expect((await slipById(t.db, good.id)).status).toBe('PAGO');
  });

  it('answers 400 for a body without a file and for a file that is not CNAB at all', async () => {
    const empty = await admin.post('/api/Finance/UploadCnabReturn', {});
    expectStatus(empty, 400);
    const pdf = await upload(t, admin, '%PDF-1.4\n1 0 obj\n', 'boleto.pdf');
    expectStatus(pdf, 400);
    expect(pdf.errors[0]).toBe('Linha 1: tem 8 caracteres; o CNAB 240 exige 240 em cada linha.');
  });
});

describe('GetCnabReturnFiles and GetCnabReturnFile', () => {
  it('lists the processed files newest first, paged, and gives one back line by line', async () => {
    const slip = await plainSlip();
    const latest = await upload(t, admin, returnFile([paying(slip)]), 'ULTIMO.RET');
    const list = await admin.get('/api/Finance/GetCnabReturnFiles', { rowsPerPage: '2' });
    expectStatus(list, 200);
    const page = list.data as CnabReturnFilesAnswer;
    expect(page.PageResult).toMatchObject({ CurrentPage: 1, RowsPerPage: 2 });
    expect(page.PageResult.TotalRows).toBeGreaterThanOrEqual(5);
    expect(page.Data).toHaveLength(2);
    expect(page.Data[0]).toMatchObject({
      FileUniqueId: latest.data.FileUniqueId,
      FileName: 'ULTIMO.RET',
      Settled: 1,
      LineCount: 1,
    });
    const one = await admin.get('/api/Finance/GetCnabReturnFile', {
      uniqueId: latest.data.FileUniqueId,
    });
    expectStatus(one, 200);
    expect(one.data).toEqual(latest.data);
    // a file stored before the lines carried PolicyUniqueId answers it as null
    const stored = latest.data as CnabReturnResult;
    const withoutIds = {
      ...stored,
      Lines: stored.Lines.map(({ PolicyUniqueId: _dropped, ...line }) => line),
    };
    await t.db
      .update(cnabReturnFiles)
      .set({ result: withoutIds })
      .where(eq(cnabReturnFiles.uniqueId, stored.FileUniqueId));
    const old = await admin.get('/api/Finance/GetCnabReturnFile', {
      uniqueId: stored.FileUniqueId,
    });
    expectStatus(old, 200);
    expect((old.data as CnabReturnResult).Lines[0].PolicyUniqueId).toBeNull();
    const unknown = await admin.get('/api/Finance/GetCnabReturnFile', {
      uniqueId: '00000000-0000-4000-8000-000000000000',
    });
    expectStatus(unknown, 404);
  });
});

describe('who may use the finance calls', () => {
  it('refuses brokers, insurer staff who do not manage proposals and advisors (403)', async () => {
    const content = returnFile([paying(await plainSlip())]);
    for (const caller of [corretor, analista, assessor]) {
      expectStatus(await upload(t, caller, content), 403);
      expectStatus(await caller.get('/api/Finance/GetCnabReturnFiles'), 403);
    }
  });

  it("keeps each tenant to its own: another tenant neither settles nor reads the demo's", async () => {
    const slip = await plainSlip();
    const mine = await upload(t, admin, returnFile([paying(slip)]));
    const theirs = await upload(
      t,
      otherTenant,
      returnFile([paying(slip, { paidOn: '2026-11-20' })]),
    );
    expectStatus(theirs, 200);
    expect(theirs.data.Lines[0].Outcome).toBe('NAO_ENCONTRADO');
    expect(await settlementsOf(slip.id)).toHaveLength(1);
    const read = await otherTenant.get('/api/Finance/GetCnabReturnFile', {
      uniqueId: mine.data.FileUniqueId,
    });
    expectStatus(read, 404);
    const list = await otherTenant.get('/api/Finance/GetCnabReturnFiles');
    expect(list.data.Data.map((file: { FileUniqueId: string }) => file.FileUniqueId)).toEqual([
      theirs.data.FileUniqueId,
    ]);
  });

  it('lets the same file be processed by each tenant once (the hash is per tenant)', async () => {
    const content = returnFile([paying({ ourNumber: 12_345, amount: '1.00' })]);
    expectStatus(await upload(t, admin, content), 200);
    expectStatus(await upload(t, otherTenant, content), 200);
    expectStatus(await upload(t, otherTenant, content), 409);
  });
});
