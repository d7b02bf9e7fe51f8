import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/userTypes';
import { users } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { addHolder, brokerByName, HORIZONTE, PRIME, uploadPdf } from '../documents/support';
import { addUser, companyIdOf } from '../support/fixtures';
import { SECOND_COMPANY_KEY, SECOND_PASSWORD } from '../support/secondTenant';
import { bearer, tokensFor } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

/**
 * GetUrlFileDownload signs a link only for a caller who reaches what the archive belongs to, by
 * the owner's own scope rules (404 otherwise); an archive not attached yet only for its uploader.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let primeHolderArchive: string;
let primeBrokerArchive: string;
let insurerArchive: string;
let loose: string;
let letter: string;

const LOGINS = ['admin', 'analista', 'corretor', 'agente', 'tomador'] as const;

const linkStatus = async (login: string, archiveUniqueId: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/Application/GetUrlFileDownload',
    query: { ArchiveUniqueId: archiveUniqueId },
    headers: bearer(tokens[login]),
  });
  if (response.statusCode === 404) {
    expect(response.json()).toEqual({ Response: null, Errors: ['Arquivo não encontrado.'] });
  }
  return response.statusCode;
};

const statuses = async (archiveUniqueId: string, logins: readonly string[]) => {
  const answer: Record<string, number> = {};
  for (const login of logins) answer[login] = await linkStatus(login, archiveUniqueId);
  return answer;
};

const post = async (login: string, path: string, payload: object) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: bearer(tokens[login]),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Response;
};

/** A broker user or agent of Horizonte (the demo ones are all Prime's). */
const horizonteUser = async (login: string, userTypeId: 2 | 5, profileName: string) => {
  const user = await addUser(t.db, { login, userTypeId, profileName });
  const companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
  const horizonte = await brokerByName(t.db, companyId, HORIZONTE);
  await t.db.update(users).set({ brokerId: horizonte.id }).where(eq(users.id, user.id));
  tokens[login] = (await tokensFor(t.app, login)).access_token;
};

beforeAll(async () => {
  t = await createTestApp();
  const companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
  for (const login of LOGINS) tokens[login] = (await tokensFor(t.app, login)).access_token;
  tokens.otherTenant = (
    await tokensFor(t.app, 'admin', { companyKey: SECOND_COMPANY_KEY, password: SECOND_PASSWORD })
  ).access_token;
  await horizonteUser('horizonte.agente', UserType.AGENT, 'Agente');
  await horizonteUser('horizonte.corretor', UserType.BROKER, 'Corretor');
  const prime = await brokerByName(t.db, companyId, PRIME);

  // a holder nominated to Prime: its balance sheet, sent by Prime's broker user
  const holder = await addHolder(t.db, companyId, 'Tomador do Balanço Ltda.', prime.id);
  const holderDoc = await post('admin', 'PolicyHolder/CreateRequestDocument', {
    PolicyHolderUniqueId: holder.uniqueId,
    Name: 'Balanço patrimonial',
  });
  primeHolderArchive = await uploadPdf(t.app, tokens.corretor, 'balanco.pdf');
  await post('corretor', 'PolicyHolder/UploadRequestDocument', {
    RequestDocumentUniqueId: holderDoc.UniqueId,
    ArchiveUniqueIds: [primeHolderArchive],
  });

  // Prime's own compliance document
  const brokerDoc = await post('admin', 'Broker/CreateBrokerRequestDocumentByInsurer', {
    BrokerId: prime.id,
    Name: 'Cartão CNPJ',
  });
  primeBrokerArchive = await uploadPdf(t.app, tokens.corretor, 'cnpj.pdf');
  await post('corretor', 'Broker/UploadBrokerRequestDocumentArchive', {
    RequestDocumentUniqueId: brokerDoc.UniqueId,
    ArchiveUniqueIds: [primeBrokerArchive],
  });

  // the insurer's catalogue
  const insurerDoc = await post('admin', 'InsuranceCompany/CreateRequestDocument', {
    Name: 'Condições gerais',
  });
  insurerArchive = await uploadPdf(t.app, tokens.admin, 'condicoes.pdf');
  await post('admin', 'InsuranceCompany/UploadRequestDocument', {
    RequestDocumentUniqueId: insurerDoc.UniqueId,
    ArchiveUniqueIds: [insurerArchive],
  });

  // Prime asks to be nominated to another holder, with its letter
  const other = await addHolder(t.db, companyId, 'Tomador a Nomear Ltda.');
  letter = await uploadPdf(t.app, tokens.corretor, 'carta.pdf');
  await post('corretor', 'PolicyHolder/RegisterPolicyHolderNomeationRequest', {
    PolicyHolderUniqueId: other.uniqueId,
    LetterArchiveUniqueId: letter,
  });

  loose = await uploadPdf(t.app, tokens.corretor, 'solto.pdf');
});
afterAll(() => t?.close());

describe('GET /api/Application/GetUrlFileDownload scope', () => {
  it("signs a holder's document file for the insurer and the holder's broker only", async () => {
    expect(
      await statuses(primeHolderArchive, [
        'admin',
        'analista',
        'corretor',
        'agente',
        'horizonte.agente',
        'horizonte.corretor',
        'tomador',
        'otherTenant',
      ]),
    ).toEqual({
      admin: 200,
      analista: 200,
      corretor: 200,
      agente: 200,
      'horizonte.agente': 404,
      'horizonte.corretor': 404,
      tomador: 404,
      otherTenant: 404,
    });
  });

  it("signs a broker's document file for the insurer and that broker's users only", async () => {
    expect(
      await statuses(primeBrokerArchive, [
        'admin',
        'corretor',
        'agente',
        'horizonte.agente',
        'horizonte.corretor',
        'tomador',
      ]),
    ).toEqual({
      admin: 200,
      corretor: 200,
      agente: 200,
      'horizonte.agente': 404,
      'horizonte.corretor': 404,
      tomador: 404,
    });
  });

  it("signs the insurer catalogue's files for whoever reads the catalogue", async () => {
    expect(await statuses(insurerArchive, ['admin', 'corretor', 'otherTenant'])).toEqual({
      admin: 200,
      corretor: 200,
      otherTenant: 404,
    });
  });

  it('signs a nomination letter for the insurer and the nominated broker only', async () => {
    expect(
      await statuses(letter, ['admin', 'corretor', 'agente', 'horizonte.corretor', 'tomador']),
    ).toEqual({
      admin: 200,
      corretor: 200,
      agente: 200,
      'horizonte.corretor': 404,
      tomador: 404,
    });
  });

  it('signs an archive not attached yet only for the user who uploaded it', async () => {
    expect(
      await statuses(loose, ['corretor', 'agente', 'admin', 'horizonte.corretor', 'otherTenant']),
    ).toEqual({
      corretor: 200,
      agente: 404,
      admin: 404,
      'horizonte.corretor': 404,
      otherTenant: 404,
    });
  });
});
