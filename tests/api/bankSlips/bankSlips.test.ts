import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import boletoUtils from '@mrmgomes/boleto-utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDigitableLine } from '../../../domain/boleto';
import type { BankSlipSummary } from '../../../domain/contracts/policies';
import type { ProposalDetail } from '../../../domain/contracts/proposals';
import { ProposalStatus } from '../../../domain/proposalStatus';
import { archives, bankSlips, proposals, slipSettlements } from '../../../server/db/schema';
import { createBankSlips } from '../../../server/modules/bank-slips/commands';
import { createQuote, daysFromToday, otherBrokerCaller, quoteBody } from '../proposals/helpers';
import { type Caller, callerFor, expectStatus, otherTenantCaller } from '../support/caller';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let filesDir: string;
let admin: Caller;
let corretor: Caller;
let horizonte: Caller;
let otherTenant: Caller;

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'aval-slips-'));
  t = await createTestApp({ config: { filesDir } });
  admin = await callerFor(t.app, 'admin');
  corretor = await callerFor(t.app, 'corretor');
  otherTenant = await otherTenantCaller(t.app);
  horizonte = await otherBrokerCaller(t);
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** A quote of the demo broker put in Aguardando Pagamento with its premium, as issuing leaves it. */
const awaitingPayment = async () => {
  const quote = await createQuote(corretor, await quoteBody(t.db));
  await t.db
    .update(proposals)
    .set({
      status: ProposalStatus.AguardandoPagamento,
      insurancePremium: '1000.00',
      numberOfInstallment: 3,
    })
    .where(eq(proposals.id, quote.Id));
  return quote;
};

const issueSlips = async (quote: ProposalDetail) => {
  const [row] = await t.db.select().from(proposals).where(eq(proposals.id, quote.Id));
  return t.db.transaction((tx) =>
    createBankSlips(tx, {
      companyId: row.companyId,
      proposalId: row.id,
      premium: '1000.00',
      installments: 3,
      firstDueDate: daysFromToday(5),
    }),
  );
};

const download = (caller: Caller, quote: ProposalDetail) =>
  caller.get('/api/Proposal/DownloadBankSlip', { ProposalUniqueId: quote.UniqueId });

const pdfText = async (url: string) => {
  const parsed = new URL(url);
  const response = await t.app.inject({ method: 'GET', url: `${parsed.pathname}${parsed.search}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const file = join(filesDir, `read-${Date.now()}-${Math.random()}.pdf`);
  await writeFile(file, response.rawPayload);
  const { stdout } = await promisify(execFile)('/usr/bin/pdftotext', [file, '-']);
  return stdout;
};

describe('createBankSlips', () => {
  it('creates one valid slip per instalment, unique nosso número, and is idempotent', async () => {
    const quote = await awaitingPayment();
    const slips = await issueSlips(quote);
    expect(slips.map((slip) => [slip.installmentNumber, slip.amount])).toEqual([
      [1, '333.34'],
      [2, '333.33'],
      [3, '333.33'],
    ]);
    expect(new Set(slips.map((slip) => slip.ourNumber)).size).toBe(3);
    for (const slip of slips) {
      const checked = boletoUtils.validarBoleto(slip.digitableLine);
      expect(checked.sucesso).toBe(true);
      expect(checked.codigoBarras).toBe(slip.barcode);
      expect(slip.pixPayload).toContain('br.gov.bcb.pix');
    }
    const again = await issueSlips(quote);
    expect(again.map((slip) => slip.id)).toEqual(slips.map((slip) => slip.id));

    // another proposal's slips continue the tenant's numbering
    const other = await issueSlips(await awaitingPayment());
    expect(Math.min(...other.map((slip) => slip.ourNumber))).toBeGreaterThan(
      Math.max(...slips.map((slip) => slip.ourNumber)),
    );
  });
});

describe('DownloadBankSlip', () => {
  it('answers one signed PDF per instalment with the linha digitável, reused on the next call', async () => {
    const quote = await awaitingPayment();
    const slips = await issueSlips(quote);
    const answer = await download(corretor, quote);
    expectStatus(answer, 200);
    const links = (answer.data as { LinksToDownload: string[] }).LinksToDownload;
    expect(links).toHaveLength(3);
    if (existsSync('/usr/bin/pdftotext')) {
      const text = await pdfText(links[0]);
      expect(text).toContain(formatDigitableLine(slips[0].digitableLine));
      expect(text).toContain('R$ 333,34');
      expect(text).toContain('Construtora Alvorada Ltda.');
      expect(text).toContain('Pague com PIX');
    }
    const archivesBefore = await t.db.select().from(archives).where(eq(archives.ownerId, quote.Id));
    expectStatus(await download(admin, quote), 200);
    const archivesAfter = await t.db.select().from(archives).where(eq(archives.ownerId, quote.Id));
    expect(archivesAfter.length).toBe(archivesBefore.length);
  });

  it('is 409 without slips, and 404 for another broker or tenant', async () => {
    const quote = await awaitingPayment();
    const none = await download(corretor, quote);
    expectStatus(none, 409);
    expect(none.errors[0]).toContain('ainda não tem boletos');
    await issueSlips(quote);
    expectStatus(await download(horizonte, quote), 404);
    expectStatus(await download(otherTenant, quote), 404);
    expectStatus(
      await corretor.get('/api/Proposal/DownloadBankSlip', { ProposalUniqueId: 'x' }),
      400,
    );
  });
});

describe('GetBankSlips', () => {
  it('lists the slips with their payment state and settlement source', async () => {
    const quote = await awaitingPayment();
    const slips = await issueSlips(quote);
    await t.db
      .update(bankSlips)
      .set({ status: 'PAGO', paidAt: daysFromToday(1), paidAmount: '333.34' })
      .where(eq(bankSlips.id, slips[0].id));
    await t.db.insert(slipSettlements).values({
      companyId: slips[0].companyId,
      bankSlipId: slips[0].id,
      source: 'MANUAL',
      amount: '333.34',
      paidAt: daysFromToday(1),
      justification: 'Pago no caixa',
    });
    const answer = await corretor.get('/api/Proposal/GetBankSlips', {
      ProposalUniqueId: quote.UniqueId,
    });
    expectStatus(answer, 200);
    const list = answer.data as BankSlipSummary[];
    expect(
      list.map((slip) => [slip.InstallmentNumber, slip.StatusName, slip.SettlementSource]),
    ).toEqual([
      [1, 'Pago', 'MANUAL'],
      [2, 'Em aberto', null],
      [3, 'Em aberto', null],
    ]);
    expect(list[0].PaidAt).toBe(daysFromToday(1));
    expectStatus(
      await otherTenant.get('/api/Proposal/GetBankSlips', { ProposalUniqueId: quote.UniqueId }),
      404,
    );
  });
});
