import { and, eq } from 'drizzle-orm';
import type { ProposalDetail } from '../../../domain/contracts/proposals';
import { addDays, todayInBrazil } from '../../../domain/policyTerm';
import type { Database } from '../../../server/db/client';
import {
  archives,
  insureds,
  modalities,
  policyHolders,
  proposals,
  requestDocumentArchives,
  requestDocuments,
  users,
} from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { demoBroker } from '../brokers/helpers';
import { type Caller, callerFor, expectStatus } from '../support/caller';
import { addUser, companyIdOf } from '../support/fixtures';
import type { TestApp } from '../support/testApp';

/** An ISO day n days from today in Brasília (the modalities limit how far ahead a term starts). */
export const daysFromToday = (days: number) => addDays(todayInBrazil(), days);

export const ALVORADA = 'Construtora Alvorada Ltda.';
export const PREFEITURA = 'Prefeitura Municipal de São Paulo';

const byName = async <T extends typeof policyHolders | typeof insureds | typeof modalities>(
  db: Database,
  table: T,
  name: string,
) => {
  const companyId = await companyIdOf(db, DEMO_COMPANY_KEY);
  const [row] = await db
    .select()
    .from(table as typeof policyHolders)
    .where(and(eq(table.companyId, companyId), eq(table.name, name)));
  if (!row) throw new Error(`${name} not seeded`);
  return row as unknown as T['$inferSelect'];
};

export const seededHolder = (db: Database, name: string) => byName(db, policyHolders, name);
export const seededInsured = (db: Database, name: string) => byName(db, insureds, name);
export const seededModality = (db: Database, name: string) => byName(db, modalities, name);

/** A broker user of another brokerage (Horizonte) of the demo tenant. */
export const otherBrokerCaller = async (t: TestApp, login = 'corretor.horizonte') => {
  const horizonte = await demoBroker(t.db, 'Horizonte');
  const user = await addUser(t.db, { login, userTypeId: 2, profileName: 'Corretor' });
  await t.db.update(users).set({ brokerId: horizonte.id }).where(eq(users.id, user.id));
  return callerFor(t.app, login);
};

/** The first wizard steps of a quote: holder, insured, risk data (Licitante, IS R$ 500.000). */
export const quoteBody = async (db: Database) => {
  const holder = await seededHolder(db, ALVORADA);
  const insured = await seededInsured(db, PREFEITURA);
  const modality = await seededModality(db, 'Licitante');
  return {
    PolicyHolderUniqueId: holder.uniqueId,
    InsuredUniqueId: insured.uniqueId,
    ModalityId: modality.id,
    StartDate: daysFromToday(5),
    DeadlineDays: 90,
    InsuredAmountValue: '500000.00',
  };
};

export const createQuote = async (caller: Caller, body: Record<string, unknown>) => {
  const answer = await caller.post('/api/Proposal/UpdateProposal', body);
  expectStatus(answer, 200);
  return answer.data as ProposalDetail;
};

/**
 * Marks the modality's required documents of a proposal as sent and approved (Conforme), each
 * with one file, as the insurer's review would leave them.
 */
export const approvedDocuments = async (db: Database, proposalId: number, names: string[]) => {
  const [proposal] = await db.select().from(proposals).where(eq(proposals.id, proposalId));
  for (const name of names) {
    const [archive] = await db
      .insert(archives)
      .values({
        companyId: proposal.companyId,
        name: `${name}.pdf`,
        extension: 'pdf',
        contentType: 'application/pdf',
        sizeBytes: 1024,
        relativePath: `testes/${proposalId}/${name}.pdf`,
        sha256: '0'.repeat(64),
      })
      .returning();
    const [document] = await db
      .insert(requestDocuments)
      .values({
        companyId: proposal.companyId,
        ownerKind: 'proposal',
        ownerId: proposalId,
        name,
        status: 'Conforme',
      })
      .returning();
    await db
      .insert(requestDocumentArchives)
      .values({ requestDocumentId: document.id, archiveId: archive.id });
  }
};
