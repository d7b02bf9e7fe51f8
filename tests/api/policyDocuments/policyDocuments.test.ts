import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountInWords } from '../../../domain/amountInWords';
import type { ContractDraft } from '../../../domain/contracts/proposalTexts';
import { formatBRL } from '../../../domain/format';
import {
  archives,
  generalConditionVersions,
  policyDocuments,
  proposals,
} from '../../../server/db/schema';
import { type Caller, callerFor, expectStatus } from '../support/caller';
import { createTestApp, type TestApp } from '../support/testApp';
import { otherBrokerCaller } from '../proposals/helpers';
import { brokerIdOf, issuedPolicy } from './fixtures';

let t: TestApp;
let filesDir: string;
let admin: Caller;
let corretor: Caller;
let horizonte: Caller;
let issued: Awaited<ReturnType<typeof issuedPolicy>>;

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'aval-policy-docs-'));
  t = await createTestApp({ config: { filesDir } });
  admin = await callerFor(t.app, 'admin');
  corretor = await callerFor(t.app, 'corretor');
  horizonte = await otherBrokerCaller(t);
  issued = await issuedPolicy(t.db, await brokerIdOf(t.db, 'corretor'));
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** The text pdftotext reads from the PDF behind a signed link (inject talks to the app). */
const pdfText = async (url: string) => {
  const parsed = new URL(url);
  const response = await t.app.inject({ method: 'GET', url: `${parsed.pathname}${parsed.search}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  const file = join(filesDir, `read-${Date.now()}-${Math.random()}.pdf`);
  await writeFile(file, response.rawPayload);
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
  return stdout;
};

const documentsOf = (proposalId: number, kind: string) =>
  t.db
    .select({ archiveId: policyDocuments.archiveId, archiveUniqueId: archives.uniqueId })
    .from(policyDocuments)
    .innerJoin(archives, eq(archives.id, policyDocuments.archiveId))
    .where(and(eq(policyDocuments.proposalId, proposalId), eq(policyDocuments.kind, kind)));

const pathOf = (url: string) => new URL(url).pathname;

describe('DownloadPolicyDocument', () => {
  const download = (caller: Caller, proposalUniqueId: string, endorsement?: string) =>
    caller.get('/api/Policy/DownloadPolicyDocument', {
      ProposalUniqueId: proposalUniqueId,
      ...(endorsement ? { endorsement } : {}),
    });

  it('renders the policy with everything the regulator requires, once, and reuses it', async () => {
    const { proposal, policy, holder, insured } = issued;
    const first = await download(corretor, proposal.uniqueId);
    expectStatus(first, 200);
    const text = await pdfText(first.data.UrlToDownload);
    const [conditions] = await t.db
      .select()
      .from(generalConditionVersions)
      .where(eq(generalConditionVersions.id, policy.generalConditionVersionId as number));
    const oneLine = text.replace(/\s+/g, ' ');
    for (const expected of [
      'APÓLICE DE SEGURO GARANTIA',
      policy.number,
      'Garantia Brasil Seguros S.A.',
      'Código SUSEP 05177',
      conditions.susepProcessNumber,
      holder.name,
      insured.name,
      formatBRL(policy.insuredAmountValue),
      amountInWords(policy.insuredAmountValue),
      formatBRL(policy.insurancePremium),
      'registro SUSEP',
      '/validar-apolice',
      'Garantia da apólice',
      `Esta apólice nº ${policy.number} garante ${amountInWords(policy.insuredAmountValue)} ao segurado`,
    ]) {
      expect(oneLine).toContain(expected);
    }
    expect(oneLine).not.toContain('[NUMERO_APOLICE]');

    // a second download (by the insurer too) hands out the same stored file
    const second = await download(admin, proposal.uniqueId);
    expectStatus(second, 200);
    expect(pathOf(second.data.UrlToDownload)).toBe(pathOf(first.data.UrlToDownload));
    expect(await documentsOf(proposal.id, 'APOLICE')).toHaveLength(1);
  });

  it('another broker gets 404; no endorsement and no policy are clear 404s', async () => {
    expectStatus(await download(horizonte, issued.proposal.uniqueId), 404);
    const endorsement = await download(corretor, issued.proposal.uniqueId, 'true');
    expectStatus(endorsement, 404);
    expect(endorsement.errors).toEqual(['Esta apólice ainda não tem endosso.']);
    const [unissued] = await t.db
      .select()
      .from(proposals)
      .where(eq(proposals.brokerId, issued.proposal.brokerId))
      .limit(50)
      .then((rows) => rows.filter((row) => row.id !== issued.proposal.id));
    const none = await download(corretor, unissued.uniqueId);
    expectStatus(none, 404);
    expect(none.errors).toEqual(['Esta proposta ainda não tem apólice emitida.']);
  });
});

describe('LoadIssuanceReport', () => {
  const load = (caller: Caller) =>
    caller.get('/api/Proposal/LoadIssuanceReport', {
      proposalUniqueId: issued.proposal.uniqueId,
    });

  it('gives the insurer the report, reused until the proposal changes', async () => {
    const first = await load(admin);
    expectStatus(first, 200);
    const text = await pdfText(first.data.UrlToDownloadIssuanceReport);
    for (const expected of [
      'LAUDO DE EMISSÃO',
      issued.policy.number,
      issued.holder.name,
      'Limite utilizado (exposição)',
      'Motores de aprovação automática',
      'Aprovado',
      'Linha do tempo',
    ]) {
      expect(text).toContain(expected);
    }
    const again = await load(admin);
    expect(pathOf(again.data.UrlToDownloadIssuanceReport)).toBe(
      pathOf(first.data.UrlToDownloadIssuanceReport),
    );
    await t.db
      .update(proposals)
      .set({ updatedAt: new Date(Date.now() + 1000) })
      .where(eq(proposals.id, issued.proposal.id));
    const changed = await load(admin);
    expect(pathOf(changed.data.UrlToDownloadIssuanceReport)).not.toBe(
      pathOf(first.data.UrlToDownloadIssuanceReport),
    );
    expect(await documentsOf(issued.proposal.id, 'LAUDO_EMISSAO')).toHaveLength(2);
  });

  it('is refused to brokers (403)', async () => {
    expectStatus(await load(corretor), 403);
  });
});

describe('GenerateContractDraft IsSaved=true', () => {
  it('stores the final contract as the proposal’s CONTRATO; a draft is not recorded', async () => {
    const other = await issuedPolicy(t.db, await brokerIdOf(t.db, 'corretor'), 1);
    const draft = await corretor.get('/api/Proposal/GenerateContractDraft', {
      ProposalUniqueId: other.proposal.uniqueId,
      IsSaved: 'false',
    });
    expectStatus(draft, 200);
    expect(await documentsOf(other.proposal.id, 'CONTRATO')).toHaveLength(0);
    const saved = await corretor.get('/api/Proposal/GenerateContractDraft', {
      ProposalUniqueId: other.proposal.uniqueId,
      IsSaved: 'true',
    });
    expectStatus(saved, 200);
    const contract = saved.data as ContractDraft;
    expect(contract.FileName).toBe(`contrato-proposta-${other.proposal.number}.pdf`);
    const recorded = await documentsOf(other.proposal.id, 'CONTRATO');
    expect(recorded.map((row) => row.archiveUniqueId)).toEqual([contract.ArchiveUniqueId]);
    expect(await pdfText(contract.UrlToDownload)).toContain('CONTRATO DE SEGURO GARANTIA');
  });
});
