import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KanbanCardDialog } from '../../../src/pages/kanban/KanbanCardDialog';
import { analista, renderInAdmin } from '../shell/fixtures';
import { card, gatewayOk, stubFetch } from './kanbanFixtures';
import { kanbanDataProvider } from './renderKanban';

// the dialog's own parts are under test here; each type's view has its own tests
vi.mock('../../../src/pages/kanban/cardViews/ProposalCardView', () => ({
  default: () => <p>Vista da proposta</p>,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const common = {
  CardId: 1,
  CardUniqueId: card().uniqueId,
  PipeId: 11,
  OwnerUserId: 2,
  OwnerName: 'Ana Paula Ribeiro',
  PriorityId: 3,
  PriorityName: 'Alta',
  Justification: null,
  Version: 3,
};

const panelCalls = () =>
  stubFetch({
    'GET /api/kanban/GetKanbanCardOwnerList': () =>
      gatewayOk([
        { UserId: 2, Name: 'Ana Paula Ribeiro', Login: 'analista' },
        { UserId: 5, Name: 'Bruno Lima', Login: 'admin' },
      ]),
    'GET /api/kanban/GetAllKanbanCardPriority': () =>
      gatewayOk([
        { Id: 1, Name: 'Baixa' },
        { Id: 4, Name: 'Urgente' },
        { Id: 3, Name: 'Alta' },
      ]),
    // the card's own view is not under test here: its read answers nothing
    'GET /api/kanban/GetCardProposalInfo': () => new Response(null, { status: 404 }),
    'GET /api/kanban/GetCardJustificationParameters': () =>
      gatewayOk({ ...common, Reasons: ['Limite de crédito insuficiente'], MaxLength: 2000 }),
    'GET /api/Kanban/GetCardMovementUser': () =>
      gatewayOk([
        {
          Id: 1,
          UserId: null,
          UserName: null,
          MovedAt: '2026-01-05T12:00:00.000Z',
          FromStepId: null,
          FromStepName: null,
          ToStepId: 10,
          ToStepName: 'Entrada',
        },
        {
          Id: 2,
          UserId: 2,
          UserName: 'Ana Paula Ribeiro',
          MovedAt: '2026-01-06T12:00:00.000Z',
          FromStepId: 10,
          FromStepName: 'Entrada',
          ToStepId: 12,
          ToStepName: 'Em análise',
        },
      ]),
    'GET /api/kanban/GetCardApprovers': () =>
      gatewayOk({
        CardId: 1,
        InsuredAmount: '2000000.00',
        CallerMaxInsuredAmount: '1500000.00',
        Users: [
          {
            UserId: 5,
            Name: 'Bruno Lima',
            Login: 'admin',
            ProfileName: 'Diretor',
            MaxInsuredAmount: null,
          },
          {
            UserId: 7,
            Name: 'Carla Souza',
            Login: 'carla',
            ProfileName: 'Subscritor Sênior',
            MaxInsuredAmount: '5000000.00',
          },
        ],
      }),
    'POST /api/kanban/UpdateKanbanCardPriority': () =>
      gatewayOk({ ...common, PriorityId: 4, PriorityName: 'Urgente', Version: 4 }),
    'POST /api/kanban/UpdateKanbanCardOwner': () =>
      gatewayOk({ ...common, OwnerUserId: 5, OwnerName: 'Bruno Lima', Version: 5 }),
  });

const open = (fields: Parameters<typeof card>[0], onChanged = vi.fn(), canAct = true) =>
  render(
    renderInAdmin(
      <KanbanCardDialog
        card={card(fields)}
        pipeId={11}
        canAct={canAct}
        onClose={vi.fn()}
        onChanged={onChanged}
      />,
      analista,
      '/',
      kanbanDataProvider(),
    ),
  );

describe('the card dialog', () => {
  it('says "Não Informado" for a card without data, and hides the detail button', async () => {
    panelCalls();
    open({ refUniqueId: null });
    expect(await screen.findByRole('heading', { name: 'Não Informado' })).toBeTruthy();
    expect(screen.getByText('Informações do card não informadas.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ver detalhes' })).toBeNull();
  });

  it('shows the error of a card type without a view', async () => {
    panelCalls();
    open({ cardType: 'TIPO_NOVO', referenceKind: 'broker', refUniqueId: null });
    expect(
      await screen.findByText('Erro! Esse card não possui uma visualização formatada.'),
    ).toBeTruthy();
  });

  it('titles a proposal card with its view and links to the proposal', async () => {
    panelCalls();
    open({});
    expect(await screen.findByRole('heading', { name: 'Dados da Proposta' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver detalhes' }).getAttribute('href')).toBe(
      `/propostas-seguradora/proposta/${card().refUniqueId}`,
    );
    expect(await screen.findByText('Entrada → Em análise')).toBeTruthy();
    expect(screen.getByText('Criado em Entrada')).toBeTruthy();
  });

  it('shows who may approve the card in its pipe, with profile and alçada', async () => {
    const { calls } = panelCalls();
    open({});
    expect(
      await screen.findByText(
        'Podem aprovar: Bruno Lima (Diretor, sem limite), Carla Souza (Subscritor Sênior, até R$ 5.000.000,00).',
      ),
    ).toBeTruthy();
    expect(calls()).toContainEqual(
      expect.objectContaining({ path: '/api/kanban/GetCardApprovers', search: { cardId: '1' } }),
    );
  });

  it('shows but does not let a user who only sees the pipe act on the card', async () => {
    panelCalls();
    open({}, vi.fn(), false);
    expect(await screen.findByText('Entrada → Em análise')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar justificativa' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Prioridade' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(
      screen.getByRole('combobox', { name: 'Responsável' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('changes the priority and then the owner, each with the Version it holds', async () => {
    const { calls } = panelCalls();
    const onChanged = vi.fn();
    open({}, onChanged);
    await waitFor(() =>
      expect(calls().some((call) => call.path === '/api/kanban/GetAllKanbanCardPriority')).toBe(
        true,
      ),
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Prioridade' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Urgente' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(calls().find((call) => call.path.endsWith('UpdateKanbanCardPriority'))?.body).toEqual({
      CardId: 1,
      PriorityId: 4,
      Version: 3,
    });
    await userEvent.click(screen.getByRole('combobox', { name: 'Responsável' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bruno Lima' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(2));
    expect(calls().find((call) => call.path.endsWith('UpdateKanbanCardOwner'))?.body).toEqual({
      CardId: 1,
      OwnerUserId: 5,
      Version: 4,
    });
  });
});
