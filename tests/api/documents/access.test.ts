import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { archiveNotYours } from '../../../server/modules/files/messages';
import { companyIdOf } from '../support/fixtures';
import { SECOND_COMPANY_KEY, SECOND_PASSWORD } from '../support/secondTenant';
import { bearer, tokensFor } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';
import { addHolder, addInsured, brokerByName, HORIZONTE, PRIME, uploadPdf } from './support';

let t: TestApp;
const tokens: Record<string, string> = {};
let otherTenant: string;
let companyId: number;
let nominated: { uniqueId: string };
let foreign: { uniqueId: string };
let nominatedDoc: string;
let foreignDoc: string;
let primeDoc: string;
let horizonteDoc: string;
let insurerDoc: string;
let insuredDoc: string;

const call = (
  token: string,
  method: 'GET' | 'POST',
  path: string,
  options: Partial<InjectOptions>,
) => t.app.inject({ method, url: `/api/${path}`, headers: bearer(token), ...options });
const post = (token: string, path: string, payload: object) =>
  call(token, 'POST', path, { payload });
const get = (token: string, path: string, query: Record<string, string> = {}) =>
  call(token, 'GET', path, { query });
const created = async (path: string, payload: object) => {
  const response = await post(tokens.admin, path, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Response.UniqueId as string;
};
const status = async (promise: ReturnType<typeof post>) => (await promise).statusCode;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
  for (const login of ['admin', 'analista', 'corretor', 'tomador']) {
    tokens[login] = (await tokensFor(t.app, login)).access_token;
  }
  otherTenant = (
    await tokensFor(t.app, 'admin', { companyKey: SECOND_COMPANY_KEY, password: SECOND_PASSWORD })
  ).access_token;
  const prime = await brokerByName(t.db, companyId, PRIME);
  const horizonte = await brokerByName(t.db, companyId, HORIZONTE);
  nominated = await addHolder(t.db, companyId, 'Tomador Nomeado à Prime Ltda.', prime.id);
  foreign = await addHolder(t.db, companyId, 'Tomador da Horizonte Ltda.', horizonte.id);
  nominatedDoc = await created('PolicyHolder/CreateRequestDocument', {
    PolicyHolderUniqueId: nominated.uniqueId,
    Name: 'Contrato social',
  });
  foreignDoc = await created('PolicyHolder/CreateRequestDocument', {
    PolicyHolderUniqueId: foreign.uniqueId,
    Name: 'Contrato social',
  });
  primeDoc = await created('Broker/CreateBrokerRequestDocumentByInsurer', {
    BrokerId: prime.id,
    Name: 'Cartão CNPJ',
  });
  horizonteDoc = await created('Broker/CreateBrokerRequestDocumentByInsurer', {
    BrokerId: horizonte.id,
    Name: 'Cartão CNPJ',
  });
  insurerDoc = await created('InsuranceCompany/CreateRequestDocument', {
    Name: 'Condições gerais',
  });
  const insured = await addInsured(t.db, companyId, 'Companhia Estadual de Águas');
  insuredDoc = await created('Insured/CreateRequestDocument', {
    InsuredUniqueId: insured.uniqueId,
    Name: 'Contrato',
  });
});
afterAll(() => t.close());

describe('document permissions', () => {
  it('refuses manage calls to a view-only analyst (403) but lets it read', async () => {
    const { analista } = tokens;
    expect(
      await status(
        post(analista, 'PolicyHolder/CreateRequestDocument', {
          PolicyHolderUniqueId: nominated.uniqueId,
          Name: 'X',
        }),
      ),
    ).toBe(403);
    expect(
      await status(post(analista, 'InsuranceCompany/CreateRequestDocument', { Name: 'X' })),
    ).toBe(403);
    expect(
      await status(
        post(analista, 'InsuranceCompany/ReviewRequestDocument', {
          RequestDocumentUniqueId: nominatedDoc,
          Status: 'Conforme',
          Version: 1,
        }),
      ),
    ).toBe(403);
    expect(
      await status(
        post(analista, 'PolicyHolder/DeleteRequestDocument', {
          RequestDocumentUniqueId: nominatedDoc,
          Version: 1,
        }),
      ),
    ).toBe(403);
    expect(
      await status(
        get(analista, 'PolicyHolder/GetDocumentsByPolicyHolderUniqueId', {
          policyHolderUniqueId: nominated.uniqueId,
        }),
      ),
    ).toBe(200);
    expect(await status(get(analista, 'InsuranceCompany/GetRequestDocuments'))).toBe(200);
  });

  it('a broker reaches only the holders nominated to it (404 otherwise) and cannot request documents', async () => {
    const { corretor } = tokens;
    expect(
      await status(
        get(corretor, 'PolicyHolder/GetDocumentsByPolicyHolderUniqueId', {
          policyHolderUniqueId: nominated.uniqueId,
        }),
      ),
    ).toBe(200);
    expect(
      await status(
        get(corretor, 'PolicyHolder/GetDocumentsByPolicyHolderUniqueId', {
          policyHolderUniqueId: foreign.uniqueId,
        }),
      ),
    ).toBe(404);
    const archive = await uploadPdf(t.app, corretor);
    expect(
      await status(
        post(corretor, 'PolicyHolder/UploadRequestDocument', {
          RequestDocumentUniqueId: nominatedDoc,
          ArchiveUniqueIds: [archive],
        }),
      ),
    ).toBe(200);
    expect(
      await status(
        post(corretor, 'PolicyHolder/UploadRequestDocument', {
          RequestDocumentUniqueId: foreignDoc,
          ArchiveUniqueIds: [archive],
        }),
      ),
    ).toBe(404);
    expect(
      await status(
        post(corretor, 'PolicyHolder/sendRequestToAnalysis', {
          PolicyHolderUniqueId: foreign.uniqueId,
        }),
      ),
    ).toBe(404);
    expect(
      await status(
        post(corretor, 'PolicyHolder/sendRequestToAnalysis', {
          PolicyHolderUniqueId: nominated.uniqueId,
        }),
      ),
    ).toBe(200);
    expect(
      await status(
        post(corretor, 'PolicyHolder/CreateRequestDocument', {
          PolicyHolderUniqueId: nominated.uniqueId,
          Name: 'X',
        }),
      ),
    ).toBe(403);
  });

  it("a broker never reaches another broker's documents", async () => {
    const { corretor } = tokens;
    expect(
      await status(
        get(corretor, 'Broker/GetBrokerRequestDocumentArchives', {
          RequestDocumentUniqueId: horizonteDoc,
        }),
      ),
    ).toBe(404);
    expect(
      await status(
        get(corretor, 'Broker/GetBrokerRequestDocumentArchives', {
          RequestDocumentUniqueId: primeDoc,
        }),
      ),
    ).toBe(200);
    const archive = await uploadPdf(t.app, corretor);
    expect(
      await status(
        post(corretor, 'Broker/UploadBrokerRequestDocumentArchive', {
          RequestDocumentUniqueId: horizonteDoc,
          ArchiveUniqueIds: [archive],
        }),
      ),
    ).toBe(404);
    expect(
      await status(
        post(corretor, 'Broker/SubmitDocumentToReview', {
          RequestDocumentUniqueIds: [horizonteDoc],
        }),
      ),
    ).toBe(404);
    const own = (await get(corretor, 'Broker/GetBrokerRequestDocuments')).json().Response;
    const ownIds = own.map((d: { UniqueId: string }) => d.UniqueId);
    expect(ownIds).toContain(primeDoc);
    expect(ownIds).not.toContain(horizonteDoc);
    // the insurer's view of brokers needs VISUALIZAR/GERENCIAR_CORRETORES
    expect(
      await status(get(corretor, 'Broker/GetBrokerRequestDocumentsByBroker', { brokerId: '1' })),
    ).toBe(403);
    // a route serving another owner kind does not find the document
    expect(
      await status(
        post(tokens.admin, 'PolicyHolder/ChangeRequestDocumentName', {
          RequestDocumentUniqueId: primeDoc,
          Name: 'X',
          Version: 1,
        }),
      ),
    ).toBe(404);
  });

  it('kanban/GetRequestDocumentArchives answers only documents whose owner the caller reaches', async () => {
    const archives = (token: string, uniqueId: string) =>
      status(
        get(token, 'kanban/GetRequestDocumentArchives', { RequestDocumentUniqueId: uniqueId }),
      );
    expect(await archives(tokens.corretor, nominatedDoc)).toBe(200);
    expect(await archives(tokens.corretor, foreignDoc)).toBe(404);
    expect(await archives(tokens.corretor, primeDoc)).toBe(200);
    expect(await archives(tokens.corretor, horizonteDoc)).toBe(404);
    expect(await archives(tokens.corretor, insurerDoc)).toBe(200);
    expect(await archives(tokens.tomador, nominatedDoc)).toBe(404);
    expect(await archives(tokens.tomador, insurerDoc)).toBe(404);
    expect(await archives(tokens.admin, insuredDoc)).toBe(200);
    expect(await archives(tokens.admin, 'not-a-uuid')).toBe(404);
  });

  it('another tenant finds nothing, and an archive of another tenant cannot be attached', async () => {
    expect(
      await status(
        get(otherTenant, 'PolicyHolder/GetDocumentsByPolicyHolderUniqueId', {
          policyHolderUniqueId: nominated.uniqueId,
        }),
      ),
    ).toBe(404);
    expect(
      await status(
        post(otherTenant, 'InsuranceCompany/ReviewRequestDocument', {
          RequestDocumentUniqueId: nominatedDoc,
          Status: 'Conforme',
          Version: 1,
        }),
      ),
    ).toBe(404);
    expect(
      await status(
        post(otherTenant, 'InsuranceCompany/DeleteRequestDocument', {
          RequestDocumentUniqueId: insurerDoc,
          Version: 1,
        }),
      ),
    ).toBe(404);
    expect(
      await status(
        get(otherTenant, 'kanban/GetRequestDocumentArchives', {
          RequestDocumentUniqueId: insurerDoc,
        }),
      ),
    ).toBe(404);
    const theirs = await uploadPdf(t.app, otherTenant);
    const response = await post(tokens.admin, 'InsuranceCompany/UploadRequestDocument', {
      RequestDocumentUniqueId: insurerDoc,
      ArchiveUniqueIds: [theirs],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual([archiveNotYours(theirs)]);
  });
});
