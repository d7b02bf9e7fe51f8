import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider, baseAuthProvider } from '../../../src/providers/authProvider';
import { onNotificationsCleared } from '../../../src/providers/sessionEvents';
import {
  refreshAuth,
  refreshPhaseStore,
  resetRefreshPhase,
} from '../../../src/providers/sessionRefresh';
import { storage } from '../../../src/providers/storage';
import { analista } from '../shell/fixtures';

const jwt = (expSeconds: number) => {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: '1', exp: expSeconds })}.signature`;
};
const now = () => Math.floor(Date.now() / 1000);

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body?: unknown) =>
  fetchMock.mockResolvedValueOnce(
    new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
const calledPaths = () => fetchMock.mock.calls.map(([url]) => String(url));
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise((r) => setTimeout(() => r(false), ms))]);

beforeEach(() => {
  window.localStorage.clear();
  resetRefreshPhase();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('refresh on expiry', () => {
  it('leaves a valid access token alone', async () => {
    storage.setTokens({ access_token: jwt(now() + 600), refresh_token: 'r1' });
    await refreshAuth();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(refreshPhaseStore.get()).toBe('idle');
  });

  it('exchanges an expired token once for all waiting calls, then refetches the user', async () => {
    storage.setTokens({ access_token: jwt(now() - 5), refresh_token: 'r1' });
    answer(200, { access_token: jwt(now() + 900), refresh_token: 'r2', expires_in: 900 });
    answer(200, { Response: analista, Errors: [] });

    const waiting = [refreshAuth(), refreshAuth(), authProvider.checkAuth({}).catch(() => null)];
    expect(refreshPhaseStore.get()).toBe('refreshing');
    await Promise.all(waiting);

    expect(calledPaths()).toEqual(['/api/Security/GetToken', '/api/Security/GetUserInfo']);
    expect(fetchMock.mock.calls[0][1]?.body).toBe('grant_type=refresh_token&refresh_token=r1');
    expect(storage.getRefreshToken()).toBe('r2');
    expect(storage.getUserInfo()?.Username).toBe('analista');
    expect(refreshPhaseStore.get()).toBe('refreshed');
  });

  it('on a refused refresh clears the session and holds further calls for the redirect', async () => {
    storage.setTokens({ access_token: jwt(now() - 5), refresh_token: 'spent' });
    storage.setUserInfo(analista);
    answer(400, { Response: null, Errors: ['Sessão expirada ou inválida. Entre novamente.'] });

    expect(await settlesWithin(refreshAuth(), 50)).toBe(false);
    expect(refreshPhaseStore.get()).toBe('failed');
    expect(storage.getAccessToken()).toBeNull();
    expect(storage.getUserInfo()).toBeNull();
    expect(await settlesWithin(refreshAuth(), 20)).toBe(false);
  });
});

describe('401 rules', () => {
  it('refreshes on a 401 when a refresh token exists and passes the error on', async () => {
    storage.setTokens({ access_token: jwt(now() + 600), refresh_token: 'r1' });
    answer(200, { access_token: jwt(now() + 900), refresh_token: 'r2', expires_in: 900 });
    answer(200, { Response: analista, Errors: [] });

    await expect(baseAuthProvider.checkError({ status: 401 })).resolves.toBeUndefined();
    expect(refreshPhaseStore.get()).toBe('refreshing');
    await waitFor(() => expect(refreshPhaseStore.get()).toBe('refreshed'));
    expect(calledPaths()).toEqual(['/api/Security/GetToken', '/api/Security/GetUserInfo']);
  });

  it('signs out on a 401 without a refresh token', async () => {
    await expect(baseAuthProvider.checkError({ status: 401 })).rejects.toMatchObject({
      redirectTo: '/login',
    });
  });

  it('passes other errors on without signing out', async () => {
    await expect(baseAuthProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(baseAuthProvider.checkError({ status: 500 })).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the password grant and keeps userInfo', async () => {
    answer(200, { access_token: jwt(now() + 900), refresh_token: 'r1', expires_in: 900 });
    answer(200, { Response: analista, Errors: [] });
    await authProvider.login({ username: 'analista', password: 'Aval@2026' });
    expect(fetchMock.mock.calls[0][1]?.body).toBe(
      'grant_type=password&username=analista&password=Aval%402026',
    );
    expect(storage.getUserInfo()?.HomeMenuId).toBe(1);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(await authProvider.getIdentity?.()).toEqual({ id: 1, fullName: 'Usuário de Teste' });
  });

  it('passes a locked account on as a 423', async () => {
    answer(423, { Response: null, Errors: ['Usuário bloqueado por excesso de tentativas.'] });
    await expect(authProvider.login({ username: 'x', password: 'y' })).rejects.toMatchObject({
      status: 423,
    });
    expect(storage.getAccessToken()).toBeNull();
  });

  it('revokes, clears the session and advisor data, and empties notifications 200 ms later', async () => {
    storage.setTokens({ access_token: jwt(now() + 600), refresh_token: 'r1' });
    storage.setUserInfo(analista);
    storage.setAdvisorInfo({ PersonId: 1, Username: 'assessor', PersonUniqueId: 'x' });
    storage.setLoginPath('/login/simula-seguradora.com.br');
    answer(200, { Response: true, Errors: [] });
    const cleared = vi.fn();
    const stop = onNotificationsCleared(cleared);
    vi.useFakeTimers();

    const redirect = await authProvider.logout({});

    expect(calledPaths()).toEqual(['/api/Security/Logout']);
    expect(fetchMock.mock.calls[0][1]?.body).toBe(JSON.stringify({ refresh_token: 'r1' }));
    expect(redirect).toBe('/login/simula-seguradora.com.br');
    expect(storage.getAccessToken()).toBeNull();
    expect(storage.getUserInfo()).toBeNull();
    expect(storage.getAdvisorInfo()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toBeTruthy();
    vi.advanceTimersByTime(199);
    expect(cleared).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(cleared).toHaveBeenCalledOnce();
    stop();
  });
});

describe('canAccess', () => {
  it('answers from the screen table for the signed-in user', async () => {
    storage.setUserInfo(analista);
    expect(await authProvider.canAccess?.({ resource: '/kanban', action: 'access' })).toBe(true);
    expect(await authProvider.canAccess?.({ resource: '/tomador/abc', action: 'access' })).toBe(
      true,
    );
    expect(await authProvider.canAccess?.({ resource: '/contrato', action: 'access' })).toBe(false);
    expect(await authProvider.canAccess?.({ resource: '/nao-existe', action: 'access' })).toBe(
      false,
    );
  });

  it('answers a resource name and action from the resource table, refusing unknown ones', async () => {
    storage.setUserInfo(analista);
    const can = (resource: string, action: string) =>
      authProvider.canAccess?.({ resource, action });
    expect(await can('tomadores', 'list')).toBe(true);
    expect(await can('tomadores', 'calculateLimits')).toBe(true);
    expect(await can('tomadores', 'block')).toBe(false);
    expect(await can('tomadores', 'voar')).toBe(false);
    expect(await can('endossos', 'list')).toBe(false);
  });
});
