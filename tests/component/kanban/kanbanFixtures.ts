import { vi } from 'vitest';
import type { KanbanCard, KanbanPipe, KanbanStepCards } from '../../../domain/contracts/kanban';

export const card = (fields: Partial<KanbanCard> = {}): KanbanCard => ({
  id: 1,
  uniqueId: 'c0000000-0000-4000-8000-000000000001',
  cardType: 'PROPOSTA',
  referenceKind: 'proposal',
  refUniqueId: 'p0000000-0000-4000-8000-000000000001',
  title: 'Proposta 1042 · Construtora Alvorada Ltda.',
  description: 'Importância segurada acima da alçada automática.',
  document: '12845037000190',
  priorityId: 3,
  priorityName: 'Alta',
  ownerUserId: 2,
  ownerName: 'Ana Paula Ribeiro',
  legalDeadline: '2020-01-10',
  createdAt: '2026-01-05T12:00:00.000Z',
  movedAt: '2026-01-05T12:00:00.000Z',
  stepId: 10,
  version: 3,
  ...fields,
});

export const step = (
  id: number,
  name: string,
  kind: string,
  cards: KanbanCard[] = [],
  fields: Partial<KanbanStepCards> = {},
): KanbanStepCards => ({
  id,
  name,
  order: id,
  kind,
  cardsCount: cards.length,
  skip: 0,
  pageSize: 20,
  hasMore: false,
  cards: cards.map((one) => ({ ...one, stepId: id })),
  ...fields,
});

export const creditPipe: KanbanPipe = {
  id: 11,
  name: 'Crédito',
  analysisType: 'CREDITO',
  order: 2,
  cardsCount: 5,
  steps: [
    { id: 10, name: 'Entrada', order: 1, kind: 'entrada', cardsCount: 3 },
    { id: 12, name: 'Em análise', order: 2, kind: 'trabalho', cardsCount: 2 },
    { id: 13, name: 'Aprovado', order: 3, kind: 'aprovado', cardsCount: 0 },
    { id: 14, name: 'Recusado', order: 4, kind: 'recusado', cardsCount: 0 },
  ],
};

export const kanbanOk = (data: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', data }), { status: 200 });
export const kanbanRefused = (status: number, message: string) =>
  new Response(JSON.stringify({ success: false, message, data: null }), { status });
export const gatewayOk = (data: unknown) =>
  new Response(JSON.stringify({ Response: data, Errors: [] }), { status: 200 });

/** A fetch stub answering by `METHOD path` (the first matching prefix), and the calls made. */
export const stubFetch = (answers: Record<string, () => Response | Promise<Response>>) => {
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const address = new URL(String(url), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${address.pathname}`;
    const match = Object.keys(answers).find((prefix) => key.startsWith(prefix));
    if (match) return answers[match]();
    return key.includes('/kanban-api/') ? kanbanOk([]) : gatewayOk([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = () =>
    fetchMock.mock.calls.map(([url, init]) => {
      const address = new URL(String(url), 'http://localhost');
      return {
        method: init?.method ?? 'GET',
        path: address.pathname,
        search: Object.fromEntries(address.searchParams),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
    });
  return { fetchMock, calls };
};
