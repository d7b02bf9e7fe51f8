import { HttpError } from 'react-admin';
import type {
  CardNavigationBody,
  KanbanCard,
  KanbanPipe,
  KanbanStepCards,
} from '../../domain/contracts/kanban';
import { stripDocumentMask } from '../../domain/kanban';
import { appConfigStore } from './appConfigStore';
import { DEFAULT_ERROR_MESSAGE } from './errorText';
import { buildHeaders, type GatewayQuery, withQuery } from './gatewayClient';

/** Where the kanban service lives when the application config does not say (the gateway's own). */
const DEFAULT_KANBAN_URL = '/kanban-api';

const kanbanBase = () =>
  `${(appConfigStore.get()?.kanbanUrl || DEFAULT_KANBAN_URL).replace(/\/+$/, '')}/api/kanban/v1.0`;

interface KanbanEnvelope<T> {
  success?: boolean;
  message?: string;
  data?: T;
}

const readBody = async (response: Response): Promise<KanbanEnvelope<unknown> | undefined> => {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as KanbanEnvelope<unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The kanban service's client (spec part 1 §7 "Kanban service"): its own base url from the
 * application config, the gateway client's headers (companyKey, Bearer, BrokerId, UserId), the
 * `{ success, message, data }` envelope unwrapped, and a rejection with the answer's `message`
 * whenever `success` is false (spec §8).
 */
export const kanbanRequest = async <T>(
  path: string,
  options: { method?: 'GET' | 'POST'; query?: GatewayQuery; json?: unknown } = {},
): Promise<T> => {
  const headers = buildHeaders();
  if (options.json !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(withQuery(`${kanbanBase()}/${path}`, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
    });
  } catch {
    throw new HttpError(DEFAULT_ERROR_MESSAGE, 0);
  }
  const body = await readBody(response);
  if (!response.ok || body?.success === false) {
    throw new HttpError(body?.message || DEFAULT_ERROR_MESSAGE, response.status, body);
  }
  return body?.data as T;
};

/** What narrows a board: text, one party's CPF/CNPJ (masked or not) and priorities. */
export interface BoardFilter {
  text?: string;
  document?: string;
  priorityIds?: number[];
}

const textOf = (filter: BoardFilter) => filter.text?.trim() || undefined;
const documentOf = (filter: BoardFilter) =>
  filter.document ? stripDocumentMask(filter.document) || undefined : undefined;

export const kanbanClient = {
  pipes: () => kanbanRequest<KanbanPipe[]>('pipes'),
  pipe: (id: number) => kanbanRequest<KanbanPipe>(`pipes/${id}`),
  /**
   * Every step with its first page: by priority through filterPriority, by document through the
   * document path (mask stripped), else the plain filter; the text goes along each time. A
   * document with priorities uses the document path and narrows the priorities on screen.
   */
  board: async (pipeId: number, filter: BoardFilter = {}): Promise<KanbanStepCards[]> => {
    const text = textOf(filter);
    const document = documentOf(filter);
    const priorities = filter.priorityIds?.length ? filter.priorityIds : undefined;
    if (document) {
      const steps = await kanbanRequest<KanbanStepCards[]>(
        `pipes/${pipeId}/${encodeURIComponent(document)}/steps/filter`,
        { query: { filterCardsValues: text } },
      );
      if (!priorities) return steps;
      return steps.map((step) => {
        const cards = step.cards.filter((card) => priorities.includes(card.priorityId ?? 0));
        return { ...step, cards, cardsCount: cards.length, hasMore: false };
      });
    }
    if (priorities) {
      return kanbanRequest<KanbanStepCards[]>(`pipes/${pipeId}/steps/filterPriority`, {
        method: 'POST',
        json: { priorityIds: priorities, filterCardsValues: text },
      });
    }
    return kanbanRequest<KanbanStepCards[]>(`pipes/${pipeId}/steps/filter`, {
      query: { filterCardsValues: text },
    });
  },
  /** The next page of one step after `skip` cards, under the board's filter. */
  stepPage: (pipeId: number, stepId: number, skip: number, filter: BoardFilter = {}) =>
    kanbanRequest<KanbanStepCards>(
      `pipes/${pipeId}/steps/${stepId}/skip/${skip}/filterCardsValues`,
      {
        query: {
          filterCardsValues: textOf(filter),
          document: documentOf(filter),
          priorityIds: filter.priorityIds?.length ? filter.priorityIds : undefined,
        },
      },
    ),
  /** Moves a card from its step to another of the pipe, with the Version read. */
  moveCard: (fromStepId: number, body: CardNavigationBody) =>
    kanbanRequest<KanbanCard>(`steps/${fromStepId}/card-navigation`, {
      method: 'POST',
      json: body,
    }),
};
