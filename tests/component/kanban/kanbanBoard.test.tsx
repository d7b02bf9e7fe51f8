import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kanbanClient } from '../../../src/providers/kanbanClient';
import { storage } from '../../../src/providers/storage';
import { filterOfSearch } from '../../../src/pages/kanban/BoardFilters';
import { KanbanBoardPage } from '../../../src/pages/kanban/KanbanBoardPage';
import { KanbanPipesPage } from '../../../src/pages/kanban/KanbanPipesPage';
import { RefusalDialog } from '../../../src/pages/kanban/RefusalDialog';
import { useBoard } from '../../../src/pages/kanban/useBoard';
import { analista, renderInAdmin } from '../shell/fixtures';
import { card, creditPipe, kanbanOk, kanbanRefused, step, stubFetch } from './kanbanFixtures';

const BASE = '/kanban-api/api/kanban/v1.0';
const VIEW_ONLY = 'Você pode ver esta esteira, mas não mover os seus cards.';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  storage.setUserInfo(null);
});

const creditBoard = () => [
  step(10, 'Entrada', 'entrada', [card()]),
  step(12, 'Em análise', 'trabalho'),
  step(14, 'Recusado', 'recusado'),
];

const cardsOf = (steps: ReturnType<typeof creditBoard>) =>
  Object.fromEntries(steps.map((one) => [one.name, one.cards.map((c) => c.id)]));

describe('/kanban', () => {
  it('shows each pipe the user sees with its cards per step, linking to its board', async () => {
    stubFetch({ [`GET ${BASE}/pipes`]: () => kanbanOk([creditPipe]) });
    render(renderInAdmin(<KanbanPipesPage />, analista, '/kanban'));
    expect(await screen.findByRole('heading', { name: 'Crédito' })).toBeTruthy();
    expect(screen.getByText('5 cards')).toBeTruthy();
    expect(screen.getByText('Entrada: 3')).toBeTruthy();
    expect(screen.getByText('Em análise: 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Crédito/ }).getAttribute('href')).toBe(
      '/kanban/pipe/credito/11',
    );
  });
});

describe('moving a card on the board', () => {
  it('moves the card at once, then calls card-navigation with its Version', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = stubFetch({
      [`GET ${BASE}/pipes/11/steps/filter`]: () => kanbanOk(creditBoard()),
      [`POST ${BASE}/steps/10/card-navigation`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { result } = renderHook(() => useBoard(11, {}, vi.fn()));
    await waitFor(() => expect(result.current.steps).toHaveLength(3));
    act(() => result.current.requestMove(1, 12, 0));
    expect(cardsOf(result.current.steps)).toEqual({ Entrada: [], 'Em análise': [1], Recusado: [] });
    await waitFor(() =>
      expect(calls().at(-1)).toMatchObject({
        method: 'POST',
        path: `${BASE}/steps/10/card-navigation`,
        body: { cardId: 1, stepToId: 12, Version: 3 },
      }),
    );
    await act(async () => answer(kanbanOk(card({ stepId: 12, version: 4 }))));
    expect(result.current.steps[1].cards[0]).toMatchObject({ id: 1, version: 4 });
  });

  it('puts the card back and shows the service’s message when the move is refused', async () => {
    const message = 'O card foi alterado por outra pessoa; recarregue o quadro.';
    stubFetch({
      [`GET ${BASE}/pipes/11/steps/filter`]: () => kanbanOk(creditBoard()),
      [`POST ${BASE}/steps/10/card-navigation`]: () => kanbanRefused(409, message),
    });
    const onError = vi.fn();
    const { result } = renderHook(() => useBoard(11, {}, onError));
    await waitFor(() => expect(result.current.steps).toHaveLength(3));
    await act(async () => result.current.requestMove(1, 12, 0));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(message));
    expect(cardsOf(result.current.steps)).toEqual({ Entrada: [1], 'Em análise': [], Recusado: [] });
    expect(result.current.steps[0].cardsCount).toBe(1);
  });

  it('names who may approve when the drop on Aprovado is above the user’s alçada', async () => {
    // the gateway's 409 lists who may approve (authority.ts approversSentence)
    const message =
      'Aprovação acima da sua alçada: a IS do card é R$ 2.000.000,00 e o seu perfil aprova até ' +
      'R$ 1.500.000,00 nesta esteira. Podem aprovar: Bruno Lima (Diretor, sem limite).';
    stubFetch({
      [`GET ${BASE}/pipes/11/steps/filter`]: () =>
        kanbanOk([...creditBoard(), step(16, 'Aprovado', 'aprovado')]),
      [`POST ${BASE}/steps/10/card-navigation`]: () => kanbanRefused(409, message),
    });
    const onError = vi.fn();
    const { result } = renderHook(() => useBoard(11, {}, onError));
    await waitFor(() => expect(result.current.steps).toHaveLength(4));
    await act(async () => result.current.requestMove(1, 16, 0));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(message));
    expect(result.current.steps[0].cards.map((one) => one.id)).toEqual([1]);
  });

  it('asks for the justification before moving to Recusado, and sends it', async () => {
    const { calls } = stubFetch({
      [`GET ${BASE}/pipes/11/steps/filter`]: () => kanbanOk(creditBoard()),
      [`POST ${BASE}/steps/10/card-navigation`]: () => kanbanOk(card({ stepId: 14, version: 4 })),
    });
    const { result } = renderHook(() => useBoard(11, {}, vi.fn()));
    await waitFor(() => expect(result.current.steps).toHaveLength(3));
    act(() => result.current.requestMove(1, 14, 0));
    expect(result.current.pendingRefusal).toEqual({ cardId: 1, toStepId: 14, toIndex: 0 });
    expect(calls().some((call) => call.method === 'POST')).toBe(false);
    expect(cardsOf(result.current.steps).Entrada).toEqual([1]);
    await act(async () => result.current.confirmRefusal('Restrições financeiras do tomador'));
    expect(calls().at(-1)?.body).toEqual({
      cardId: 1,
      stepToId: 14,
      Version: 3,
      justification: 'Restrições financeiras do tomador',
    });
    expect(cardsOf(result.current.steps).Recusado).toEqual([1]);
  });

  it('requires the justification in the refusal dialog', async () => {
    const onConfirm = vi.fn();
    render(
      renderInAdmin(<RefusalDialog open onConfirm={onConfirm} onCancel={vi.fn()} />, analista),
    );
    const refuse = await screen.findByRole('button', { name: 'Recusar' });
    expect((refuse as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox'), '  Sem capacidade  ');
    await userEvent.click(refuse);
    expect(onConfirm).toHaveBeenCalledWith('Sem capacidade');
  });

  it('pages a step with the skip call after the cards it has', async () => {
    const board = creditBoard();
    board[0] = { ...board[0], cardsCount: 2, hasMore: true };
    const { calls } = stubFetch({
      [`POST ${BASE}/pipes/11/steps/filterPriority`]: () => kanbanOk(board),
      [`GET ${BASE}/pipes/11/steps/10/skip/1/filterCardsValues`]: () =>
        kanbanOk(step(10, 'Entrada', 'entrada', [card({ id: 2 })], { skip: 1, cardsCount: 2 })),
    });
    const { result } = renderHook(() => useBoard(11, { text: 'obra', priorityIds: [4] }, vi.fn()));
    await waitFor(() => expect(result.current.steps).toHaveLength(3));
    await act(async () => result.current.loadMore(10));
    expect(calls().at(-1)).toMatchObject({
      path: `${BASE}/pipes/11/steps/10/skip/1/filterCardsValues`,
      search: { filterCardsValues: 'obra', priorityIds: '4' },
    });
    expect(cardsOf(result.current.steps).Entrada).toEqual([1, 2]);
  });
});

describe('the board’s filters', () => {
  it('strips the document’s mask and keeps the text', async () => {
    const { calls } = stubFetch({});
    await kanbanClient.board(11, { text: ' obra ', document: '12.845.037/0001-90' });
    expect(calls()[0]).toMatchObject({
      method: 'GET',
      path: `${BASE}/pipes/11/12845037000190/steps/filter`,
      search: { filterCardsValues: 'obra' },
    });
  });

  it('filters by priority through filterPriority, and plainly without one', async () => {
    const { calls } = stubFetch({});
    await kanbanClient.board(11, { text: 'obra', priorityIds: [3, 4] });
    await kanbanClient.board(11, {});
    expect(calls()).toMatchObject([
      {
        method: 'POST',
        path: `${BASE}/pipes/11/steps/filterPriority`,
        body: { priorityIds: [3, 4], filterCardsValues: 'obra' },
      },
      { method: 'GET', path: `${BASE}/pipes/11/steps/filter`, search: {} },
    ]);
  });

  it('reads the filters from the URL query', () => {
    expect(filterOfSearch(new URLSearchParams('q=obra&document=12.845&priority=1,4,9'))).toEqual({
      text: 'obra',
      document: '12.845',
      priorityIds: [1, 4],
    });
  });

  it('opens the board by the pipe’s slug with the URL’s filters', async () => {
    const { calls } = stubFetch({
      [`GET ${BASE}/pipes`]: () => kanbanOk([creditPipe]),
      [`POST ${BASE}/pipes/11/steps/filterPriority`]: () => kanbanOk(creditBoard()),
    });
    storage.setUserInfo(analista);
    render(
      renderInAdmin(
        <Routes>
          <Route path="/kanban/pipe/:token/:pipeid?" element={<KanbanBoardPage />} />
        </Routes>,
        analista,
        '/kanban/pipe/credito?q=obra&priority=4',
      ),
    );
    expect(await screen.findByText(card().title)).toBeTruthy();
    expect(calls()).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: `${BASE}/pipes/11/steps/filterPriority`,
        body: { priorityIds: [4], filterCardsValues: 'obra' },
      }),
    );
    expect(screen.getByRole('region', { name: 'Recusado' })).toBeTruthy();
    // the legal deadline is past: shown in red
    expect(screen.getByText('Prazo legal: 10/01/2020')).toBeTruthy();
    // the analyst acts on the credit pipe: its cards have drag handles
    expect(document.querySelector('[data-rfd-drag-handle-draggable-id]')).not.toBeNull();
    expect(screen.queryByText(VIEW_ONLY)).toBeNull();
  });

  it('gives a user who only sees the pipe no drag handles, and says so', async () => {
    stubFetch({
      [`GET ${BASE}/pipes/11/steps/filter`]: () => kanbanOk(creditBoard()),
      [`GET ${BASE}/pipes`]: () => kanbanOk([creditPipe]),
    });
    // VISUALIZAR_ESTEIRAS and VISUALIZAR_ANALISE_DE_CREDITO, without CREDITO
    const viewer = {
      ...analista,
      Menus: [
        { Id: 1, Order: 1, MenuFuncionalities: [1, 44].map((Id) => ({ Id, RefUniqueId: null })) },
      ],
    };
    storage.setUserInfo(viewer);
    render(
      renderInAdmin(
        <Routes>
          <Route path="/kanban/pipe/:token/:pipeid?" element={<KanbanBoardPage />} />
        </Routes>,
        viewer,
        '/kanban/pipe/credito',
      ),
    );
    expect(await screen.findByText(card().title)).toBeTruthy();
    expect(screen.getByText(VIEW_ONLY)).toBeTruthy();
    expect(document.querySelector('[data-rfd-drag-handle-draggable-id]')).toBeNull();
  });
});
