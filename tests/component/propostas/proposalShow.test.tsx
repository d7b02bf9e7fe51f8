import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProposalDetail } from '../../../domain/contracts/proposals';
import { admin, corretor } from '../shell/fixtures';
import {
  PROPOSAL_ID,
  proposalDetail,
  proposalGateway,
  type ProposalWrite,
  renderProposalRoutes,
  stubGateway,
} from './proposalFixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The gateway with one proposal: reads answer `current`, writes move it as the handlers say. */
const gatewayWith = (initial: ProposalDetail, writes: Record<string, ProposalWrite> = {}) => {
  const { calls, callsTo } = proposalGateway(initial, {
    reads: {
      'Proposal/GetProposalRequestDocuments': (current) => ({
        RequestDocuments: current.RequestDocuments,
        DeletedRequestDocuments: current.DeletedRequestDocuments,
      }),
    },
    writes,
  });
  // the broker's detail reads the first, the insurer's summary the second: the same answer
  const reads = () => callsTo('Proposal/GetProposalByUniqueId');
  const insurerReads = () => callsTo('Proposal/GetProposalByUniqueId2');
  const callTo = (path: string) => calls.find((call) => call.path === path);
  return { calls, reads, insurerReads, callTo };
};

const brokerPath = `/propostas/proposta/${PROPOSAL_ID}`;
const insurerPath = `/propostas-seguradora/proposta/1/${PROPOSAL_ID}`;

const stale = () => {
  throw {
    status: 409,
    errors: ['A proposta foi alterada por outra pessoa. Recarregue a página e tente de novo.'],
  };
};

describe('the proposal detail', () => {
  it('shows the proposal card, observations, terms, memory, engine logs and history', async () => {
    const user = userEvent.setup();
    const { reads } = gatewayWith(proposalDetail());
    renderProposalRoutes(corretor, brokerPath);
    expect(await screen.findByRole('heading', { name: 'Proposta nº 1042' })).toBeTruthy();
    expect(reads()[0].query).toEqual({ ProposalUniqueId: PROPOSAL_ID });
    const card = screen
      .getByRole('heading', { name: 'Proposta', level: 2 })
      .closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByText('Construtora Alvorada Ltda. · 12.845.037/0001-90')).toBeTruthy();
    expect(within(card).getByText('Licitações · Licitante')).toBeTruthy();
    expect(within(card).getByText('01/02/2026 a 31/07/2026 (180 dias)')).toBeTruthy();
    expect(within(card).getByText('R$ 1.000.000,00')).toBeTruthy();
    expect(within(card).getByText('R$ 2.465,75')).toBeTruthy();
    expect(within(card).getByText('R$ 493,15 (20,00 %)')).toBeTruthy();
    expect(within(card).getByText(/À vista · carência de 30 dias/)).toBeTruthy();
    expect(screen.getByText('Anexar o edital completo.')).toBeTruthy();
    expect(screen.getByText(/^Ajuste solicitado · Ana Paula Ribeiro em 27\/01\/2026/)).toBeTruthy();
    // a broker with no action allowed on it (in analysis) sees none
    expect(screen.queryByRole('button', { name: 'Enviar para análise' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar proposta' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Objeto e cláusulas' }));
    const object = await screen.findByText('Edital 12/2026');
    expect(object.tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('Nenhuma cláusula particular.')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Memória de cálculo' }));
    const memory = await screen.findByRole('table', { name: 'Memória de cálculo' });
    const value = (label: string) =>
      within(within(memory).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(value('Importância segurada')).toEqual(['Informada', 'R$ 1.000.000,00']);
    expect(value('Prazo (dias)')).toEqual(['01/02/2026 a 31/07/2026', '180 dias']);
    expect(value('Taxa (% a.a.)')).toEqual(['Classe B do tomador', '0,50 %']);
    expect(value('Prêmio pelo prazo')).toEqual([
      'R$ 1.000.000,00 × 0,5000 % × 180 ÷ 365',
      'R$ 2.465,75',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Análise automática' }));
    const subscription = (await screen.findByRole('heading', { name: 'Subscrição' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(subscription).getByText('Encaminhado à seguradora')).toBeTruthy();
    expect(
      within(subscription).getByText(
        'IS acima do máximo automático da modalidade (R$ 1.000.000,00).',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Crédito' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Histórico' }));
    const quote = await screen.findByRole('region', { name: 'Cotação' });
    expect(within(quote).getByText(/^Carlos Corretor em 26\/01\/2026/)).toBeTruthy();
    const analysis = screen.getByRole('region', { name: 'Proposta' });
    expect(within(analysis).getByText('Subscrição')).toBeTruthy();
    expect(within(analysis).getByText('IS acima do máximo automático.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Emissão' })).toBeNull();
  });

  it("shows the proposal's documents, locked once the proposal left the broker", async () => {
    const user = userEvent.setup();
    gatewayWith(
      proposalDetail({
        RequestDocuments: [
          {
            Id: 1,
            UniqueId: 'doc-1',
            Name: 'Edital',
            Description: null,
            Status: 'Pendente',
            ReviewNote: null,
            IsDeleted: false,
            DeletedAt: null,
            CreatedAt: '2026-01-26T13:00:00.000Z',
            RequestedByName: null,
            Version: 1,
            Archives: [],
          },
        ],
      }),
    );
    renderProposalRoutes(corretor, brokerPath);
    await screen.findByRole('heading', { name: 'Proposta nº 1042' });
    await user.click(screen.getByRole('tab', { name: 'Documentos' }));
    expect(await screen.findByText('Edital')).toBeTruthy();
    expect(
      screen.getByText(
        'A proposta está com status "Em análise" e seus documentos não podem mais ser alterados.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Novo documento' })).toBeNull();
  });

  it('sends a quote to analysis with the Version read, then shows the new status', async () => {
    const user = userEvent.setup();
    const { reads, callTo } = gatewayWith(
      proposalDetail({
        StatusId: 1,
        StatusName: 'Cotação',
        AllowedActions: ['edit', 'submit', 'cancel', 'contractDraft'],
      }),
      {
        'Proposal/SubmitProposal': (_call, proposal) => ({
          ...proposal,
          StatusId: 3,
          StatusName: 'Aguardando Emissão',
          AllowedActions: ['cancel'],
          Version: 4,
        }),
      },
    );
    renderProposalRoutes(corretor, brokerPath);
    await screen.findByRole('heading', { name: 'Proposta nº 1042' });
    expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(
      `/propostas/proposta/editar/${PROPOSAL_ID}`,
    );
    await user.click(screen.getByRole('button', { name: 'Enviar para análise' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Proposta enviada. Status: Aguardando Emissão.')).toBeTruthy();
    expect(callTo('Proposal/SubmitProposal')?.body).toEqual({
      ProposalUniqueId: PROPOSAL_ID,
      Version: 3,
    });
    expect(reads().length).toBeGreaterThanOrEqual(2);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Enviar para análise' })).toBeNull(),
    );
    expect(screen.getAllByText('Aguardando Emissão').length).toBeGreaterThan(0);
  });

  it('opens the contract draft the gateway renders', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const url = 'http://localhost/files/minuta.pdf?sig=1';
    stubGateway({
      'Proposal/GetProposalByUniqueId': () =>
        proposalDetail({ StatusId: 1, AllowedActions: ['contractDraft'] }),
      'Proposal/GetProposalRequestDocuments': () => ({
        RequestDocuments: [],
        DeletedRequestDocuments: [],
      }),
      'Proposal/GenerateContractDraft': () => ({ UrlToDownload: url, FileName: 'minuta.pdf' }),
    });
    renderProposalRoutes(corretor, brokerPath);
    await user.click(await screen.findByRole('button', { name: 'Minuta do contrato' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener'));
  });

  it("shows the gateway's refusal of a submission", async () => {
    const user = userEvent.setup();
    gatewayWith(proposalDetail({ StatusId: 1, AllowedActions: ['submit'] }), {
      'Proposal/SubmitProposal': stale,
    });
    renderProposalRoutes(corretor, brokerPath);
    await user.click(await screen.findByRole('button', { name: 'Enviar para análise' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText(
        'A proposta foi alterada por outra pessoa. Recarregue a página e tente de novo.',
      ),
    ).toBeTruthy();
  });

  it('cancels only with a justification, keeping it on screen when the gateway refuses', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { callTo, reads } = gatewayWith(
      proposalDetail({ StatusId: 1, AllowedActions: ['edit', 'cancel'] }),
      {
        'Proposal/CancelProposal': (_call, proposal) => {
          if (refuse) return stale();
          return { ...proposal, StatusId: 99, StatusName: 'Cancelada', AllowedActions: [] };
        },
      },
    );
    renderProposalRoutes(corretor, brokerPath);
    await user.click(await screen.findByRole('button', { name: 'Cancelar proposta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a proposta nº 1042' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar proposta' }));
    expect(within(dialog).getByText('Informe o motivo do cancelamento.')).toBeTruthy();
    expect(callTo('Proposal/CancelProposal')).toBeUndefined();

    const field = within(dialog).getByRole('textbox', { name: 'Justificativa' });
    await user.type(field, 'Licitação revogada pelo órgão.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar proposta' }));
    expect(
      await within(dialog).findByText(
        'A proposta foi alterada por outra pessoa. Recarregue a página e tente de novo.',
      ),
    ).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('Licitação revogada pelo órgão.');
    expect(callTo('Proposal/CancelProposal')).toMatchObject({
      query: { ProposalUniqueId: PROPOSAL_ID },
      body: { Justification: 'Licitação revogada pelo órgão.', Version: 3 },
    });

    refuse = false;
    const readsBefore = reads().length;
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar proposta' }));
    expect(await screen.findByText('Proposta cancelada.')).toBeTruthy();
    expect(reads().length).toBeGreaterThan(readsBefore);
  });

  it('reads the broker detail with GetProposalByUniqueId, the insurer summary with …ById2', async () => {
    const { reads, insurerReads } = gatewayWith(proposalDetail());
    renderProposalRoutes(admin, insurerPath);
    expect(await screen.findByRole('heading', { name: 'Proposta nº 1042' })).toBeTruthy();
    expect(insurerReads().map((call) => call.query)).toEqual([{ ProposalUniqueId: PROPOSAL_ID }]);
    expect(reads()).toHaveLength(0);
    cleanup();

    renderProposalRoutes(corretor, brokerPath);
    expect(await screen.findByRole('heading', { name: 'Proposta nº 1042' })).toBeTruthy();
    expect(reads().map((call) => call.query)).toEqual([{ ProposalUniqueId: PROPOSAL_ID }]);
    expect(insurerReads()).toHaveLength(1);
  });

  it("gives the insurer its actions: adjustment request and an engine's re-run", async () => {
    const user = userEvent.setup();
    const { calls, callTo, insurerReads } = gatewayWith(
      proposalDetail({ AllowedActions: ['requestAdjustment', 'cancel', 'rerunEngines'] }),
      {
        'Proposal/RequestProposalAdjustment': (_call, proposal) => ({
          ...proposal,
          StatusId: 6,
          StatusName: 'Aguardando Corretor',
          AllowedActions: ['cancel'],
        }),
        'Proposal/ExecuteAutomaticCreditApprovalValidation': (_call, proposal) => proposal,
      },
    );
    renderProposalRoutes(admin, insurerPath);
    await screen.findByRole('heading', { name: 'Proposta nº 1042' });
    // the broker's actions and screens are not the insurer's
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Voltar para as propostas' }).getAttribute('href'),
    ).toBe('/propostas-seguradora');

    await user.click(screen.getByRole('button', { name: 'Reprocessar motores' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Motor Crédito' }));
    expect(await screen.findByText('Motor Crédito reprocessado. Status: Em análise.')).toBeTruthy();
    expect(callTo('Proposal/ExecuteAutomaticCreditApprovalValidation')?.query).toEqual({
      ProposalUniqueId: PROPOSAL_ID,
    });
    await user.click(screen.getByRole('button', { name: 'Fechar' }));

    // the success modal closes before the page takes clicks again
    await user.click(await screen.findByRole('button', { name: 'Solicitar ajuste' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Solicitar ajuste na proposta nº 1042',
    });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Observação ao corretor' }),
      'Anexar o edital completo.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar ajuste' }));
    expect(await screen.findByText('Ajuste solicitado ao corretor.')).toBeTruthy();
    expect(callTo('Proposal/RequestProposalAdjustment')?.body).toEqual({
      ProposalUniqueId: PROPOSAL_ID,
      Observation: 'Anexar o edital completo.',
      Version: 3,
    });
    // after each action the summary reads the proposal again, through the insurer's call
    await waitFor(() => expect(insurerReads().length).toBeGreaterThanOrEqual(3));
    expect(calls.some((call) => call.path === 'Proposal/GetProposalByUniqueId')).toBe(false);
  });

  it('says so when the proposal is not found', async () => {
    stubGateway({
      'Proposal/GetProposalByUniqueId2': () => {
        throw { status: 404, errors: ['Proposta não encontrada.'] };
      },
    });
    renderProposalRoutes(admin, insurerPath);
    const alert = (await screen.findByText('Proposta não encontrada.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/propostas-seguradora');
  });
});

describe('the proposal timeline', () => {
  it('groups the events by situation group with who and when', async () => {
    gatewayWith(proposalDetail());
    renderProposalRoutes(corretor, `/propostas/timeline/${PROPOSAL_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Linha do tempo da proposta nº 1042' }),
    ).toBeTruthy();
    const groups = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(groups).toEqual(['Cotação', 'Proposta']);
    const analysis = screen.getByRole('region', { name: 'Proposta' });
    expect(within(analysis).getByText('Seguradora')).toBeTruthy();
    expect(
      within(analysis).getByText(/^Motores automáticos em 26\/01\/2026 às \d\d:\d\d$/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para a proposta' }).getAttribute('href')).toBe(
      `/propostas/proposta/${PROPOSAL_ID}`,
    );
  });
});
