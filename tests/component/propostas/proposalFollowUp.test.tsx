import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProposalDetail } from '../../../domain/contracts/proposals';
import type { ProposalRiskChange } from '../../../domain/contracts/proposalTexts';
import { admin, analista, corretor } from '../shell/fixtures';
import {
  noRiskChange,
  PROPOSAL_ID,
  proposalDetail,
  proposalGateway,
  type ProposalWrite,
  renderProposalRoutes,
} from './proposalFixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STALE =
  'A proposta foi alterada por outra pessoa depois que você a abriu. Recarregue para ver a versão atual; o que você digitou continua na tela.';

/** The risk data changed after approval: the IS and the end of the term. */
const riskChanged = (proposal: ProposalDetail): ProposalRiskChange => ({
  ...noRiskChange(proposal),
  HasRiskChange: true,
  Changes: [
    {
      Key: 'EndDate',
      Label: 'Fim de vigência',
      Origin: '31/07/2026',
      Current: '31/12/2026',
    },
    {
      Key: 'InsuredAmountValue',
      Label: 'Importância segurada',
      Origin: 'R$ 1.000.000,00',
      Current: 'R$ 1.500.000,00',
    },
    { Key: 'InsuredLocationId', Label: 'Endereço do segurado', Origin: null, Current: 'Rua A' },
  ],
});

/**
 * The gateway with one proposal: its reads answer the proposal as it stands (and its risk change
 * as `riskOf` reads it), each write moves it as its handler says.
 */
const gatewayWith = (
  initial: ProposalDetail,
  riskOf: (proposal: ProposalDetail) => ProposalRiskChange,
  writes: Record<string, ProposalWrite> = {},
) => proposalGateway(initial, { reads: { 'Proposal/GetProposalRiskChange': riskOf }, writes });

const detailPath = `/propostas/proposta/${PROPOSAL_ID}`;
const timelinePath = `/propostas/timeline/${PROPOSAL_ID}`;

/** Each row of the risk change's table: field, approved, current. */
const riskRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const stale = () => {
  throw { status: 409, errors: [STALE] };
};

describe('the risk change card', () => {
  it('lists each changed field and undoes the change with the Version read', async () => {
    const user = userEvent.setup();
    // in analysis because of the risk change; the undo brings the approval back
    let changed = true;
    const { callsTo } = gatewayWith(
      proposalDetail({ StatusId: 2, StatusName: 'Em análise', Version: 5 }),
      (proposal) => (changed ? riskChanged(proposal) : noRiskChange(proposal)),
      {
        'Proposal/ResetProposalRiskChange': (_call, proposal) => {
          changed = false;
          return { ...proposal, StatusId: 3, StatusName: 'Aguardando Emissão', Version: 6 };
        },
      },
    );
    renderProposalRoutes(corretor, detailPath);
    const table = await screen.findByRole('table', { name: 'Alteração de risco' });
    expect(callsTo('Proposal/GetProposalRiskChange')[0].query).toEqual({
      ProposalUniqueId: PROPOSAL_ID,
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Campo', 'Aprovado', 'Atual']);
    expect(riskRows(table)).toEqual([
      ['Fim de vigência', '31/07/2026', '31/12/2026'],
      ['Importância segurada', 'R$ 1.000.000,00', 'R$ 1.500.000,00'],
      ['Endereço do segurado', '—', 'Rua A'],
    ]);

    // asked first: going back to the approved data is not done on a single click
    await user.click(screen.getByRole('button', { name: 'Desfazer alteração de risco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desfazer a alteração de risco' });
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('Proposal/ResetProposalRiskChange')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Desfazer alteração de risco' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Desfazer alteração',
      }),
    );
    expect(
      await screen.findByText(
        'Alteração de risco desfeita: a proposta voltou aos dados aprovados.',
      ),
    ).toBeTruthy();
    expect(callsTo('Proposal/ResetProposalRiskChange')).toEqual([
      expect.objectContaining({
        method: 'POST',
        query: { ProposalUniqueId: PROPOSAL_ID, Version: '5' },
      }),
    ]);
    // the detail is read again: the new status, and no risk change left to show
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Alteração de risco' })).toBeNull(),
    );
    expect(callsTo('Proposal/GetProposalByUniqueId').length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByText('Aguardando Emissão').length).toBeGreaterThan(0);
  });

  it("shows the gateway's 409 in the card and keeps the change on screen", async () => {
    const user = userEvent.setup();
    const { callsTo } = gatewayWith(proposalDetail({ StatusId: 2 }), riskChanged, {
      'Proposal/ResetProposalRiskChange': stale,
    });
    renderProposalRoutes(corretor, detailPath);
    await user.click(await screen.findByRole('button', { name: 'Desfazer alteração de risco' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Desfazer alteração',
      }),
    );
    const card = (await screen.findByRole('heading', { name: 'Alteração de risco' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    expect(await within(card).findByText(STALE)).toBeTruthy();
    expect(within(card).getByRole('table')).toBeTruthy();
    expect(callsTo('Proposal/ResetProposalRiskChange')[0].query.Version).toBe('3');
  });

  it('shows no card when the risk data are the approved ones', async () => {
    const { callsTo } = gatewayWith(proposalDetail({ StatusId: 3 }), noRiskChange);
    renderProposalRoutes(corretor, detailPath);
    await screen.findByRole('heading', { name: 'Proposta nº 1042' });
    await waitFor(() => expect(callsTo('Proposal/GetProposalRiskChange')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Proposta', level: 2 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Alteração de risco' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Desfazer alteração de risco' })).toBeNull();
  });

  // the draft's button shows once the user's permissions are read, the undo's with them
  const permissionsRead = () => screen.findByRole('button', { name: 'Minuta do contrato' });

  it('shows the change without the undo to whoever may not manage proposals', async () => {
    gatewayWith(proposalDetail({ StatusId: 2, AllowedActions: ['contractDraft'] }), riskChanged);
    renderProposalRoutes(analista, detailPath);
    expect(await screen.findByRole('table', { name: 'Alteração de risco' })).toBeTruthy();
    await permissionsRead();
    expect(screen.queryByRole('button', { name: 'Desfazer alteração de risco' })).toBeNull();
  });

  it('offers no undo once the proposal left analysis (the gateway would refuse it)', async () => {
    gatewayWith(
      proposalDetail({ StatusId: 98, StatusName: 'Recusada', AllowedActions: ['contractDraft'] }),
      riskChanged,
    );
    renderProposalRoutes(corretor, detailPath);
    expect(await screen.findByRole('table', { name: 'Alteração de risco' })).toBeTruthy();
    await permissionsRead();
    expect(screen.queryByRole('button', { name: 'Desfazer alteração de risco' })).toBeNull();
  });
});

/** UpdateProposalTimelineInfo as the gateway does it: an event on the current step, with the note. */
const addNote: ProposalWrite = (call, proposal) => {
  const { Note } = call.body as { Note: string };
  return {
    ...proposal,
    Version: proposal.Version + 1,
    TimelineHistory: [
      ...proposal.TimelineHistory,
      {
        Id: 3,
        Situation: 4,
        SituationName: 'Subscrição',
        Status: 2,
        StatusName: 'Seguradora',
        ProposalStatus: 2,
        Note,
        ChangedByName: 'Carlos Corretor',
        ChangedAt: '2026-01-27T14:30:00.000Z',
      },
    ],
  };
};

describe('the timeline note', () => {
  const noteField = () => screen.getByRole('textbox', { name: 'Observação' });
  const saveButton = () => screen.getByRole('button', { name: 'Salvar observação' });

  it('adds the note to the current step with the Version read, then shows it', async () => {
    const user = userEvent.setup();
    const { callsTo } = gatewayWith(proposalDetail(), noRiskChange, {
      'Proposal/UpdateProposalTimelineInfo': addNote,
    });
    renderProposalRoutes(corretor, timelinePath);
    expect(
      await screen.findByRole('heading', { name: 'Adicionar observação à etapa atual' }),
    ).toBeTruthy();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(noteField(), 'Cliente enviou o edital retificado.');
    await user.click(saveButton());

    expect(await screen.findByText('Observação adicionada à linha do tempo.')).toBeTruthy();
    expect(callsTo('Proposal/UpdateProposalTimelineInfo')[0].body).toEqual({
      ProposalUniqueId: PROPOSAL_ID,
      Note: 'Cliente enviou o edital retificado.',
      Version: 3,
    });
    const analysis = screen.getByRole('region', { name: 'Proposta' });
    const note = await within(analysis).findByText('Cliente enviou o edital retificado.');
    expect(
      within(note.closest('li') as HTMLElement).getByText(
        /^Carlos Corretor em 27\/01\/2026 às \d\d:\d\d$/,
      ),
    ).toBeTruthy();
    expect((noteField() as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the gateway's 400 under the field", async () => {
    const user = userEvent.setup();
    gatewayWith(proposalDetail(), noRiskChange, {
      'Proposal/UpdateProposalTimelineInfo': () => {
        throw { status: 400, errors: ['Observação (Note): use no máximo 4000 caracteres.'] };
      },
    });
    renderProposalRoutes(corretor, timelinePath);
    await screen.findByRole('heading', { name: 'Adicionar observação à etapa atual' });
    await user.type(noteField(), 'Observação longa');
    await user.click(saveButton());
    const message = await screen.findByText('Observação (Note): use no máximo 4000 caracteres.');
    expect(noteField().getAttribute('aria-describedby')).toBe(message.id);
    expect(noteField().getAttribute('aria-invalid')).toBe('true');
    expect((noteField() as HTMLTextAreaElement).value).toBe('Observação longa');
  });

  it('keeps the typed text when the proposal changed meanwhile (409)', async () => {
    const user = userEvent.setup();
    const { callsTo } = gatewayWith(proposalDetail(), noRiskChange, {
      'Proposal/UpdateProposalTimelineInfo': stale,
    });
    renderProposalRoutes(corretor, timelinePath);
    await screen.findByRole('heading', { name: 'Adicionar observação à etapa atual' });
    await user.type(noteField(), 'Aguardando o contrato social.');
    await user.click(saveButton());
    expect(await screen.findByText(STALE)).toBeTruthy();
    expect((noteField() as HTMLTextAreaElement).value).toBe('Aguardando o contrato social.');
    expect(callsTo('Proposal/UpdateProposalTimelineInfo')).toHaveLength(1);
    expect(screen.queryByText('Aguardando o contrato social.', { selector: 'p' })).toBeNull();
  });

  it("is written on the insurer summary's Histórico tab, which has no timeline page", async () => {
    const user = userEvent.setup();
    const { callsTo } = gatewayWith(proposalDetail(), noRiskChange, {
      'Proposal/UpdateProposalTimelineInfo': addNote,
    });
    renderProposalRoutes(admin, `/propostas-seguradora/proposta/1/${PROPOSAL_ID}`);
    await user.click(await screen.findByRole('tab', { name: 'Histórico' }));
    await user.type(noteField(), 'Analista pediu o balanço de 2025.');
    await user.click(saveButton());
    expect(await screen.findByText('Observação adicionada à linha do tempo.')).toBeTruthy();
    expect(callsTo('Proposal/UpdateProposalTimelineInfo')[0].body).toMatchObject({
      Note: 'Analista pediu o balanço de 2025.',
      Version: 3,
    });
  });
});
