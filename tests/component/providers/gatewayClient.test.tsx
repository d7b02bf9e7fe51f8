import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_ERROR_MESSAGE,
  gatewayClient,
  toGatewayPath,
} from '../../../src/providers/gatewayClient';
import { storage } from '../../../src/providers/storage';
import type { PortalConfig, SessionUserInfo } from '../../../src/providers/types';

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body?: unknown) =>
  fetchMock.mockResolvedValueOnce(
    new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
};

const failure = (call: Promise<unknown>): Promise<HttpError> =>
  call.then(
    () => {
      throw new Error('the call should have failed');
    },
    (error: HttpError) => error,
  );

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('toGatewayPath', () => {
  it('puts every spelling of a gateway path under /api/', () => {
    expect(toGatewayPath('Security/GetUserInfo')).toBe('/api/Security/GetUserInfo');
    expect(toGatewayPath('api/Permissao/BuscarPermissoes')).toBe('/api/Permissao/BuscarPermissoes');
    expect(toGatewayPath('/api/Core/GetTermOfUse')).toBe('/api/Core/GetTermOfUse');
  });
});

describe('gatewayClient', () => {
  it('sends companyKey, BrokerId, UserId and the bearer, and unwraps Response', async () => {
    storage.setAppConfig({ companyKey: 'aval-demo' } as PortalConfig);
    storage.setUserInfo({ UserId: 7, BrokerId: 3 } as SessionUserInfo);
    storage.setTokens({ access_token: 'jwt', refresh_token: 'r' });
    answer(200, { Response: { Modulo: 9, Acao: ['Solicitar'] }, Errors: [] });

    const result = await gatewayClient.get('api/Permissao/BuscarPermissoes', {
      query: { Modulo: 9, vazio: undefined },
    });

    expect(result).toEqual({ Modulo: 9, Acao: ['Solicitar'] });
    const { url, headers } = lastCall();
    expect(url).toBe('/api/Permissao/BuscarPermissoes?Modulo=9');
    expect(headers.get('companyKey')).toBe('aval-demo');
    expect(headers.get('BrokerId')).toBe('3');
    expect(headers.get('UserId')).toBe('7');
    expect(headers.get('Authorization')).toBe('Bearer jwt');
  });

  it('sends no bearer for calls that need no sign-in, and posts forms encoded', async () => {
    storage.setTokens({ access_token: 'jwt', refresh_token: 'r' });
    answer(200, { access_token: 'a', refresh_token: 'b', expires_in: 900, token_type: 'Bearer' });

    const tokens = await gatewayClient.post('Security/GetToken', {
      auth: false,
      form: { grant_type: 'password', username: 'admin', password: 'x y' },
    });

    expect(tokens).toEqual({
      access_token: 'a',
      refresh_token: 'b',
      expires_in: 900,
      token_type: 'Bearer',
    });
    const { init, headers } = lastCall();
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('grant_type=password&username=admin&password=x+y');
  });

  it('throws an HttpError carrying the joined Errors and the status', async () => {
    answer(400, { Response: null, Errors: ['Campo A inválido.', 'Campo B inválido.'] });
    const error = await failure(gatewayClient.post('Person/SaveUserInfo', { json: {} }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Campo A inválido. Campo B inválido.');
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      Response: null,
      Errors: ['Campo A inválido.', 'Campo B inválido.'],
    });
  });

  it('falls back to the default message when the failure has no body', async () => {
    answer(500);
    const error = await failure(gatewayClient.get('Core/GetTermOfUse'));
    expect(error.message).toBe(DEFAULT_ERROR_MESSAGE);
    expect(error.status).toBe(500);

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await failure(gatewayClient.get('Core/GetTermOfUse'));
    expect(offline.message).toBe('Erro ao tentar executar a solicitação.');
  });
});
