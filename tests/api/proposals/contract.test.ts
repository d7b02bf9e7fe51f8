import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContractDraft,
  ProposalContractualTerms,
  ProposalTag,
} from '../../../domain/contracts/proposalTexts';
import type { ProposalDetail } from '../../../domain/contracts/proposals';
import { formatDate } from '../../../domain/format';
import { ProposalStatus } from '../../../domain/proposalStatus';
import { archives, generalConditionVersions } from '../../../server/db/schema';
import { type Caller, callerFor, expectStatus, otherTenantCaller } from '../support/caller';
import { createTestApp, type TestApp } from '../support/testApp';
import {
  ALVORADA,
  approvedDocuments,
  createQuote,
  daysFromToday,
  otherBrokerCaller,
  quoteBody,
} from './helpers';

let t: TestApp;
let filesDir: string;
let admin: Caller;
let corretor: Caller;
let horizonte: Caller;
let otherTenant: Caller;

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'aval-contract-'));
  t = await createTestApp({ config: { filesDir } });
  admin = await callerFor(t.app, 'admin');
  corretor = await callerFor(t.app, 'corretor');
  otherTenant = await otherTenantCaller(t.app);
  horizonte = await otherBrokerCaller(t);
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

const CLAUSE =
  '<p>O tomador <strong>[NOME_TOMADOR]</strong> (CNPJ [CPF_CNPJ_TOMADOR]) garante ao segurado ' +
  '[NOME_SEGURADO] <em>[VALOR_IS]</em> ([VALOR_IS_EXT]) de [INI_VIGENCIA] a [FIM_VIGENCIA].</p>' +
  '<ul><li>Prazo de [PRAZO_DIAS] dias</li><li>Seguradora: [NOME_SEGURADORA]</li></ul>' +
  '<script>alert(1)</script>';

const setClauses = (caller: Caller, proposal: { Id: number }, body: unknown, version?: number) =>
  caller.post('/api/Proposal/UpdateParticularClauses', body, {
    proposalId: String(proposal.Id),
    ...(version === undefined ? {} : { Version: String(version) }),
  });

/**
 * The text pdftotext reads from the PDF behind a signed link (inject talks to the app): `text` in
 * reading order, `raw` in drawing order, where the watermark (drawn over each page, one letter
 * per line) reads as MINUTA once the blanks are dropped.
 */
const pdfText = async (url: string) => {
  const parsed = new URL(url);
  const response = await t.app.inject({ method: 'GET', url: `${parsed.pathname}${parsed.search}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const file = join(filesDir, `read-${Date.now()}-${Math.random()}.pdf`);
  await writeFile(file, response.rawPayload);
  const run = promisify(execFile);
  const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
  const { stdout: raw } = await run('pdftotext', ['-raw', file, '-']);
  return { text, watermark: raw.replace(/\s+/g, '') };
};

const generate = (caller: Caller, proposal: ProposalDetail, isSaved = 'false') =>
  caller.get('/api/Proposal/GenerateContractDraft', {
    ProposalUniqueId: proposal.UniqueId,
    IsSaved: isSaved,
  });

describe('GenerateContractDraft', () => {
  it('renders the contract with the tags filled and MINUTA, downloadable through the signed link', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    expectStatus(await setClauses(corretor, quote, [{ Value: CLAUSE, Title: 'Garantia' }]), 200);
    const answer = await generate(corretor, quote);
    expectStatus(answer, 200);
    const draft = answer.data as ContractDraft;
    expect(draft.UrlToDownload).toMatch(/\/files\/.+\?exp=\d+&sig=/);
    expect(draft.FileName).toBe(`minuta-contrato-proposta-${quote.Number}.pdf`);

    const { text, watermark } = await pdfText(draft.UrlToDownload);
    const [conditions] = await t.db
      .select()
      .from(generalConditionVersions)
      .where(eq(generalConditionVersions.id, quote.GeneralConditionVersionId as number));
    for (const expected of [
      'Garantia Brasil Seguros S.A.',
      conditions.susepProcessNumber,
      ALVORADA,
      'Prefeitura Municipal de São Paulo',
      'Licitante',
      'R$ 500.000,00',
      'quinhentos mil reais',
      formatDate(daysFromToday(5)),
      formatDate(daysFromToday(95)),
      'Prazo de 90 dias',
      'Cláusulas particulares',
      '1. Garantia',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('[NOME_TOMADOR]');
    expect(text).not.toContain('alert(1)');
    expect(watermark).toContain('MINUTA');

    // whoever reads the proposal gets the file; another broker or tenant does not
    const url = await admin.get('/api/Application/GetUrlFileDownload', {
      ArchiveUniqueId: draft.ArchiveUniqueId,
    });
    expectStatus(url, 200);
    const foreign = await horizonte.get('/api/Application/GetUrlFileDownload', {
      ArchiveUniqueId: draft.ArchiveUniqueId,
    });
    expectStatus(foreign, 404);
  });

  it('a new draft discards the earlier ones whose links expired, file and all', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const first = (await generate(corretor, quote)).data as ContractDraft;
    const recent = (await generate(corretor, quote)).data as ContractDraft;
    const [stored] = await t.db
      .select()
      .from(archives)
      .where(eq(archives.uniqueId, first.ArchiveUniqueId));
    // the first draft's link has long expired
    await t.db
      .update(archives)
      .set({ createdAt: new Date(Date.now() - 24 * 3600 * 1000) })
      .where(eq(archives.uniqueId, first.ArchiveUniqueId));
    const latest = (await generate(corretor, quote)).data as ContractDraft;

    const left = await t.db
      .select({ uniqueId: archives.uniqueId })
      .from(archives)
      .where(and(eq(archives.ownerKind, 'proposal'), eq(archives.ownerId, quote.Id)));
    expect(left.map((archive) => archive.uniqueId).sort()).toEqual(
      [recent.ArchiveUniqueId, latest.ArchiveUniqueId].sort(),
    );
    const path = join(filesDir, 'aval-demo', stored.relativePath);
    await expect(stat(path)).rejects.toThrow();
    // a link just handed out still downloads
    await pdfText(recent.UrlToDownload);
  });

  it('answers 404 to another broker or tenant, 409 for IsSaved before approval, 400 for bad input', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    expectStatus(await generate(horizonte, quote), 404);
    expectStatus(await generate(otherTenant, quote), 404);
    expectStatus(await generate(admin, quote), 200);
    const saved = await generate(corretor, quote, 'true');
    expectStatus(saved, 409);
    expect(saved.errors[0]).toMatch(/^IsSaved: /);
    const bad = await corretor.get('/api/Proposal/GenerateContractDraft', {
      ProposalUniqueId: 'nao-e-uuid',
    });
    expectStatus(bad, 400);
    expect(bad.errors.join(' ')).toContain('ProposalUniqueId');
  });

  it('without MINUTA once approved (IsSaved=true)', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const priced = await corretor.post('/api/Proposal/UpdateCalculateFinancialData', {
      ProposalUniqueId: quote.UniqueId,
      Version: quote.Version,
    });
    expectStatus(priced, 200);
    await approvedDocuments(t.db, quote.Id, ['Edital', 'Contrato social']);
    const submitted = await corretor.post('/api/Proposal/SubmitProposal', {
      ProposalUniqueId: quote.UniqueId,
      Version: priced.data.Version,
    });
    expectStatus(submitted, 200);
    expect(submitted.data.StatusId).toBe(ProposalStatus.AguardandoEmissao);
    const answer = await generate(corretor, submitted.data, 'true');
    expectStatus(answer, 200);
    const { text, watermark } = await pdfText((answer.data as ContractDraft).UrlToDownload);
    expect(watermark).not.toContain('MINUTA');
    expect(text).toContain('R$ 500.000,00');
    // the premium the proposal was priced at (R$ 1.479,45 for 90 days at 1,2 % a.a.)
    expect(text).toContain('R$ 1.479,45');
  });
});

describe('contractual terms, tags and particular clauses', () => {
  it('answers the texts with their tags and the values the proposal fills', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const saved = await setClauses(
      corretor,
      quote,
      [{ Value: CLAUSE, Title: 'Garantia' }, { Value: 'Sem marcação: valor < 10 e [nº 045/2025]' }],
      quote.Version,
    );
    expectStatus(saved, 200);
    const terms = saved.data as ProposalContractualTerms;
    expect(terms.Version).toBe(quote.Version + 1);
    const [clause, plain] = terms.ParticularClausule;
    expect(clause.Value).not.toContain('<script>');
    expect(clause.JSONTag).toEqual(
      expect.arrayContaining(['NOME_TOMADOR', 'VALOR_IS', 'VALOR_IS_EXT', 'INI_VIGENCIA']),
    );
    expect(clause.JSONTagValue).toMatchObject({
      NOME_TOMADOR: ALVORADA,
      VALOR_IS: 'R$ 500.000,00',
      VALOR_IS_EXT: 'quinhentos mil reais',
      INI_VIGENCIA: formatDate(daysFromToday(5)),
      PRAZO_DIAS: '90',
    });
    expect(clause.RenderedValue).toContain('R$ 500.000,00');
    expect(clause.MissingTags).toEqual([]);
    expect(plain.Value).toBe('Sem marcação: valor < 10 e [nº 045/2025]');

    const read = await admin.get('/api/Proposal/GetProposalContractualTerms', {
      proposalUniqueId: quote.UniqueId,
    });
    expectStatus(read, 200);
    expect(read.data.ParticularClausule).toHaveLength(2);
    expect(read.data.Object.length).toBeGreaterThan(0);
    expectStatus(
      await horizonte.get('/api/Proposal/GetProposalContractualTerms', {
        proposalUniqueId: quote.UniqueId,
      }),
      404,
    );
    expectStatus(
      await otherTenant.get('/api/Proposal/GetProposalContractualTerms', {
        proposalUniqueId: quote.UniqueId,
      }),
      404,
    );
  });

  it('lists the tags a proposal text may use, without the endorsement-only ones', async () => {
    const answer = await corretor.get('/api/Proposal/GetCompanyProposalTags');
    expectStatus(answer, 200);
    const list = answer.data as ProposalTag[];
    expect(list).toContainEqual({
      Tag: 'VALOR_IS_EXT',
      Description: 'Importância segurada por extenso',
      Group: 'Proposta/Apólice',
    });
    expect(list.some((tag) => tag.Tag === 'TAG_MOTIVO')).toBe(false);
  });

  it('refuses blank clauses, unknown tags, a stale Version and another broker; the insurer edits in analysis', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const blank = await setClauses(corretor, quote, [{ Value: '<p>&nbsp;</p>' }]);
    expectStatus(blank, 400);
    expect(blank.errors).toEqual(['Cláusulas particulares [1]: informe o texto da cláusula.']);
    const unknown = await setClauses(corretor, quote, [{ Value: 'Valor [VALOR_INEXISTENTE]' }]);
    expectStatus(unknown, 400);
    expect(unknown.errors[0]).toContain('[VALOR_INEXISTENTE]');
    const notAList = await setClauses(corretor, quote, { Value: 'x' });
    expectStatus(notAList, 400);
    expectStatus(await setClauses(corretor, quote, [{ Value: 'a' }], quote.Version + 5), 409);
    expectStatus(await setClauses(horizonte, quote, [{ Value: 'a' }]), 404);
    expectStatus(await setClauses(otherTenant, quote, [{ Value: 'a' }]), 404);

    // referred to analysis (IS above the automatic maximum): the broker no longer, the insurer yes
    const big = await createQuote(corretor, {
      ...(await quoteBody(t.db)),
      InsuredAmountValue: '2000000',
    });
    const priced = await corretor.post('/api/Proposal/UpdateCalculateFinancialData', {
      ProposalUniqueId: big.UniqueId,
      Version: big.Version,
    });
    await approvedDocuments(t.db, big.Id, ['Edital', 'Contrato social']);
    const referred = await corretor.post('/api/Proposal/SubmitProposal', {
      ProposalUniqueId: big.UniqueId,
      Version: priced.data.Version,
    });
    expect(referred.data.StatusId).toBe(ProposalStatus.EmAnalise);
    expectStatus(await setClauses(corretor, big, [{ Value: 'a' }]), 409);
    const byInsurer = await setClauses(admin, big, [{ Value: 'Cláusula da seguradora' }]);
    expectStatus(byInsurer, 200);
    expect(byInsurer.data.ParticularClausule.map((c: { Value: string }) => c.Value)).toEqual([
      'Cláusula da seguradora',
    ]);
  });
});
