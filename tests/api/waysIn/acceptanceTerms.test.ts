import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyAcceptanceTerms } from '../../../server/db/schema';
import { companyIdOf } from '../support/fixtures';
import { SECOND_COMPANY_KEY } from '../support/secondTenant';
import { bearer, tokensFor } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await tokensFor(t.app, 'corretor')).access_token;
});
afterAll(() => t.close());

const lastTerm = (query: string, accessToken: string | null = token) =>
  t.app.inject({
    method: 'GET',
    url: `/api/CompanyAcceptanceTerm/GetLastCompanyAcceptanceTerm${query}`,
    headers: accessToken ? bearer(accessToken) : {},
  });

describe('GetLastCompanyAcceptanceTerm', () => {
  it('answers the tenant term of each proposal type with its tags filled in', async () => {
    const titles: Record<number, string> = {
      1: 'Termo de Aceite — Cotação e Proposta de Seguro Garantia',
      2: 'Termo de Aceite — Renovação de Apólice de Seguro Garantia',
      3: 'Termo de Aceite — Solicitação de Endosso',
    };
    for (const type of [1, 2, 3]) {
      const response = await lastTerm(`?proposaltype=${type}`);
      expect(response.statusCode, response.body).toBe(200);
      const term = response.json().Response;
      expect(term).toMatchObject({ ProposalType: type, Version: 1 });
      expect(term.HTML).toContain(titles[type]);
      expect(term.HTML).toContain('Garantia Brasil Seguros S.A.');
      expect(term.HTML).not.toMatch(/\[(NomeSeguradora|CnpjSeguradora|EmailContato)\]/);
      expect(Date.parse(term.PublishedAt)).not.toBeNaN();
    }
  });

  it('answers the latest published version, ignoring one scheduled for later', async () => {
    const companyId = await companyIdOf(t.db, 'aval-demo');
    await t.db.insert(companyAcceptanceTerms).values([
      {
        companyId,
        proposalType: 2,
        version: 2,
        html: '<p>Versão 2 da [NomeSeguradora]</p>',
        publishedAt: new Date(),
      },
      {
        companyId,
        proposalType: 2,
        version: 3,
        html: '<p>Versão 3</p>',
        publishedAt: new Date(Date.now() + 86_400_000),
      },
      { companyId, proposalType: 2, version: 4, html: '<p>Rascunho</p>', publishedAt: null },
    ]);
    const term = (await lastTerm('?proposaltype=2')).json().Response;
    expect(term).toMatchObject({
      Version: 2,
      HTML: '<p>Versão 2 da Garantia Brasil Seguros S.A.</p>',
    });
  });

  it('answers 404 when the tenant has no term for the type', async () => {
    const other = await tokensFor(t.app, 'admin', {
      companyKey: SECOND_COMPANY_KEY,
      password: 'Fianca#2026',
    });
    const response = await lastTerm('?proposaltype=1', other.access_token);
    expect(response.statusCode).toBe(404);
    expect(response.json().Errors).toEqual([
      'Nenhum termo de aceite publicado para este tipo de proposta.',
    ]);
  });

  it('names a missing or unknown proposaltype, and needs a session', async () => {
    const message = 'O campo "proposaltype" deve ser um destes tipos de proposta: 1, 2, 3.';
    for (const query of ['', '?proposaltype=9', '?proposaltype=abc', '?proposaltype=1.5']) {
      const response = await lastTerm(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().Errors).toEqual([message]);
    }
    expect((await lastTerm('?proposaltype=1', null)).statusCode).toBe(401);
  });
});
