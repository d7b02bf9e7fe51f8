import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeHistories, termAcceptances, termsOfUse, users } from '../../server/db/schema';
import { DEMO_COMPANY_NAME } from '../../server/db/seed/demoUsers';
import { addUser, companyIdOf } from './support/fixtures';
import { SECOND_COMPANY_KEY, SECOND_PASSWORD } from './support/secondTenant';
import { bearer, tokensFor } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string) =>
  t.app.inject({ method, url, headers: bearer(token) });

const verify = async (token: string) => {
  const response = await call('POST', '/api/Security/VerifyUserInfoAssignLastTermOfUser', token);
  expect(response.statusCode).toBe(200);
  return response.json().Response as boolean;
};
const assign = (token: string) => call('POST', '/api/Security/AssignLastCompanyTermOfUse', token);

const historyOf = (userId: number) =>
  t.db
    .select()
    .from(changeHistories)
    .where(
      and(eq(changeHistories.entity, 'UserInfo'), eq(changeHistories.entityId, String(userId))),
    )
    .orderBy(changeHistories.id);

describe('terms of use', () => {
  it('answers the latest published term with its tags filled in', async () => {
    const { access_token } = await tokensFor(t.app, 'corretor');
    const response = await call('GET', '/api/Core/GetTermOfUse', access_token);
    expect(response.statusCode).toBe(200);
    const term = response.json().Response;
    expect(term).toMatchObject({ Id: expect.any(Number), Version: 1 });
    expect(new Date(term.PublishedAt).getTime()).not.toBeNaN();
    expect(term.HTMLTermOfUse).toContain(`<strong>${DEMO_COMPANY_NAME}</strong>`);
    expect(term.HTMLTermOfUse).toMatch(/CNPJ sob o nº \d{2}\.\d{3}\.\d{3}\/0001-\d{2}/);
    expect(term.HTMLTermOfUse).toContain('mailto:contato@garantiabrasil.com.br');
    expect(term.HTMLTermOfUse).not.toMatch(/\[(NomeSeguradora|CnpjSeguradora|EmailContato)\]/);
  });

  it('lists the tenant’s term tags', async () => {
    const { access_token } = await tokensFor(t.app, 'tomador');
    const response = await call('GET', '/api/Core/GetCompanyTermOfUseTags', access_token);
    expect(response.statusCode).toBe(200);
    const tags = response.json().Response;
    expect(tags.map((tag: { Name: string }) => tag.Name)).toEqual([
      'CnpjSeguradora',
      'EmailContato',
      'NomeSeguradora',
    ]);
    expect(tags).toContainEqual({ Name: 'NomeSeguradora', Value: DEMO_COMPANY_NAME });
  });

  it('records an acceptance once, with its history row', async () => {
    const user = await addUser(t.db, { login: 'aceitante', profileName: 'Analista' });
    const { access_token } = await tokensFor(t.app, 'aceitante');
    expect(await verify(access_token)).toBe(false);

    const response = await assign(access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Response: true, Errors: [] });
    expect(await verify(access_token)).toBe(true);

    const acceptances = await t.db
      .select()
      .from(termAcceptances)
      .where(eq(termAcceptances.userId, user.id));
    expect(acceptances).toHaveLength(1);
    expect(acceptances[0].ip).toBe('127.0.0.1');

    const [history] = await historyOf(user.id);
    expect(history).toMatchObject({
      changedByUserId: user.id,
      changedByName: user.personName,
      changes: [{ field: 'TermOfUseVersion', oldValue: null, newValue: 1 }],
    });
    expect(history.changedAt).toBeInstanceOf(Date);

    await assign(access_token);
    expect(await historyOf(user.id)).toHaveLength(1);
  });

  it('asks again when a new version is published, and records the step between versions', async () => {
    const user = await addUser(t.db, { login: 'veterano', profileName: 'Analista' });
    const { access_token } = await tokensFor(t.app, 'veterano');
    await assign(access_token);
    await t.db.insert(termsOfUse).values({
      companyId: user.companyId,
      version: 2,
      html: '<p>Nova versão da [NomeSeguradora]</p>',
      publishedAt: new Date(Date.now() - 1000),
    });
    // a draft (unpublished) version changes nothing
    await t.db
      .insert(termsOfUse)
      .values({ companyId: user.companyId, version: 3, html: '<p>rascunho</p>' });

    expect(await verify(access_token)).toBe(false);
    const term = (await call('GET', '/api/Core/GetTermOfUse', access_token)).json().Response;
    expect(term).toMatchObject({
      Version: 2,
      HTMLTermOfUse: `<p>Nova versão da ${DEMO_COMPANY_NAME}</p>`,
    });
    await assign(access_token);
    expect(await verify(access_token)).toBe(true);
    const rows = await historyOf(user.id);
    expect(rows.map((row) => row.changes)).toEqual([
      [{ field: 'TermOfUseVersion', oldValue: null, newValue: 1 }],
      [{ field: 'TermOfUseVersion', oldValue: 1, newValue: 2 }],
    ]);
  });

  it('answers the second tenant its own term, tags and acceptance', async () => {
    const { access_token } = await tokensFor(t.app, 'admin', {
      companyKey: SECOND_COMPANY_KEY,
      password: SECOND_PASSWORD,
    });
    const term = (await call('GET', '/api/Core/GetTermOfUse', access_token)).json().Response;
    expect(term).toMatchObject({
      Version: 3,
      HTMLTermOfUse:
        '<p>Termo da Segura Fiança Seguros S.A. — contato contato@segurafianca.test.</p>',
    });
    const tags = (await call('GET', '/api/Core/GetCompanyTermOfUseTags', access_token)).json();
    expect(tags.Response.map((tag: { Value: string }) => tag.Value)).not.toContain(
      DEMO_COMPANY_NAME,
    );

    expect(await verify(access_token)).toBe(false);
    await assign(access_token);
    expect(await verify(access_token)).toBe(true);
    const secondCompanyId = await companyIdOf(t.db, SECOND_COMPANY_KEY);
    const [admin] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.companyId, secondCompanyId), eq(users.login, 'admin')));
    const [acceptance] = await t.db
      .select({ companyId: termAcceptances.companyId, version: termsOfUse.version })
      .from(termAcceptances)
      .innerJoin(termsOfUse, eq(termsOfUse.id, termAcceptances.termId))
      .where(eq(termAcceptances.userId, admin.id));
    expect(acceptance).toEqual({ companyId: secondCompanyId, version: 3 });
  });

  it('answers 404 when the tenant has no published term, and nothing to accept', async () => {
    const companyId = await companyIdOf(t.db, SECOND_COMPANY_KEY);
    await t.db
      .update(termsOfUse)
      .set({ publishedAt: null })
      .where(eq(termsOfUse.companyId, companyId));
    const { access_token } = await tokensFor(t.app, 'admin', {
      companyKey: SECOND_COMPANY_KEY,
      password: SECOND_PASSWORD,
    });
    const response = await call('GET', '/api/Core/GetTermOfUse', access_token);
    expect(response.statusCode).toBe(404);
    expect(response.json().Errors).toEqual(['Nenhum termo de uso publicado para a seguradora.']);
    expect(await verify(access_token)).toBe(true);
    expect((await assign(access_token)).statusCode).toBe(404);
  });
});
