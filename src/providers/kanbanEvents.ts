import { useEffect, useRef } from 'react';
import { appConfigStore } from './appConfigStore';
import { buildHeaders } from './gatewayClient';
import { refreshAuth } from './sessionRefresh';

/**
 * Follows the changes of one pipe (cards created, moved or changed by other analysts) so the board
 * refreshes without a reload (issue 14). `onChange` receives the changed card's id and step.
 */
export interface BoardChangeEvent {
  pipeId: number;
  cardId: number;
  kind: 'created' | 'moved' | 'changed';
}

/** One server-sent event: its name (`message` when the stream gives none) and data lines. */
export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * A text/event-stream parser fed in arbitrary chunks (a chunk may end mid-line): calls
 * `onEvent` at each blank line that ends an event with data. Comments (`: heartbeat`) and
 * fields other than event/data are skipped, as EventSource does.
 */
export const createEventStreamParser = (onEvent: (event: StreamEvent) => void) => {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  return (chunk: string) => {
    buffer += chunk;
    // a trailing \r may be the first half of \r\n: keep it for the next chunk to decide
    const held = buffer.endsWith('\r') ? '\r' : '';
    const lines = (held ? buffer.slice(0, -1) : buffer).split(/\r\n|\r|\n/);
    buffer = (lines.pop() ?? '') + held;
    for (const text of lines) line(text);
  };
};

const KINDS = new Set(['created', 'moved', 'changed']);

/** The board change an `event: change` carries; undefined for anything else. */
export const boardChangeOf = (event: StreamEvent): BoardChangeEvent | undefined => {
  if (event.event !== 'change') return undefined;
  try {
    const value = JSON.parse(event.data) as Partial<BoardChangeEvent>;
    if (!Number.isInteger(value.pipeId) || !Number.isInteger(value.cardId)) return undefined;
    if (!KINDS.has(value.kind as string)) return undefined;
    return { pipeId: value.pipeId!, cardId: value.cardId!, kind: value.kind! };
  } catch {
    return undefined;
  }
};

/** The kanban service's stream of one pipe, under the portal config's kanbanUrl. */
export const boardEventsUrl = (pipeId: number) =>
  `${(appConfigStore.get()?.kanbanUrl || '/kanban-api').replace(/\/+$/, '')}/api/kanban/v1.0/pipes/${pipeId}/events`;

/** Waits before reconnecting: 1 s, 2 s, 4 s… up to 30 s; an open stream resets it. */
export const reconnectDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** failures);

/** Answers that another try would get again: the pipe is gone or not the caller's. */
const FINAL_STATUSES = new Set([403, 404]);

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Reads the pipe's stream with fetch (so the Bearer goes in a header, never in the URL) with the
 * headers of every gateway call, and reconnects with backoff until `signal` aborts. Stops for
 * good on 403/404.
 */
export const followBoardStream = async (
  pipeId: number,
  onChange: (change: BoardChangeEvent) => void,
  signal: AbortSignal,
) => {
  let failures = 0;
  while (!signal.aborted) {
    try {
      // an expired access token is exchanged first, as before any other call
      await refreshAuth();
      const headers = buildHeaders();
      headers.set('Accept', 'text/event-stream');
      const response = await fetch(boardEventsUrl(pipeId), { headers, signal, cache: 'no-store' });
      if (FINAL_STATUSES.has(response.status)) return;
      if (response.ok && response.body) {
        failures = 0;
        const parse = createEventStreamParser((event) => {
          const change = boardChangeOf(event);
          if (change) onChange(change);
        });
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parse(decoder.decode(value, { stream: true }));
        }
      }
    } catch {
      // network failure or abort: the loop decides
    }
    if (signal.aborted) return;
    await sleep(reconnectDelay(failures), signal);
    failures += 1;
  }
};

export const useBoardChanges = (
  pipeId: number | undefined,
  onChange: (change: BoardChangeEvent) => void,
): void => {
  // the latest callback, so a new one each render does not reopen the stream
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (pipeId === undefined) return undefined;
    const abort = new AbortController();
    void followBoardStream(pipeId, (change) => latest.current(change), abort.signal);
    return () => abort.abort();
  }, [pipeId]);
};
