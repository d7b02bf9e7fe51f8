import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/userTypes';
import { users } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { archiveAlreadyAttached, archiveNotYours } from '../../../server/modules/files/messages';
import { addUser, companyIdOf } from '../support/fixtures';
import { bearer, tokensFor } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';
import { addHolder, addInsured, brokerByName, HORIZONTE, PRIME, uploadPdf } from './support';

/**
 * Every call attaching archives (ArchiveUniqueIds, LetterArchiveUniqueId) takes only archives the
 * caller uploaded and that are attached nowhere else; a refusal attaches nothing.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let companyId: number;
let holderUniqueId: string;
let holderDocs: string[];

const call = (login: string, path: string, payload: object, method: 'GET' | 'POST' = 'POST') =>
  t.app.inject({
    method,
    url: `/api/${path}`,
    headers: bearer(tokens[login]),
    ...(method === 'POST' ? { payload } : { query: payload as InjectOptions['query'] }),
  });

const created = async (path: string, payload: object) => {
  const response = await call('admin', path, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Response.UniqueId as string;
};

const attach = (login: string, path: string, document: string, archiveIds: string[]) =>
  call(login, path, { RequestDocumentUniqueId: document, ArchiveUniqueIds: archiveIds });

const holderArchiveNames = async () => {
  const response = await call(
    'admin',
    'PolicyHolder/GetDocumentsByPolicyHolderUniqueId',
    { policyHolderUniqueId: holderUniqueId },
    'GET',
  );
  return Object.fromEntries(
    (
      response.json().Response as {
        UniqueId: string;
        Archives: { UniqueId: string }[];
      }[]
    ).map((document) => [document.UniqueId, document.Archives.map((archive) => archive.UniqueId)]),
  );
};

beforeAll(async () => {
  t = await createTestApp();
  companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
  for (const login of ['admin', 'corretor', 'agente']) {
    tokens[login] = (await tokensFor(t.app, login)).access_token;
  }
  const horizonte = await brokerByName(t.db, companyId, HORIZONTE);
  const agent = await addUser(t.db, {
    login: 'horizonte.agente2',
    userTypeId: UserType.AGENT,
    profileName: 'Agente',
  });
  await t.db.update(users).set({ brokerId: horizonte.id }).where(eq(users.id, agent.id));
  tokens.horizonte = (await tokensFor(t.app, 'horizonte.agente2')).access_token;
  const prime = await brokerByName(t.db, companyId, PRIME);
  const holder = await addHolder(t.db, companyId, 'Tomador dos Anexos Ltda.', prime.id);
  holderUniqueId = holder.uniqueId;
  holderDocs = [];
  for (const name of ['Balanço patrimonial', 'DRE', 'Contrato social']) {
    holderDocs.push(
      await created('PolicyHolder/CreateRequestDocument', {
        PolicyHolderUniqueId: holder.uniqueId,
        Name: name,
      }),
    );
  }
});
afterAll(() => t?.close());

describe('attaching archives', () => {
  it("refuses another broker's archive (400 naming ArchiveUniqueIds) and attaches nothing", async () => {
    const theirs = await uploadPdf(t.app, tokens.horizonte, 'balanco-horizonte.pdf');
    const response = await attach('corretor', 'PolicyHolder/UploadRequestDocument', holderDocs[0], [
      theirs,
    ]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ Response: null, Errors: [archiveNotYours(theirs)] });
    expect(archiveNotYours(theirs)).toContain('ArchiveUniqueIds');
    expect((await holderArchiveNames())[holderDocs[0]]).toEqual([]);
  });

  it("refuses a colleague's archive too: only the uploader attaches it", async () => {
    const colleagues = await uploadPdf(t.app, tokens.agente, 'do-agente.pdf');
    const byInsurer = await attach('admin', 'PolicyHolder/UploadRequestDocument', holderDocs[0], [
      colleagues,
    ]);
    expect(byInsurer.statusCode).toBe(400);
    expect(byInsurer.json().Errors).toEqual([archiveNotYours(colleagues)]);
  });

  it('refuses an archive already attached elsewhere, keeps it where it was', async () => {
    const mine = await uploadPdf(t.app, tokens.corretor, 'dre.pdf');
    const first = await attach('corretor', 'PolicyHolder/UploadRequestDocument', holderDocs[1], [
      mine,
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const again = await attach('corretor', 'PolicyHolder/UploadRequestDocument', holderDocs[2], [
      mine,
    ]);
    expect(again.statusCode).toBe(400);
    expect(again.json().Errors).toEqual([archiveAlreadyAttached(mine)]);
    expect(archiveAlreadyAttached(mine)).toContain('ArchiveUniqueIds');
    const names = await holderArchiveNames();
    expect(names[holderDocs[1]]).toEqual([mine]);
    expect(names[holderDocs[2]]).toEqual([]);
    // the same archive sent again to the same document changes nothing
    const same = await attach('corretor', 'PolicyHolder/UploadRequestDocument', holderDocs[1], [
      mine,
    ]);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().Response.Archives.map((a: { UniqueId: string }) => a.UniqueId)).toEqual([
      mine,
    ]);
  });

  it('refuses the whole call when one archive is refused, so the good one stays free', async () => {
    const good = await uploadPdf(t.app, tokens.corretor, 'bom.pdf');
    const theirs = await uploadPdf(t.app, tokens.horizonte, 'alheio.pdf');
    const mixed = await attach('corretor', 'PolicyHolder/UploadRequestDocument', holderDocs[2], [
      good,
      theirs,
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().Errors).toEqual([archiveNotYours(theirs)]);
    expect((await holderArchiveNames())[holderDocs[2]]).toEqual([]);
    const alone = await attach('corretor', 'PolicyHolder/UploadRequestDocument', holderDocs[2], [
      good,
    ]);
    expect(alone.statusCode, alone.body).toBe(200);
  });

  it('applies to every ArchiveUniqueIds call (insured, broker, insurer, limit)', async () => {
    const prime = await brokerByName(t.db, companyId, PRIME);
    const insured = await addInsured(t.db, companyId, 'Prefeitura dos Anexos');
    const targets: [string, string, string][] = [
      [
        'admin',
        'Insured/UploadRequestDocument',
        await created('Insured/CreateRequestDocument', {
          InsuredUniqueId: insured.uniqueId,
          Name: 'Edital',
        }),
      ],
      [
        'corretor',
        'Broker/UploadBrokerRequestDocumentArchive',
        await created('Broker/CreateBrokerRequestDocumentByInsurer', {
          BrokerId: prime.id,
          Name: 'Certidão',
        }),
      ],
      [
        'admin',
        'InsuranceCompany/UploadRequestDocument',
        await created('InsuranceCompany/CreateRequestDocument', { Name: 'Tabela' }),
      ],
      [
        'admin',
        'PolicyHolder/UploadRequestLimitsDocument',
        await created('PolicyHolder/CreateRequestDocument', {
          PolicyHolderUniqueId: holderUniqueId,
          Name: 'Limite',
          IsLimitDocument: true,
        }),
      ],
    ];
    const attached = await uploadPdf(t.app, tokens.admin, 'ja-anexado.pdf');
    expect(
      (await attach('admin', 'PolicyHolder/UploadRequestDocument', holderDocs[0], [attached]))
        .statusCode,
    ).toBe(200);
    for (const [login, path, document] of targets) {
      const theirs = await uploadPdf(t.app, tokens.horizonte, 'alheio.pdf');
      const foreign = await attach(login, path, document, [theirs]);
      expect(foreign.statusCode, `${path} ${foreign.body}`).toBe(400);
      expect(foreign.json().Errors).toEqual([archiveNotYours(theirs)]);
      if (login === 'admin') {
        const reused = await attach(login, path, document, [attached]);
        expect(reused.statusCode, `${path} ${reused.body}`).toBe(400);
        expect(reused.json().Errors).toEqual([archiveAlreadyAttached(attached)]);
      }
      const own = await uploadPdf(t.app, tokens[login], 'proprio.pdf');
      expect((await attach(login, path, document, [own])).statusCode, path).toBe(200);
    }
  });

  it("refuses another's archive, or one attached already, as a nomination letter", async () => {
    const target = await addHolder(t.db, companyId, 'Tomador da Carta Ltda.');
    const nominate = (letter: string) =>
      call('corretor', 'PolicyHolder/RegisterPolicyHolderNomeationRequest', {
        PolicyHolderUniqueId: target.uniqueId,
        LetterArchiveUniqueId: letter,
      });
    const theirs = await uploadPdf(t.app, tokens.horizonte, 'carta-alheia.pdf');
    const foreign = await nominate(theirs);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().Errors.join(' ')).toContain('LetterArchiveUniqueId');
    const letter = await uploadPdf(t.app, tokens.corretor, 'carta.pdf');
    const accepted = await nominate(letter);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // the letter now belongs to the nomination: no document takes it
    const reused = await attach('corretor', 'PolicyHolder/UploadRequestDocument', holderDocs[0], [
      letter,
    ]);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().Errors).toEqual([archiveAlreadyAttached(letter)]);
  });
});
