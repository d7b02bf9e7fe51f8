import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type BoardChangeEvent,
  createEventStreamParser,
  reconnectDelay,
  type StreamEvent,
  useBoardChanges,
} from '../../../src/providers/kanbanEvents';
import { storage } from '../../../src/providers/storage';
import type { PortalConfig, SessionUserInfo } from '../../../src/providers/types';

const jwt = (expSeconds: number) => {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: '1', exp: expSeconds })}.signature`;
};
const token = jwt(Math.floor(Date.now() / 1000) + 3600);

const fetchMock = vi.fn<typeof fetch>();

/** A stream the test writes to, as the kanban service would, and whether the reader cancelled it. */
const serverStream = () => {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  return {
    body,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
};

beforeEach(() => {
  window.localStorage.clear();
  storage.setAppConfig({ companyKey: 'aval-demo', kanbanUrl: '/kanban-api' } as PortalConfig);
  storage.setUserInfo({ UserId: 7, BrokerId: 3 } as SessionUserInfo);
  storage.setTokens({ access_token: token, refresh_token: 'r' });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the event-stream parser', () => {
  it('reads events split anywhere across chunks, skips comments, joins data lines and accepts CRLF', () => {
    const events: StreamEvent[] = [];
    const parse = createEventStreamParser((event) => events.push(event));
    const stream =
      ': esteira 3\n\nevent: change\ndata: {"pipeId":3,\r\ndata: "cardId":9}\r\n\r\n: heartbeat\n\ndata: sem nome\n\n';
    for (let start = 0; start < stream.length; start += 5) parse(stream.slice(start, start + 5));
    expect(events).toEqual([
      { event: 'change', data: '{"pipeId":3,\n"cardId":9}' },
      { event: 'message', data: 'sem nome' },
    ]);
  });

  it('keeps a CR that ends a chunk until the next one says whether it was CRLF', () => {
    const events: StreamEvent[] = [];
    const parse = createEventStreamParser((event) => events.push(event));
    parse('data: a\r');
    parse('\n\r');
    parse('\n');
    expect(events).toEqual([{ event: 'message', data: 'a' }]);
  });

  it('waits longer after each failure, up to 30 s', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });
});

describe('useBoardChanges', () => {
  it('opens the pipe’s stream with the gateway headers, hands each change to the board, and stops on unmount', async () => {
    const stream = serverStream();
    fetchMock.mockResolvedValueOnce(
      new Response(stream.body, { headers: { 'content-type': 'text/event-stream' } }),
    );
    const changes: BoardChangeEvent[] = [];
    const { unmount } = renderHook(() => useBoardChanges(3, (change) => changes.push(change)));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/kanban-api/api/kanban/v1.0/pipes/3/events');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('companyKey')).toBe('aval-demo');
    expect(headers.get('UserId')).toBe('7');
    expect(headers.get('BrokerId')).toBe('3');
    expect(headers.get('Accept')).toBe('text/event-stream');
    expect(String(url)).not.toContain(token);

    stream.send(': esteira 3\n\nevent: change\ndata: {"pipeId":3,"cardId":9,"kind":"moved"}\n\n');
    stream.send('event: change\ndata: não é JSON\n\n');
    stream.send('event: change\ndata: {"pipeId":3,"cardId":10,"kind":"created"}\n\n');
    await waitFor(() => expect(changes).toHaveLength(2));
    expect(changes).toEqual([
      { pipeId: 3, cardId: 9, kind: 'moved' },
      { pipeId: 3, cardId: 10, kind: 'created' },
    ]);

    unmount();
    expect((init?.signal as AbortSignal).aborted).toBe(true);
  });

  it('reconnects after the stream ends, and gives up on a pipe the user may not see', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const first = serverStream();
      fetchMock
        .mockResolvedValueOnce(new Response(first.body))
        .mockResolvedValueOnce(new Response('{"success":false}', { status: 403 }));
      renderHook(() => useBoardChanges(5, () => {}));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      first.end();
      await vi.advanceTimersByTimeAsync(1000);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens nothing without a pipe', async () => {
    renderHook(() => useBoardChanges(undefined, () => {}));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
