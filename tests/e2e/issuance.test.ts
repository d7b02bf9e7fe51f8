import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import boletoUtils from '@mrmgomes/boleto-utils';
import type { Browser, Page } from 'playwright-core';
import { amountInWords } from '../../domain/amountInWords';
import { barcodeCheckDigit, formatDigitableLine, mod11Remainder } from '../../domain/boleto';
import { buildCnab240Return } from '../../domain/cnab240';
import type { BankSlipSummary, PolicyBrief } from '../../domain/contracts/policies';
import type { ProposalDetail, ProposalSummary } from '../../domain/contracts/proposals';
import { maskDocument } from '../../domain/cpfCnpj';
import { formatBRL, formatDate } from '../../domain/format';
import { todayInBrazil } from '../../domain/policyTerm';
import { ProposalStatus } from '../../domain/proposalStatus';
import { demoTenant } from '../../server/db/seed/demoTenant';
import { launchBrowser, signIn } from './support/browser';
import { gatewayAs } from './support/gateway';
import { type RunningServer, startServer } from './support/server';

/** Screenshots of each step, to look at while the test is written (E2E_SCREENSHOTS=dir). */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (!SCREENSHOTS) return;
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
};

const waitUntil = async (check: () => Promise<boolean>, what: string, timeout = 20_000) => {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`timed out waiting for ${what}`);
};

/**
 * The PDF's text as pdftotext reads it in reading order (-layout), and the same with every run of
 * blanks and line ends as one space (`flat`: long values wrap inside the document's columns).
 */
const pdfText = async (pdf: Buffer) => {
  const dir = await mkdtemp(join(tmpdir(), 'aval-e2e-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const run = promisify(execFile);
    const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
    return { text, flat: text.replace(/\s+/g, ' ') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/**
 * The portal opens signed links (slips, the policy) in new tabs with window.open: the page keeps
 * them instead, for the test to fetch.
 */
const keepOpenedLinks = (page: Page) =>
  page.evaluate(() => {
    const opened: string[] = [];
    Object.assign(window, { openedUrls: opened });
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });

const openedLinks = async (page: Page, count: number) => {
  const links = await page.waitForFunction(
    (expected) => {
      const opened = (window as unknown as { openedUrls: string[] }).openedUrls;
      return opened.length >= expected && opened;
    },
    count,
    { timeout: 30_000 },
  );
  return (await links.jsonValue()) as string[];
};

/** A signed link's file, fetched from the server the test started (the link names localhost). */
const fetchPdf = async (page: Page, baseUrl: string, url: string) => {
  const link = new URL(url);
  assert.match(link.pathname + link.search, /^\/files\/.+\?exp=\d+&sig=/);
  const response = await page.request.get(`${baseUrl}${link.pathname}${link.search}`);
  assert.equal(response.status(), 200);
  assert.equal(response.headers()['content-type'], 'application/pdf');
  return response.body();
};

/** The success modal after an action, closed by hand once it says `message`. */
const closeSuccess = async (page: Page, message: string) => {
  const success = page.getByRole('dialog', { name: 'Sucesso' });
  await success.getByText(message).waitFor({ timeout: 30_000 });
  await success.getByRole('button', { name: 'Fechar' }).click();
  await success.waitFor({ state: 'detached' });
};

/** A detail page's header: its title (level-1 heading) and the status chip beside it. */
const header = (page: Page, title: RegExp) =>
  page.getByRole('heading', { level: 1, name: title }).locator('..');

const waitForStatus = (page: Page, title: RegExp, status: string) =>
  waitUntil(
    async () =>
      (await header(page, title).count()) > 0 &&
      (await header(page, title).innerText()).includes(status),
    `the page to show "${status}"`,
    30_000,
  );

/** A card of a detail page, by its title. */
const card = (page: Page, title: string) =>
  page
    .locator('.MuiCard-root')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

const PROPOSAL_TITLE = /^Proposta nº \d+$/;
const POLICY_TITLE = /^Apólice nº [\d.-]+$/;

describe('issuance: the broker issues, the slip is paid by a CNAB return, the policy is issued, validated in public and cancelled', () => {
  let server: RunningServer;
  let browser: Browser;
  /** The demo broker (corretor). */
  let broker: Page;
  /** The insurer's administrator (admin): finance and the internal cancellation. */
  let staff: Page;
  /** Nobody signed in: the public validation page. */
  let visitor: Page;
  let proposal: ProposalDetail;
  let slip: BankSlipSummary;
  /** The slip's nosso número, as its PDF prints it (carteira/number-digit). */
  let ourNumber = 0;
  /** The same, as Bradesco's CNAB 240 return writes it in segment T positions 38–57. */
  let ourNumberField = '';
  let policyNumber = '';
  let policyUniqueId = '';
  /** The public validation link the policy's PDF carries (its QR code's target). */
  let validationLink = '';

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const context = () =>
      browser.newContext({ locale: 'pt-BR', viewport: { width: 1440, height: 1000 } });
    broker = await (await context()).newPage();
    staff = await (await context()).newPage();
    visitor = await (await context()).newPage();
    await signIn(broker, server.baseUrl, 'corretor');
    await signIn(staff, server.baseUrl, 'admin');
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the broker issues a proposal awaiting issuance: Aguardando Pagamento de Boleto, with its bank slips', async () => {
    // a seeded proposal of the broker's, approved by the engines (Aguardando Emissão)
    const gateway = await gatewayAs(server.baseUrl, 'corretor');
    const { Data: waiting } = await gateway.get<{ Data: ProposalSummary[] }>(
      '/api/Proposal/SearchProposals',
      {
        StatusId: String(ProposalStatus.AguardandoEmissao),
        rowsPerPage: '10',
        sortField: 'Number',
        sortOrder: 'ASC',
      },
    );
    assert.ok(waiting.length > 0, 'a seeded proposal awaiting issuance');
    proposal = await gateway.get<ProposalDetail>('/api/Proposal/GetProposalByUniqueId', {
      ProposalUniqueId: waiting[0].UniqueId,
    });
    assert.ok(proposal.AllowedActions.includes('issue'), proposal.AllowedActions.join());

    await broker.goto(`${server.baseUrl}/propostas/proposta/${proposal.UniqueId}`);
    await waitForStatus(broker, PROPOSAL_TITLE, 'Aguardando Emissão');
    assert.equal(await card(broker, 'Boletos').count(), 0, 'no slips before issuing');
    await broker.getByRole('button', { name: 'Emitir', exact: true }).click();
    const confirm = broker.getByRole('dialog', { name: 'Emitir' });
    await confirm.getByText(`Emitir a proposta nº ${proposal.Number}?`).waitFor();
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await closeSuccess(
      broker,
      'Boletos gerados. A apólice será emitida quando o primeiro boleto for pago.',
    );
    await waitForStatus(broker, PROPOSAL_TITLE, 'Aguardando Pagamento de Boleto');
    assert.equal(await broker.getByRole('button', { name: 'Emitir', exact: true }).count(), 0);

    // the slips card: one slip per instalment, each open, with its linha digitável
    const slips = card(broker, 'Boletos');
    await slips.waitFor({ timeout: 20_000 });
    const installments = proposal.NumberOfInstallment ?? 1;
    await waitUntil(
      async () => (await slips.getByText('Em aberto', { exact: true }).count()) === installments,
      `${installments} open slips`,
    );
    [slip] = await gateway.get<BankSlipSummary[]>('/api/Proposal/GetBankSlips', {
      ProposalUniqueId: proposal.UniqueId,
    });
    assert.equal(slip.InstallmentNumber, 1);
    await slips.getByText(formatDigitableLine(slip.DigitableLine)).waitFor();
    // the amount, whatever blank the narrow cell wraps it at
    assert.match(await slips.innerText(), new RegExp(formatBRL(slip.Amount).replace(/\W/g, '.')));
    await shot(broker, '1-issued');
  });

  it('"Baixar boletos" gives one PDF per instalment; the first one’s linha digitável and barcode validate with boleto-utils', async () => {
    await keepOpenedLinks(broker);
    await card(broker, 'Boletos').getByRole('button', { name: 'Baixar boletos' }).click();
    const links = await openedLinks(broker, proposal.NumberOfInstallment ?? 1);
    const { text } = await pdfText(await fetchPdf(broker, server.baseUrl, links[0]));

    // the line as the slip prints it, read back from the PDF's text
    const printed = /\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}/.exec(text)?.[0];
    assert.ok(printed, `no linha digitável in the slip:\n${text}`);
    const line = printed.replace(/\D/g, '');
    assert.equal(line, slip.DigitableLine);
    const checked = boletoUtils.validarBoleto(line);
    assert.equal(checked.sucesso, true, `${line}: ${checked.mensagem}`);
    const barcode = checked.codigoBarras;
    assert.match(barcode, /^\d{44}$/);
    assert.equal(boletoUtils.codBarras2LinhaDigitavel(barcode, false), line);
    // the amount and the due date the barcode carries (due-date factor restarted on 22/02/2025)
    assert.equal(Number(barcode.slice(9, 19)) / 100, Number(slip.Amount));
    const due =
      slip.DueDate >= '2025-02-22'
        ? (checked as unknown as { vencimentoComNovoFator2025: Date }).vencimentoComNovoFator2025
        : checked.vencimento;
    assert.equal(new Date(due).toISOString().slice(0, 10), slip.DueDate);
    // the barcode's general digit: boleto-utils checks it with the arrecadação rule, which
    // differs from FEBRABAN's bank slip rule (1) when the remainder is 0 or 1 (tests/unit/boleto)
    const generalDigit = barcode.slice(0, 4) + barcode.slice(5);
    assert.equal(barcode[4], String(barcodeCheckDigit(generalDigit)));
    if (mod11Remainder(generalDigit) > 1) {
      assert.equal(boletoUtils.validarBoleto(barcode).sucesso, true, barcode);
    }

    // what else the slip prints: amount, due date, payer, beneficiary, nosso número, PIX
    for (const expected of [
      formatBRL(slip.Amount),
      formatDate(slip.DueDate),
      proposal.PolicyHolder.Name,
      demoTenant.company.name,
      'Pague com PIX',
    ]) {
      assert.ok(text.includes(expected), `"${expected}" not in the slip:\n${text}`);
    }
    const ours = /(\d{2})\/(\d{11})-([\dP])/.exec(text);
    assert.ok(ours, `no nosso número in the slip:\n${text}`);
    // the free field (Bradesco layout: agency, carteira, nosso número, account) carries it too
    assert.equal(barcode.slice(25, 36), ours[2]);
    ourNumber = Number(ours[2]);
    // carteira in 3, five zeros, the nosso número in 11 and its digit
    ourNumberField = `0${ours[1]}00000${ours[2]}${ours[3]}`;
  });

  it('finance uploads the bank’s CNAB 240 return paying the slip: the line is Liquidado and the policy issued', async () => {
    const today = todayInBrazil();
    const fileName = `RETORNO-${proposal.Number}.RET`;
    const file = buildCnab240Return({
      bankCode: slip.DigitableLine.slice(0, 3),
      bankName: 'BANCO BRADESCO S.A.',
      companyDocument: demoTenant.company.cnpj,
      companyName: demoTenant.company.name,
      generatedOn: today,
      fileSequence: proposal.Number,
      titles: [
        {
          ourNumber,
          ourNumberField,
          dueDate: slip.DueDate,
          faceValue: slip.Amount,
          paidOn: today,
          payerName: proposal.PolicyHolder.Name,
          payerDocument: proposal.PolicyHolder.CpfCnpj,
        },
      ],
    });

    await staff.goto(`${server.baseUrl}/financeiro/retorno-cnab`);
    await staff.getByRole('heading', { level: 1, name: 'Retorno bancário (CNAB 240)' }).waitFor();
    await staff.getByLabel('Arquivo de retorno').setInputFiles({
      name: fileName,
      mimeType: 'text/plain',
      buffer: Buffer.from(file, 'latin1'),
    });
    await staff.getByText(`Arquivo: ${fileName}`).waitFor();
    await staff.getByRole('button', { name: 'Processar arquivo' }).click();

    const result = staff
      .locator('.MuiCard-root')
      .filter({ has: staff.getByRole('heading', { name: `Resultado do arquivo ${fileName}` }) });
    await result.waitFor({ timeout: 30_000 });
    const shown = await result.innerText();
    // the counters, then the file's one title: Liquidado, and the policy its payment issued
    assert.match(shown, /\b1\s+Liquidados\s+0\s+Já liquidados\s+0\s+Rejeitados/, shown);
    await result.getByText('Liquidado', { exact: true }).waitFor();
    const issued = new RegExp(
      `Parcela 1 da proposta ${proposal.Number} liquidada\\. Apólice ([\\d.-]+) emitida\\.`,
    ).exec(shown);
    assert.ok(issued, shown);
    policyNumber = issued[1];
    assert.ok(shown.includes(formatBRL(slip.Amount)), shown);
    // and the file joins the processed ones, to be reopened later
    await card(staff, 'Arquivos processados').getByText(fileName).waitFor();
    await shot(staff, '3-cnab-result');
  });

  it('the policy is Emitida in the broker’s list and detail; its PDF names the insurer, SUSEP, holder, insured, IS and the validation link', async () => {
    await broker.goto(`${server.baseUrl}/apolices`);
    await broker.getByRole('textbox', { name: 'Nº da apólice' }).fill(policyNumber);
    const row = broker.getByRole('row').filter({ hasText: policyNumber });
    await waitUntil(async () => (await broker.getByRole('row').count()) === 2, 'one policy found');
    assert.match(await row.innerText(), /Emitida/);
    assert.match(await row.innerText(), new RegExp(proposal.PolicyHolder.Name.replace('.', '\\.')));
    await shot(broker, '4-policy-list');
    await row.getByText(policyNumber).click();
    await broker.waitForURL(/\/apolice\/[0-9a-f-]{36}$/);
    policyUniqueId = new URL(broker.url()).pathname.split('/').pop() as string;

    await waitForStatus(broker, POLICY_TITLE, 'Emitida');
    await broker.getByRole('heading', { level: 1, name: `Apólice nº ${policyNumber}` }).waitFor();
    const page = await broker.locator('[data-testid="page-apolice"]').innerText();
    assert.ok(page.includes(proposal.PolicyHolder.Name), page);
    assert.ok(proposal.Insured && page.includes(proposal.Insured.Name), page);
    await shot(broker, '4-policy-detail');

    // the payment shows on the policy: the first slip paid through the bank's return
    const gateway = await gatewayAs(server.baseUrl, 'corretor');
    const brief = await gateway.get<PolicyBrief>('/api/Policy/GetPolicyShortBrief', {
      policyUniqueId,
    });
    assert.equal(brief.PolicyNumber, policyNumber);
    const paid = brief.BankSlips.find((row) => row.InstallmentNumber === 1);
    assert.equal(paid?.Status, 'PAGO');
    assert.equal(paid?.SettlementSource, 'CNAB');

    await keepOpenedLinks(broker);
    await broker.getByRole('button', { name: 'Baixar apólice' }).click();
    const [link] = await openedLinks(broker, 1);
    const { text, flat } = await pdfText(await fetchPdf(broker, server.baseUrl, link));
    const prime = demoTenant.brokers.find((row) => row.key === 'prime');
    const insured = proposal.Insured;
    assert.ok(insured);
    for (const expected of [
      'APÓLICE DE SEGURO GARANTIA',
      `Apólice nº ${policyNumber} — proposta nº ${proposal.Number}`,
      demoTenant.company.name,
      `CNPJ ${maskDocument(demoTenant.company.cnpj)}`,
      `Código SUSEP ${demoTenant.company.susepCode}`,
      `Tomador ${proposal.PolicyHolder.Name}`,
      `Segurado ${insured.Name}`,
      `Modalidade ${brief.ModalityName}`,
      // the IS in figures and in words
      `${formatBRL(brief.InsuredAmountValue)} (${amountInWords(brief.InsuredAmountValue)})`,
      `de ${formatDate(brief.StartDate)} a ${formatDate(brief.EndDate)}`,
      `${prime?.name} — CNPJ ${maskDocument(prime?.cnpj)} — registro SUSEP ${prime?.susepCode}`,
      `Emitida em ${formatDate(todayInBrazil())}.`,
    ]) {
      assert.ok(flat.includes(expected), `"${expected}" not in the policy:\n${text}`);
    }
    if (brief.GeneralConditionsProcessNumber) {
      assert.ok(flat.includes(`Processo SUSEP ${brief.GeneralConditionsProcessNumber}`), text);
    }
    // the QR code's target, printed at the end: the public page with the number and a document
    // (the link wraps: its lines up to the next blank one, joined)
    const printed = /Confira a autenticidade desta apólice em\s+([^\n]+(?:\n[^\n]+)*)/.exec(text);
    assert.ok(printed, `no validation link in the policy:\n${text}`);
    validationLink = printed[1].replace(/\s+/g, '');
    const target = new URL(validationLink);
    assert.equal(target.pathname, '/validar-apolice');
    assert.equal(target.searchParams.get('numero'), policyNumber);
    assert.ok(
      [insured.CpfCnpj, proposal.PolicyHolder.CpfCnpj].includes(
        target.searchParams.get('documento') ?? '',
      ),
      validationLink,
    );
    assert.ok(flat.includes(`CPF/CNPJ do segurado ${maskDocument(insured.CpfCnpj)}`), text);
  });

  it('the QR link opens /validar-apolice signed out, pre-filled, and confirms the policy', async () => {
    const target = new URL(validationLink);
    await visitor.goto(`${server.baseUrl}${target.pathname}${target.search}`);
    await visitor.getByTestId('page-validar-apolice').waitFor();
    assert.equal(
      await visitor.getByRole('textbox', { name: /Número da apólice/ }).inputValue(),
      policyNumber,
    );
    const answer = visitor.getByRole('status');
    await answer.getByText(`Apólice autêntica — nº ${policyNumber}`).waitFor({ timeout: 20_000 });
    const shown = await answer.innerText();
    assert.match(shown, /Emitida/);
    assert.ok(shown.includes(demoTenant.company.name), shown);
    assert.ok(shown.includes(proposal.Modality?.Name ?? ''), shown);
    assert.ok(shown.includes(formatBRL(proposal.InsuredAmountValue)), shown);
    await shot(visitor, '5-validated');
  });

  it('staff cancel the policy from its detail, see the refund before confirming, and it becomes Cancelada', async () => {
    await staff.goto(`${server.baseUrl}/apolice/${policyUniqueId}`);
    await waitForStatus(staff, POLICY_TITLE, 'Emitida');
    await staff.getByRole('button', { name: 'Cancelar apólice' }).click();
    const dialog = staff.getByRole('dialog', { name: `Cancelar a apólice nº ${policyNumber}` });
    await dialog
      .getByRole('textbox', { name: /Motivo do cancelamento/ })
      .fill('Contrato garantido rescindido pelo segurado.');
    await dialog.getByRole('button', { name: 'Calcular restituição' }).click();
    const refund = dialog.getByRole('region', { name: 'Restituição calculada' });
    await refund.waitFor({ timeout: 20_000 });
    const simulated = await refund.innerText();
    assert.match(simulated, /Prêmio retido\s+R\$ [\d.,]+/, simulated);
    const shownRefund = /Restituição\s+(R\$ [\d.,]+)/.exec(simulated)?.[1];
    assert.ok(shownRefund, simulated);
    const method = /Método\s+([^\n]+)/.exec(simulated)?.[1].trim();
    assert.ok(method === 'Pro rata temporis' || method === 'Tabela de prazo curto (SUSEP)', method);
    assert.ok(simulated.includes(formatDate(todayInBrazil())), simulated);
    await shot(staff, '6-refund');
    // nothing cancelled yet: the refund is only shown
    const gateway = await gatewayAs(server.baseUrl, 'admin');
    const read = () =>
      gateway.get<PolicyBrief>('/api/Policy/GetPolicyShortBrief', { policyUniqueId });
    assert.equal((await read()).StatusName, 'Emitida');

    await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    await waitForStatus(staff, POLICY_TITLE, 'Cancelada');
    // the detail now shows the cancellation with the refund confirmed
    const cancellation = card(staff, 'Cancelamento');
    await cancellation.getByText(shownRefund).waitFor();
    const cancelled = await cancellation.innerText();
    assert.match(cancelled, /Contrato garantido rescindido pelo segurado\./);
    assert.ok(cancelled.includes(method), cancelled);
    await shot(staff, '6-cancelled');

    const brief = await read();
    assert.equal(brief.StatusName, 'Cancelada');
    assert.equal(formatBRL(brief.RefundValue), shownRefund);
    assert.equal(brief.CancelReason, 'Contrato garantido rescindido pelo segurado.');

    // the public page now answers the policy's new status
    const target = new URL(validationLink);
    await visitor.goto(`${server.baseUrl}${target.pathname}${target.search}`);
    const answer = visitor.getByRole('status');
    await answer.getByText(`Apólice autêntica — nº ${policyNumber}`).waitFor({ timeout: 20_000 });
    assert.match(await answer.innerText(), /Cancelada/);
  });
});
