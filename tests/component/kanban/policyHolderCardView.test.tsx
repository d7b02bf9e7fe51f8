import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PolicyHolderCardView from '../../../src/pages/kanban/cardViews/PolicyHolderCardView';
import { stubGateway } from '../propostas/proposalFixtures';
import { renderKanbanView } from './renderKanban';
import {
  branchInfo,
  catalogue,
  failure,
  HOLDER_UNIQUE_ID,
  kanbanCard,
} from './activityCardFixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reads = {
  'kanban/GetCardBranchActivityInfo': () => branchInfo(),
  'kanban/GetBranchActivities': () => catalogue,
};

describe('Dados do Tomador (RAMO_ATIVIDADE card)', () => {
  it('shows the holder, its restricted activity awaiting subscription and the history', async () => {
    const calls = stubGateway(reads);
    renderKanbanView(
      <PolicyHolderCardView card={kanbanCard()} canAct={false} onChanged={vi.fn()} />,
    );
    expect(await screen.findByText('Saneamento Vale do Sol Ltda.')).toBeTruthy();
    expect(screen.getByText('52.094.781/0001-50')).toBeTruthy();
    expect(
      screen.getByText(/38 – Coleta, tratamento e disposição de resíduos.*\(restritivo\)/),
    ).toBeTruthy();
    expect(screen.getByText('Ramo restritivo: aguarda a subscrição')).toBeTruthy();
    expect(screen.getByText(/Ramo de atividade: — → 38 – Coleta/)).toBeTruthy();
    expect(calls.find((call) => call.path === 'kanban/GetCardBranchActivityInfo')?.query).toEqual({
      PolicyHolderUniqueId: HOLDER_UNIQUE_ID,
    });
    // view only: no select, no save
    expect(screen.queryByRole('button', { name: 'Salvar ramo' })).toBeNull();
  });

  it('saves the chosen activity with the Version read and tells the board', async () => {
    const onChanged = vi.fn();
    const calls = stubGateway({
      ...reads,
      'kanban/KanbanSaveBranchActivity': () =>
        branchInfo({ BranchActivity: catalogue[0], IsRestrictedBranchActivity: false }),
    });
    renderKanbanView(<PolicyHolderCardView card={kanbanCard()} canAct onChanged={onChanged} />);
    await userEvent.click(
      await screen.findByRole('combobox', { name: 'Ramo de atividade do tomador' }),
    );
    await userEvent.click(
      within(screen.getByRole('listbox')).getByText(/36 – Captação, tratamento/),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar ramo' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls.find((call) => call.path === 'kanban/KanbanSaveBranchActivity')?.body).toEqual({
      PolicyHolderUniqueId: HOLDER_UNIQUE_ID,
      BranchActivityId: 1,
      Version: 4,
    });
    expect(await screen.findByText('Sem restrição de ramo')).toBeTruthy();
  });

  it('a refused save keeps the choice on screen with the server’s message', async () => {
    const stale = 'Este tomador foi alterado por outra pessoa. Recarregue a página.';
    stubGateway({
      ...reads,
      'kanban/KanbanSaveBranchActivity': () => {
        throw failure(409, stale);
      },
    });
    renderKanbanView(<PolicyHolderCardView card={kanbanCard()} canAct onChanged={vi.fn()} />);
    const select = await screen.findByRole('combobox', { name: 'Ramo de atividade do tomador' });
    await userEvent.click(select);
    await userEvent.click(within(screen.getByRole('listbox')).getByText(/36 – Captação/));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar ramo' }));
    expect(await screen.findByText(stale)).toBeTruthy();
    expect(select.textContent).toContain('36 – Captação');
  });

  it('without the server’s Errors shows the generic message; a card without a holder says so', async () => {
    stubGateway({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    renderKanbanView(<PolicyHolderCardView card={kanbanCard()} canAct onChanged={vi.fn()} />);
    expect(await screen.findByText('Erro ao tentar executar a solicitação.')).toBeTruthy();
    cleanup();
    renderKanbanView(
      <PolicyHolderCardView card={kanbanCard({ refUniqueId: null })} canAct onChanged={vi.fn()} />,
    );
    expect(screen.getByText('Informações do card não informadas.')).toBeTruthy();
  });
});
