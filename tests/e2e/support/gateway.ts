import assert from 'node:assert/strict';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { DEMO_PASSWORD } from './browser';

/** A one-page PDF the upload calls and file inputs accept. */
export const MINIMAL_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

/**
 * A demo user's calls to the gateway (the envelope's Response), for the set-up the browser
 * only looks at afterwards; one flow goes wholly through the screens.
 */
export const gatewayAs = async (baseUrl: string, login: string) => {
  const send = async (path: string, init: RequestInit = {}, token?: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      ...init,
      headers: {
        companyKey: DEMO_COMPANY_KEY,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...init.headers,
      },
    });
    const text = await response.text();
    assert.equal(response.status, 200, `${path}: ${text}`);
    return JSON.parse(text) as { Response: unknown; access_token?: string };
  };
  const json = { 'content-type': 'application/json' };
  const { access_token: token } = await send('/api/Security/GetToken', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ grant_type: 'password', username: login, password: DEMO_PASSWORD }),
  });
  return {
    get: async <T>(path: string, query: Record<string, string>) =>
      (await send(`${path}?${new URLSearchParams(query)}`, {}, token)).Response as T,
    post: async <T>(path: string, body: unknown) =>
      (await send(path, { method: 'POST', headers: json, body: JSON.stringify(body) }, token))
        .Response as T,
    /** Archive/Upload: the file's id, to attach to a document. */
    upload: async (fileName: string) => {
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(MINIMAL_PDF)], { type: 'application/pdf' }),
        fileName,
      );
      const answer = await send('/api/Archive/Upload', { method: 'POST', body: form }, token);
      return (answer.Response as { uniqueIdentifier: string }).uniqueIdentifier;
    },
  };
};
