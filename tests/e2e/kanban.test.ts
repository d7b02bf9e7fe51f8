import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ProposalDetail } from '../../domain/contracts/proposals';
import type { RequestDocument } from '../../domain/requestDocuments';
import { localDayPlus } from '../../resources/propostas/wizard/wizardModel';
import { launchBrowser, signIn } from './support/browser';
import { gatewayAs } from './support/gateway';
import { type RunningServer, startServer } from './support/server';

const waitUntil = async (check: () => Promise<boolean>, what: string, timeout = 20_000) => {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.fail(`timed out waiting for ${what}`);
};

/** The pipes page: opens one pipe's board by its tile. */
const openBoard = async (page: Page, baseUrl: string, pipeName: string) => {
  await page.goto(`${baseUrl}/kanban`);
  await page
    .getByRole('link', { name: new RegExp(pipeName) })
    .first()
    .click();
  await page.getByRole('region', { name: 'Entrada' }).waitFor({ timeout: 20_000 });
};

const column = (page: Page, step: string) => page.getByRole('region', { name: step, exact: true });

/** Drags a card with the mouse, as an analyst does, and drops it on another step's column. */
const dragTo = async (page: Page, card: ReturnType<Page['locator']>, step: string) => {
  const from = await card.boundingBox();
  const to = await column(page, step).boundingBox();
  assert.ok(from && to, 'the card and the column on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // past the library's small "sloppy click" threshold first, then across the board
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 25 });
  await page.waitForTimeout(300);
  await page.mouse.up();
};

describe('kanban: an analyst decides a proposal’s referral on the board; a colleague sees it live', () => {
  let server: RunningServer;
  let browser: Browser;
  let first: BrowserContext;
  let second: BrowserContext;
  let analyst: Page;
  let colleague: Page;
  let proposal: ProposalDetail;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    first = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    second = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    analyst = await first.newPage();
    colleague = await second.newPage();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a proposal above the automatic maximum, referred by the subscription engine, appears as a card in Subscrição', async () => {
    const broker = await gatewayAs(server.baseUrl, 'corretor');
    const insurer = await gatewayAs(server.baseUrl, 'admin');
    const holder = (
      await broker.get<{ UniqueId: string; Name: string }[]>(
        '/api/PolicyHolder/SearchPolicyHolder',
        { TextSearch: 'Construtora Alvorada', IgnoreInactive: 'true' },
      )
    ).find((row) => row.Name === 'Construtora Alvorada Ltda.');
    const [insured] = await broker.get<{ UniqueId: string }[]>('/api/Insured/SearchInsured', {
      TextSearch: 'Prefeitura Municipal de São Paulo',
    });
    const groups = await broker.get<{ Modalities: { Id: number; Name: string }[] }[]>(
      '/api/Modality/GetModalitiesGroups',
      {},
    );
    const modality = groups
      .flatMap((group) => group.Modalities)
      .find((m) => m.Name === 'Licitante');
    assert.ok(holder && insured && modality, 'the demo holder, insured and modality');
    const quote = await broker.post<ProposalDetail>('/api/Proposal/UpdateProposal', {
      PolicyHolderUniqueId: holder.UniqueId,
      InsuredUniqueId: insured.UniqueId,
      ModalityId: modality.Id,
      StartDate: localDayPlus(5),
      DeadlineDays: 90,
      InsuredAmountValue: '2000000.00',
    });
    for (const name of ['Edital', 'Contrato social']) {
      const document = await broker.post<RequestDocument>(
        '/api/Proposal/SaveProposalRequestDocument',
        {
          ProposalUniqueId: quote.UniqueId,
          Name: name,
          ArchiveUniqueIds: [await broker.upload(`${name}.pdf`)],
        },
      );
      await insurer.post('/api/InsuranceCompany/ReviewRequestDocument', {
        RequestDocumentUniqueId: document.UniqueId,
        Version: document.Version,
        Status: 'Conforme',
        ReviewNote: null,
      });
    }
    const current = await broker.get<ProposalDetail>('/api/Proposal/GetProposalByUniqueId', {
      ProposalUniqueId: quote.UniqueId,
    });
    const priced = await broker.post<ProposalDetail>('/api/Proposal/UpdateCalculateFinancialData', {
      ProposalUniqueId: quote.UniqueId,
      Version: current.Version,
    });
    proposal = await broker.post<ProposalDetail>('/api/Proposal/SubmitProposal', {
      ProposalUniqueId: quote.UniqueId,
      Version: priced.Version,
    });
    assert.equal(proposal.StatusName, 'Em análise');

    await signIn(analyst, server.baseUrl, 'admin');
    await openBoard(analyst, server.baseUrl, 'Subscrição');
    const card = column(analyst, 'Entrada').getByText(`Proposta ${proposal.Number} ·`, {
      exact: false,
    });
    await card.waitFor({ timeout: 20_000 });
    await analyst.screenshot({ path: '/tmp/e2e-kanban-board.png' }).catch(() => undefined);

    // the card opens its view: the proposal's data and the engine's reason
    await card.click();
    const dialog = analyst.getByRole('dialog', { name: 'Dados da Proposta' });
    await dialog.waitFor();
    await dialog
      .getByText(/acima do máximo para emissão automática/)
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: 'Fechar' }).last().click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('dragged to Aprovado, the proposal reaches Aguardando Emissão and a colleague’s board shows the move without reloading', async () => {
    await signIn(colleague, server.baseUrl, 'admin');
    await openBoard(colleague, server.baseUrl, 'Subscrição');
    const title = `Proposta ${proposal.Number} ·`;
    await column(colleague, 'Entrada').getByText(title, { exact: false }).waitFor();

    const card = column(analyst, 'Entrada').getByText(title, { exact: false });
    await dragTo(analyst, card, 'Aprovado');
    await column(analyst, 'Aprovado').getByText(title, { exact: false }).waitFor();

    // the colleague's board follows the move (no reload, no navigation)
    await column(colleague, 'Aprovado')
      .getByText(title, { exact: false })
      .waitFor({ timeout: 20_000 });
    assert.equal(await column(colleague, 'Entrada').getByText(title, { exact: false }).count(), 0);

    const insurer = await gatewayAs(server.baseUrl, 'admin');
    await waitUntil(async () => {
      const detail = await insurer.get<ProposalDetail>('/api/Proposal/GetProposalByUniqueId', {
        ProposalUniqueId: proposal.UniqueId,
      });
      return detail.StatusName === 'Aguardando Emissão';
    }, 'the proposal to reach Aguardando Emissão');
  });

  it('a broker’s documentation card approved clears the broker’s pending flags', async () => {
    await openBoard(analyst, server.baseUrl, 'Documentação da Corretora');
    const entrada = column(analyst, 'Entrada');
    const card = entrada.getByText(/Prime/).first();
    await card.waitFor();
    await card.click();
    const dialog = analyst.getByRole('dialog', { name: 'Dados da Corretora' });
    await dialog.waitFor();
    await dialog.getByText('Validação de conformidade pendente').first().waitFor();
    await dialog.getByRole('button', { name: 'Fechar' }).last().click();
    await dialog.waitFor({ state: 'detached' });

    await dragTo(analyst, card, 'Aprovado');
    await column(analyst, 'Aprovado').getByText(/Prime/).first().waitFor();

    const insurer = await gatewayAs(server.baseUrl, 'admin');
    const brokers = await insurer.get<{ Data: { UniqueId: string; Name: string }[] }>(
      '/api/Broker/GetSearchBrokers',
      { searchValue: 'Prime' },
    );
    const prime = brokers.Data.find((broker) => /Prime/.test(broker.Name));
    assert.ok(prime, 'the Prime brokerage');
    await waitUntil(async () => {
      const info = await insurer.get<{ Broker: { HasPendingComplianceValidation: boolean } }>(
        '/api/kanban/GetCardBrokerInfo',
        { BrokerUniqueId: prime.UniqueId },
      );
      return info.Broker.HasPendingComplianceValidation === false;
    }, 'the broker’s pending flag to clear');
  });
});
