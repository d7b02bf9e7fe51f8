import { vi } from 'vitest';

export type StubAnswer = { status?: number; body?: unknown };
export type StubRoute = (request: { url: URL; init?: RequestInit }) => StubAnswer;

/** A fetch that answers gateway calls by path (`POST /api/X/Y`) and records them in order. */
export const stubGateway = (routes: Record<string, StubRoute | StubAnswer>) => {
  const calls: { key: string; url: URL; init?: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push({ key, url, init });
    const route = routes[key];
    if (!route)
      return new Response(JSON.stringify({ Response: null, Errors: [key] }), { status: 404 });
    const answer = typeof route === 'function' ? route({ url, init }) : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, keys: () => calls.map((call) => call.key) };
};

export const envelope = (Response: unknown) => ({ body: { Response, Errors: [] } });
export const failure = (status: number, message: string) => ({
  status,
  body: { Response: null, Errors: [message] },
});

/** A syntactically valid JWT that expires in an hour (the portal reads `exp`). */
export const jwt = (subject = '1') => {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: subject, exp: Math.floor(Date.now() / 1000) + 3600 })}.s`;
};

export const tokenPair = (name: string) => ({
  body: {
    access_token: jwt(name),
    refresh_token: `refresh-${name}`,
    expires_in: 900,
    token_type: 'Bearer',
  },
});
