import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { ProposalStatus } from '../../../domain/proposalStatus';
import type { Database } from '../../../server/db/client';
import {
  insureds,
  policies,
  policyHolders,
  proposalContractualTerms,
  proposals,
  users,
} from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { companyIdOf } from '../support/fixtures';

/** The broker of a demo login (corretor…). */
export const brokerIdOf = async (db: Database, login: string) => {
  const [user] = await db.select().from(users).where(eq(users.login, login));
  return user.brokerId as number;
};

let sequence = 0;

/** A particular clause whose tags the policy document fills. */
export const CLAUSE =
  '<p>Esta apólice nº [NUMERO_APOLICE] garante [VALOR_IS_EXT] ao segurado [NOME_SEGURADO].</p>';

/**
 * A policy issued, by hand, from a seeded demo proposal in Aguardando Emissão of `brokerId`
 * (issuing itself is another module's): the proposal's risk copied, a number of the policy
 * format, the proposal's general-conditions version.
 */
export const issuedPolicy = async (db: Database, brokerId: number, skip = 0) => {
  const companyId = await companyIdOf(db, DEMO_COMPANY_KEY);
  const [row] = await db
    .select()
    .from(proposals)
    .where(
      and(
        eq(proposals.companyId, companyId),
        eq(proposals.brokerId, brokerId),
        eq(proposals.status, ProposalStatus.AguardandoEmissao),
        isNotNull(proposals.insuredId),
        isNotNull(proposals.modalityId),
        isNotNull(proposals.insurancePremium),
      ),
    )
    .orderBy(asc(proposals.id))
    .offset(skip)
    .limit(1);
  if (!row) throw new Error('no seeded proposal in Aguardando Emissão');
  sequence += 1;
  const [policy] = await db
    .insert(policies)
    .values({
      companyId,
      number: `1007752026${String(sequence).padStart(6, '0')}${skip}`,
      proposalId: row.id,
      brokerId: row.brokerId,
      policyHolderId: row.policyHolderId,
      insuredId: row.insuredId as number,
      modalityId: row.modalityId as number,
      generalConditionVersionId: row.generalConditionVersionId,
      startDate: row.startDate as string,
      endDate: row.endDate as string,
      insuredAmountValue: row.insuredAmountValue as string,
      insurancePremium: row.insurancePremium as string,
      numberOfInstallment: row.numberOfInstallment ?? 1,
    })
    .returning();
  await db.insert(proposalContractualTerms).values({
    proposalId: row.id,
    kind: 'particular_clause',
    title: 'Garantia da apólice',
    value: CLAUSE,
    sortOrder: 99,
  });
  const [holder] = await db
    .select()
    .from(policyHolders)
    .where(eq(policyHolders.id, row.policyHolderId));
  const [insured] = await db.select().from(insureds).where(eq(insureds.id, policy.insuredId));
  return { proposal: row, policy, holder, insured };
};
