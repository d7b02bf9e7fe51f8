import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestDocument } from '../../../domain/requestDocuments';
import { ModalProvider } from '../../../src/components';
import { RequestDocumentsPanel } from '../../../src/components/parties/RequestDocumentsPanel';
import { authProvider } from '../../../src/providers/authProvider';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { resetRefreshPhase } from '../../../src/providers/sessionRefresh';
import { storage } from '../../../src/providers/storage';
import { admin, renderInAdmin } from '../shell/fixtures';

/**
 * A named dataProvider method called from a screen (the request documents' list) goes through
 * addRefreshAuthToDataProvider and the authProvider's 401 rule like getList does.
 */

const jwt = (subject: string, expiresIn: number) => {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + expiresIn;
  return `${encode({ alg: 'HS256' })}.${encode({ sub: subject, exp })}.s`;
};
const oldToken = jwt('old', 600);
const newToken = jwt('new', 900);

const contrato: RequestDocument = {
  Id: 1,
  UniqueId: 'd0000000-0000-4000-8000-000000000001',
  Name: 'Contrato social',
  Description: null,
  Status: 'Pendente',
  ReviewNote: null,
  IsDeleted: false,
  DeletedAt: null,
  CreatedAt: '2026-03-01T12:00:00.000Z',
  RequestedByName: 'Ana Paula Ribeiro',
  Version: 1,
  Archives: [],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const calls: { path: string; bearer: string | null; body?: string }[] = [];

/** The gateway: the documents answer only the new access token; the old one is refused (401). */
const gateway = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const path = new URL(String(input), 'http://localhost').pathname;
  const bearer = new Headers(init?.headers).get('Authorization');
  calls.push({ path, bearer, body: typeof init?.body === 'string' ? init.body : undefined });
  if (path === '/api/Security/GetToken') {
    return json({ access_token: newToken, refresh_token: 'r2', expires_in: 900 });
  }
  if (path === '/api/Security/GetUserInfo') return json({ Response: admin, Errors: [] });
  if (path === '/api/PolicyHolder/GetDocumentsByPolicyHolderUniqueId') {
    return bearer === `Bearer ${newToken}`
      ? json({ Response: [contrato], Errors: [] })
      : json({ Response: null, Errors: ['Sessão expirada. Entre novamente.'] }, 401);
  }
  return json({ Response: null, Errors: [path] }, 404);
});

const documentCalls = () =>
  calls.filter((call) => call.path.endsWith('GetDocumentsByPolicyHolderUniqueId'));

const renderPanel = () =>
  render(
    renderInAdmin(
      <ModalProvider>
        <RequestDocumentsPanel
          owner={{ kind: 'policy_holder', uniqueId: 'c0000000-0000-4000-8000-000000000001' }}
        />
      </ModalProvider>,
      admin,
      '/',
      createDataProvider([]),
      authProvider,
    ),
  );

beforeEach(() => {
  window.localStorage.clear();
  resetRefreshPhase();
  calls.length = 0;
  vi.stubGlobal('fetch', gateway);
  storage.setUserInfo(admin);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetRefreshPhase();
});

describe('named dataProvider methods and the session', () => {
  it('on a 401 renews the session, retries the call with the new token and shows the rows', async () => {
    storage.setTokens({ access_token: oldToken, refresh_token: 'r1' });
    renderPanel();

    expect(await screen.findByText('Contrato social', {}, { timeout: 5000 })).toBeTruthy();
    expect(documentCalls().map((call) => call.bearer)).toEqual([
      `Bearer ${oldToken}`,
      `Bearer ${newToken}`,
    ]);
    expect(calls.filter((call) => call.path === '/api/Security/GetToken')).toEqual([
      expect.objectContaining({ body: 'grant_type=refresh_token&refresh_token=r1' }),
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('exchanges an expired access token before the call goes out', async () => {
    storage.setTokens({ access_token: jwt('expired', -5), refresh_token: 'r1' });
    renderPanel();

    expect(await screen.findByText('Contrato social')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/Security/GetToken',
      '/api/Security/GetUserInfo',
      '/api/PolicyHolder/GetDocumentsByPolicyHolderUniqueId',
    ]);
    expect(documentCalls()[0].bearer).toBe(`Bearer ${newToken}`);
  });
});
