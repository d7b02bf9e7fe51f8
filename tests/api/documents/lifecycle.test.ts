import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_DELETED,
  DOCUMENT_IN_ANALYSIS,
  DOCUMENT_NAME_REQUIRED,
  REVIEW_NOTE_REQUIRED,
} from '../../../domain/requestDocuments';
import { brokers, policyHolders, requestDocuments } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { ARCHIVES_REQUIRED } from '../../../server/modules/documents/messages';
import { archiveNotYours } from '../../../server/modules/files/messages';
import { companyIdOf } from '../support/fixtures';
import { bearer, tokensFor } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';
import { addHolder, addInsured, brokerByName, historyOf, PRIME, uploadPdf } from './support';

let t: TestApp;
let admin: string;
let corretor: string;
let companyId: number;

const call = (
  token: string,
  method: 'GET' | 'POST',
  url: string,
  options: Partial<InjectOptions>,
) => t.app.inject({ method, url, headers: bearer(token), ...options });
const post = (token: string, path: string, payload: object) =>
  call(token, 'POST', `/api/${path}`, { payload });
const get = (token: string, path: string, query: Record<string, string> = {}) =>
  call(token, 'GET', `/api/${path}`, { query });
/** The document's reference with the Version a reader sees now (what the portal sends back). */
const read = async (uniqueId: string) => {
  const [row] = await t.db
    .select({ version: requestDocuments.version })
    .from(requestDocuments)
    .where(eq(requestDocuments.uniqueId, uniqueId));
  return { RequestDocumentUniqueId: uniqueId, Version: row.version };
};
const answer = async (promise: ReturnType<typeof post>, status = 200) => {
  const response = await promise;
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
  admin = (await tokensFor(t.app, 'admin')).access_token;
  corretor = (await tokensFor(t.app, 'corretor')).access_token;
});
afterAll(() => t.close());

describe('policy holder documents', () => {
  it('runs the whole lifecycle and writes the holder history', async () => {
    const holder = await addHolder(t.db, companyId, 'Construtora Lifecycle Ltda.');
    const created = (
      await answer(
        post(admin, 'PolicyHolder/CreateRequestDocument', {
          PolicyHolderUniqueId: holder.uniqueId,
          Name: '  Contrato social ',
          Description: 'Última alteração consolidada',
        }),
      )
    ).Response;
    expect(created).toMatchObject({
      Name: 'Contrato social',
      Description: 'Última alteração consolidada',
      Status: 'Pendente',
      IsDeleted: false,
      Archives: [],
    });
    expect(created.RequestedByName).toBeTruthy();
    const ref = { RequestDocumentUniqueId: created.UniqueId };

    const first = await uploadPdf(t.app, admin, 'contrato.pdf');
    const one = (
      await answer(
        post(admin, 'PolicyHolder/UploadRequestDocument', { ...ref, ArchiveUniqueIds: [first] }),
      )
    ).Response;
    expect(one.Status).toBe('Pendente');
    expect(one.Archives.map((a: { Name: string }) => a.Name)).toEqual(['contrato.pdf']);

    const two = [await uploadPdf(t.app, admin, 'a.pdf'), await uploadPdf(t.app, admin, 'b.pdf')];
    const three = (
      await answer(
        post(admin, 'PolicyHolder/UploadRequestDocument', {
          ...ref,
          ArchiveUniqueIds: [...two, first],
        }),
      )
    ).Response;
    expect(three.Archives).toHaveLength(3);

    const renamed = (
      await answer(
        post(admin, 'PolicyHolder/ChangeRequestDocumentName', {
          ...(await read(created.UniqueId)),
          Name: 'Contrato social consolidado',
        }),
      )
    ).Response;
    expect(renamed.Name).toBe('Contrato social consolidado');
    const stale = await post(admin, 'PolicyHolder/ChangeRequestDocumentName', {
      ...ref,
      Name: 'Outro',
      Version: 1,
    });
    expect(stale.statusCode).toBe(409);

    const sent = (
      await answer(
        post(admin, 'PolicyHolder/sendRequestToAnalysis', {
          PolicyHolderUniqueId: holder.uniqueId,
        }),
      )
    ).Response;
    expect(sent.SentCount).toBe(1);
    const [marked] = await t.db.select().from(policyHolders).where(eq(policyHolders.id, holder.id));
    expect(marked.sentToAnalysisAt).not.toBeNull();
    const again = await post(admin, 'PolicyHolder/sendRequestToAnalysis', {
      PolicyHolderUniqueId: holder.uniqueId,
    });
    expect(again.statusCode).toBe(409);

    const inAnalysis = await post(admin, 'PolicyHolder/UploadRequestDocument', {
      ...ref,
      ArchiveUniqueIds: [first],
    });
    expect(inAnalysis.statusCode).toBe(409);
    expect(inAnalysis.json().Errors).toEqual([DOCUMENT_IN_ANALYSIS]);

    const noReason = await post(admin, 'InsuranceCompany/ReviewRequestDocument', {
      ...(await read(created.UniqueId)),
      Status: 'Reprovado',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().Errors).toEqual([REVIEW_NOTE_REQUIRED]);
    const refused = (
      await answer(
        post(admin, 'InsuranceCompany/ReviewRequestDocument', {
          ...(await read(created.UniqueId)),
          Status: 'Reprovado',
          ReviewNote: 'Falta a página de assinaturas',
        }),
      )
    ).Response;
    expect(refused).toMatchObject({
      Status: 'Reprovado',
      ReviewNote: 'Falta a página de assinaturas',
    });

    await answer(
      post(admin, 'PolicyHolder/UploadRequestDocument', {
        ...ref,
        ArchiveUniqueIds: [await uploadPdf(t.app, admin)],
      }),
    );
    await answer(
      post(admin, 'PolicyHolder/sendRequestToAnalysis', { PolicyHolderUniqueId: holder.uniqueId }),
    );
    const approved = (
      await answer(
        post(admin, 'InsuranceCompany/ReviewRequestDocument', {
          ...(await read(created.UniqueId)),
          Status: 'Conforme',
        }),
      )
    ).Response;
    expect(approved).toMatchObject({ Status: 'Conforme', ReviewNote: null });

    const beforeDelete = await read(created.UniqueId);
    const staleDelete = await post(admin, 'PolicyHolder/DeleteRequestDocument', {
      ...beforeDelete,
      Version: beforeDelete.Version - 1,
    });
    expect(staleDelete.statusCode).toBe(409);
    expect(await read(created.UniqueId)).toEqual(beforeDelete);
    await answer(post(admin, 'PolicyHolder/DeleteRequestDocument', beforeDelete));
    const listed = (
      await answer(
        get(admin, 'PolicyHolder/GetDocumentsByPolicyHolderUniqueId', {
          policyHolderUniqueId: holder.uniqueId,
        }),
      )
    ).Response;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ IsDeleted: true });
    expect(listed[0].DeletedAt).toBeTruthy();
    const whileDeleted = await post(admin, 'PolicyHolder/ChangeRequestDocumentName', {
      ...(await read(created.UniqueId)),
      Name: 'X',
    });
    expect(whileDeleted.statusCode).toBe(409);
    expect(whileDeleted.json().Errors).toEqual([DOCUMENT_DELETED]);
    const beforeRestore = await read(created.UniqueId);
    const staleRestore = await post(admin, 'PolicyHolder/RestoreRequestDocument', {
      ...beforeRestore,
      Version: beforeRestore.Version + 1,
    });
    expect(staleRestore.statusCode).toBe(409);
    expect(await read(created.UniqueId)).toEqual(beforeRestore);
    const restored = (
      await answer(post(admin, 'PolicyHolder/RestoreRequestDocument', beforeRestore))
    ).Response;
    expect(restored).toMatchObject({ IsDeleted: false, Status: 'Conforme' });

    const history = await historyOf(t.db, 'PolicyHolder', holder.id);
    const fields = history.map((change) => change.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'Documento',
        'ArquivosDocumento',
        'NomeDocumento',
        'StatusDocumento',
        'EnviadoParaAnalise',
        'DocumentoExcluido',
        'DocumentoRestaurado',
      ]),
    );
    expect(history).toContainEqual(
      expect.objectContaining({
        field: 'StatusDocumento',
        oldValue: 'Contrato social consolidado: Pendente',
        newValue: 'Contrato social consolidado: Aguardando Análise',
      }),
    );
    expect(history).toContainEqual(
      expect.objectContaining({
        field: 'NomeDocumento',
        oldValue: 'Contrato social',
        newValue: 'Contrato social consolidado',
      }),
    );
    expect(history.every((change) => change.changedByName)).toBe(true);
  });

  it('keeps limit documents apart and validates names and archives', async () => {
    const holder = await addHolder(t.db, companyId, 'Indústria Limites S.A.');
    const limit = (
      await answer(
        post(admin, 'PolicyHolder/CreateRequestDocument', {
          PolicyHolderUniqueId: holder.uniqueId,
          Name: 'Balanço patrimonial 2025',
          IsLimitDocument: true,
        }),
      )
    ).Response;
    const q = { policyHolderUniqueId: holder.uniqueId };
    expect(
      (await answer(get(admin, 'PolicyHolder/GetRequestLimitDocuments', q))).Response,
    ).toHaveLength(1);
    expect(
      (await answer(get(admin, 'PolicyHolder/GetDocumentsByPolicyHolderUniqueId', q))).Response,
    ).toHaveLength(0);
    const archive = await uploadPdf(t.app, admin);
    const ref = { RequestDocumentUniqueId: limit.UniqueId, ArchiveUniqueIds: [archive] };
    expect((await post(admin, 'PolicyHolder/UploadRequestDocument', ref)).statusCode).toBe(404);
    await answer(post(admin, 'PolicyHolder/UploadRequestLimitsDocument', ref));

    const noName = await post(admin, 'PolicyHolder/CreateRequestDocument', {
      PolicyHolderUniqueId: holder.uniqueId,
      Name: ' ',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().Errors).toEqual([DOCUMENT_NAME_REQUIRED]);
    const noArchive = await post(admin, 'PolicyHolder/UploadRequestLimitsDocument', {
      RequestDocumentUniqueId: limit.UniqueId,
      ArchiveUniqueIds: [],
    });
    expect(noArchive.json().Errors).toEqual([ARCHIVES_REQUIRED]);
    const unknown = '00000000-0000-4000-8000-000000000999';
    const missing = await post(admin, 'PolicyHolder/UploadRequestLimitsDocument', {
      RequestDocumentUniqueId: limit.UniqueId,
      ArchiveUniqueIds: [unknown],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors).toEqual([archiveNotYours(unknown)]);
  });
});

describe('insured documents', () => {
  it('creates, uploads, renames, deletes and restores through the Insured and PolicyHolder calls', async () => {
    const insured = await addInsured(t.db, companyId, 'Prefeitura Municipal de Documentos');
    const doc = (
      await answer(
        post(admin, 'Insured/CreateRequestDocument', {
          InsuredUniqueId: insured.uniqueId,
          Name: 'Edital',
        }),
      )
    ).Response;
    const ref = { RequestDocumentUniqueId: doc.UniqueId };
    await answer(
      post(admin, 'Insured/UploadRequestDocument', {
        ...ref,
        ArchiveUniqueIds: [await uploadPdf(t.app, admin)],
      }),
    );
    await answer(
      post(admin, 'PolicyHolder/ChangeRequestDocumentName', {
        ...(await read(doc.UniqueId)),
        Name: 'Edital de licitação',
      }),
    );
    await answer(post(admin, 'Insured/DeleteRequestDocument', await read(doc.UniqueId)));
    const listed = (
      await answer(
        get(admin, 'Insured/GetDocumentsByInsuredUniqueId', { UniqueId: insured.uniqueId }),
      )
    ).Response;
    expect(listed[0]).toMatchObject({ Name: 'Edital de licitação', IsDeleted: true });
    await answer(post(admin, 'PolicyHolder/RestoreRequestDocument', await read(doc.UniqueId)));
    const history = await historyOf(t.db, 'Insured', insured.id);
    expect(history.map((change) => change.field)).toEqual([
      'Documento',
      'ArquivosDocumento',
      'NomeDocumento',
      'DocumentoExcluido',
      'DocumentoRestaurado',
    ]);
  });
});

describe('broker documents', () => {
  it('the insurer requests, the broker uploads and submits, the insurer reviews and settles compliance', async () => {
    const prime = await brokerByName(t.db, companyId, PRIME);
    const doc = (
      await answer(
        post(admin, 'Broker/CreateBrokerRequestDocumentByInsurer', {
          BrokerId: prime.id,
          Name: 'Certidão SUSEP',
        }),
      )
    ).Response;
    const ref = { RequestDocumentUniqueId: doc.UniqueId };
    const own = (await answer(get(corretor, 'Broker/GetBrokerRequestDocuments'))).Response;
    expect(own.map((d: { UniqueId: string }) => d.UniqueId)).toContain(doc.UniqueId);

    const archive = await uploadPdf(t.app, corretor, 'susep.pdf');
    await answer(
      post(corretor, 'Broker/UploadBrokerRequestDocumentArchive', {
        ...ref,
        ArchiveUniqueIds: [archive],
      }),
    );
    const byUnique = (await answer(get(corretor, 'Broker/GetBrokerRequestDocumentArchives', ref)))
      .Response;
    expect(byUnique).toEqual([
      expect.objectContaining({ UniqueId: archive, Name: 'susep.pdf', Extension: 'pdf' }),
    ]);
    const byId = (
      await answer(
        get(admin, 'Broker/GetBrokerRequestDocumentArchives', {
          BrokerRequestDocumentId: String(doc.Id),
        }),
      )
    ).Response;
    expect(byId).toHaveLength(1);
    expect((await get(admin, 'Broker/GetBrokerRequestDocumentArchives')).statusCode).toBe(400);

    expect(
      (await answer(post(corretor, 'Broker/SubmitDocumentToReview', {}))).Response.SentCount,
    ).toBeGreaterThanOrEqual(1);
    const [pending] = await t.db.select().from(brokers).where(eq(brokers.id, prime.id));
    expect(pending.hasPendingComplianceValidation).toBe(true);

    const waiting = (
      await answer(
        get(admin, 'Broker/GetBrokerRequestDocumentsByBroker', { brokerId: String(prime.id) }),
      )
    ).Response.filter((d: { Status: string }) => d.Status === 'Aguardando_Analise');
    for (const item of waiting) {
      await answer(
        post(admin, 'InsuranceCompany/ReviewRequestDocument', {
          RequestDocumentUniqueId: item.UniqueId,
          Status: 'Conforme',
          Version: item.Version,
        }),
      );
    }
    const [settled] = await t.db.select().from(brokers).where(eq(brokers.id, prime.id));
    expect(settled.hasPendingComplianceValidation).toBe(false);
    const history = await historyOf(t.db, 'Broker', prime.id);
    expect(history).toContainEqual(
      expect.objectContaining({
        field: 'HasPendingComplianceValidation',
        oldValue: true,
        newValue: false,
      }),
    );

    const extra = (
      await answer(
        post(admin, 'Broker/CreateBrokerRequestDocumentByInsurer', {
          BrokerId: prime.id,
          Name: 'Cartão CNPJ',
        }),
      )
    ).Response;
    await answer(
      post(admin, 'Broker/UploadBrokerRequestDocumentArchiveByInsurer', {
        RequestDocumentUniqueId: extra.UniqueId,
        ArchiveUniqueIds: [await uploadPdf(t.app, admin)],
      }),
    );
    await answer(post(admin, 'Broker/DeleteBrokerRequestDocument', await read(extra.UniqueId)));
    const active = (
      await answer(
        get(admin, 'Broker/GetBrokerRequestDocumentsByBroker', { brokerId: String(prime.id) }),
      )
    ).Response;
    const deleted = (
      await answer(
        get(admin, 'Broker/GetBrokerRequestDocumentsDeletedByBroker', {
          brokerId: String(prime.id),
        }),
      )
    ).Response;
    expect(active.map((d: { UniqueId: string }) => d.UniqueId)).not.toContain(extra.UniqueId);
    expect(deleted).toEqual([
      expect.objectContaining({ UniqueId: extra.UniqueId, IsDeleted: true }),
    ]);
  });
});

describe('insurer catalogue', () => {
  it('creates, uploads (Conforme at once), renames, deletes and restores; brokers read it', async () => {
    const doc = (
      await answer(
        post(admin, 'InsuranceCompany/CreateRequestDocument', { Name: 'Manual do corretor' }),
      )
    ).Response;
    const ref = { RequestDocumentUniqueId: doc.UniqueId };
    const uploaded = (
      await answer(
        post(admin, 'InsuranceCompany/UploadRequestDocument', {
          ...ref,
          ArchiveUniqueIds: [await uploadPdf(t.app, admin)],
        }),
      )
    ).Response;
    expect(uploaded.Status).toBe('Conforme');
    await answer(
      post(admin, 'InsuranceCompany/ChangeRequestDocumentName', {
        ...ref,
        Name: 'Manual do corretor 2026',
        Version: uploaded.Version,
      }),
    );
    await answer(post(admin, 'InsuranceCompany/DeleteRequestDocument', await read(doc.UniqueId)));
    let list = (await answer(get(corretor, 'InsuranceCompany/GetRequestDocuments'))).Response;
    expect(list.find((d: { UniqueId: string }) => d.UniqueId === doc.UniqueId)).toMatchObject({
      IsDeleted: true,
      Name: 'Manual do corretor 2026',
    });
    await answer(post(admin, 'InsuranceCompany/RestoreRequestDocument', await read(doc.UniqueId)));
    list = (await answer(get(admin, 'InsuranceCompany/GetRequestDocuments'))).Response;
    expect(list.find((d: { UniqueId: string }) => d.UniqueId === doc.UniqueId)).toMatchObject({
      IsDeleted: false,
    });
    const history = await historyOf(t.db, 'InsuranceCompany', companyId);
    expect(history.map((change) => change.field)).toContain('DocumentoRestaurado');
  });
});

describe('the Version read', () => {
  it('is required on rename, review, delete and restore: absent → 400, stale → 409, nothing changed', async () => {
    const holder = await addHolder(t.db, companyId, 'Metalúrgica Versão Ltda.');
    const doc = (
      await answer(
        post(admin, 'PolicyHolder/CreateRequestDocument', {
          PolicyHolderUniqueId: holder.uniqueId,
          Name: 'Alvará',
        }),
      )
    ).Response;
    const ref = { RequestDocumentUniqueId: doc.UniqueId };
    const before = await read(doc.UniqueId);
    const calls: [string, object][] = [
      ['PolicyHolder/ChangeRequestDocumentName', { ...ref, Name: 'Alvará 2026' }],
      ['InsuranceCompany/ReviewRequestDocument', { ...ref, Status: 'Conforme' }],
      ['PolicyHolder/DeleteRequestDocument', ref],
      ['PolicyHolder/RestoreRequestDocument', ref],
      ['InsuranceCompany/ChangeRequestDocumentName', { ...ref, Name: 'Alvará 2026' }],
      ['InsuranceCompany/DeleteRequestDocument', ref],
      ['InsuranceCompany/RestoreRequestDocument', ref],
      ['Insured/DeleteRequestDocument', ref],
      ['Broker/DeleteBrokerRequestDocument', ref],
    ];
    for (const [path, body] of calls) {
      const absent = await post(admin, path, body);
      expect(absent.statusCode, path).toBe(400);
      expect(absent.json().Errors, path).toEqual(['O campo "Version" é obrigatório.']);
    }
    for (const [path, body] of calls.slice(0, 3)) {
      const stale = await post(admin, path, { ...body, Version: before.Version + 1 });
      expect(stale.statusCode, path).toBe(409);
      expect(stale.json().Errors, path).toEqual([
        'Este documento foi alterado por outra pessoa. Recarregue a página.',
      ]);
    }
    expect(await read(doc.UniqueId)).toEqual(before);
    const listed = (
      await answer(
        get(admin, 'PolicyHolder/GetDocumentsByPolicyHolderUniqueId', {
          policyHolderUniqueId: holder.uniqueId,
        }),
      )
    ).Response;
    expect(listed).toEqual([expect.objectContaining({ Name: 'Alvará', IsDeleted: false })]);
  });
});

describe('demo documents', () => {
  it('seeds the insurer catalogue and broker documents whose files download', async () => {
    const catalogue = (await answer(get(admin, 'InsuranceCompany/GetRequestDocuments'))).Response;
    const policy = catalogue.find((d: { Name: string }) => d.Name === 'Política de subscrição');
    expect(policy).toMatchObject({ Status: 'Conforme' });
    const url = (
      await answer(
        get(admin, 'Application/GetUrlFileDownload', {
          ArchiveUniqueId: policy.Archives[0].UniqueId,
        }),
      )
    ).Response as string;
    const file = await t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF-1.4')).toBe(true);
    const own = (await answer(get(corretor, 'Broker/GetBrokerRequestDocuments'))).Response;
    expect(own.map((d: { Name: string }) => d.Name)).toEqual(
      expect.arrayContaining(['Contrato social', 'Cartão CNPJ', 'Certidão SUSEP']),
    );
  });
});
