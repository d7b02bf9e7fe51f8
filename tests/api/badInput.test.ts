import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, expectStatus, signedInApp } from './support/caller';
import { requestToken } from './support/session';
import type { TestApp } from './support/testApp';

/**
 * Defect 5 of issue 10: input PostgreSQL cannot store answered 500, some of it without a token.
 * Each is now a 400 that names the field, refused before any query runs.
 */
let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
});
afterAll(() => t.close());

type Sent = { statusCode: number; json(): unknown } | { status: number; body: unknown };
const expectFieldError = (sent: Sent, field: string) => {
  const [status, body] =
    'statusCode' in sent ? [sent.statusCode, sent.json()] : [sent.status, sent.body];
  expect(status, JSON.stringify(body)).toBe(400);
  const { Response, Errors } = body as { Response: unknown; Errors: string[] };
  expect(Response).toBeNull();
  expect(Errors.join(' ')).toContain(`"${field}"`);
};

describe('text the database cannot store', () => {
  it('refuses a NUL byte in a query string without a token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Application/GetPortalConfig?dns=%00',
    });
    expectFieldError(response, 'dns');
    expect(response.json()).toEqual({
      Response: null,
      Errors: ['O campo "dns" contém caracteres inválidos.'],
    });
  });

  it('refuses a NUL byte in the sign-in body, JSON or form', async () => {
    const json = await requestToken(t.app, {
      grant_type: 'password',
      username: '\u0000',
      password: 'x',
    });
    expectFieldError(json, 'username');
    const form = await requestToken(
      t.app,
      { grant_type: 'password', username: 'admin\u0000', password: 'x' },
      { form: true },
    );
    expectFieldError(form, 'username');
  });

  it('refuses a NUL byte in every kind of search', async () => {
    expectFieldError(
      await admin.get('/api/Insured/SearchInsureds', { InsuredName: 'DN\u0000IT' }),
      'InsuredName',
    );
    expectFieldError(
      await admin.get('/api/Insured/SearchInsureds', { InsuredDocument: '\u0000' }),
      'InsuredDocument',
    );
  });

  it('refuses an unpaired surrogate, and keeps a paired one (an emoji is fine)', async () => {
    expectFieldError(await admin.post('/api/Insured/InsertInsured', { Name: '\ud800' }), 'Name');
    expectFieldError(
      await admin.post('/api/Insured/InsertInsured', { Name: 'Obra \udc00 Norte' }),
      'Name',
    );
    const emoji = await admin.post('/api/Insured/InsertInsured', {
      Name: 'Condomínio Sol 🌞',
      CpfCnpj: '11222333000181',
    });
    expect(emoji.status).toBeLessThan(500);
    expect(JSON.stringify(emoji.body)).not.toContain('caracteres inválidos');
  });

  it('names a nested field', async () => {
    const response = await admin.post('/api/Insured/InsertInsured', {
      Name: 'Prefeitura',
      Location: { Street: 'Rua \u0000' },
    });
    expectFieldError(response, 'Location.Street');
  });

  it('refuses nesting no call takes', async () => {
    let deep: unknown = 'fundo';
    for (let level = 0; level < 100; level += 1) deep = { a: deep };
    const response = await admin.post('/api/Insured/InsertInsured', { Name: 'X', Location: deep });
    expectStatus(response, 400);
  });
});

describe('numbers beyond their column', () => {
  it('refuses an id beyond a 32-bit integer, naming it', async () => {
    expectFieldError(
      await admin.post('/api/Broker/CreateBrokerRequestDocumentByInsurer', {
        BrokerId: 2147483648,
        Description: 'Balanço',
      }),
      'BrokerId',
    );
  });

  it('refuses a catalogue id beyond its smallint column, naming it', async () => {
    expectFieldError(
      await admin.post('/api/Parametros/AdicionarParametrosConsultasPorBureau', {
        TipoConsultaId: 999999,
        BureauId: 1,
      }),
      'TipoConsultaId',
    );
    expectFieldError(
      await admin.get('/api/UserProfile/GetProfileByCompanyId', { userInfoTypeId: '999999' }),
      'userInfoTypeId',
    );
  });

  it('refuses an id beyond a 32-bit integer in a query string, naming it', async () => {
    expectFieldError(
      await admin.get('/api/InsuredChangeHistory/Get', { insuredId: '2147483648' }),
      'insuredId',
    );
  });
});
