import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { addDays, addYears, todayInBrazil } from '../../../domain/policyTerm';
import { PolicyStatus } from '../../../domain/policyStatus';
import type { Database } from '../../../server/db/client';
import {
  bankSlips,
  generalConditionVersions,
  persons,
  policies,
  policyHolders,
  proposalCoBrokers,
  proposals,
  slipSettlements,
  users,
} from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { recordPolicyEvent, issuedDescription } from '../../../server/modules/policies/history';
import { demoBroker } from '../brokers/helpers';
import { companyIdOf } from '../support/fixtures';

export type PolicyFixture = typeof policies.$inferSelect;

/** Which demo broker's proposal a fixture policy is issued from, and how it differs. */
interface Plan {
  key: string;
  broker: 'Prime' | 'Horizonte';
  status: number;
  startInDays: number;
  years: number;
  steppin?: boolean;
  monitoring?: boolean;
  bigRisk?: boolean;
  renewalBlocked?: boolean;
  amount: string;
  premium: string;
}

const plans: Plan[] = [
  // in force for 100 days of a year: the cancellation tests' policy
  {
    key: 'prime1',
    broker: 'Prime',
    status: PolicyStatus.Emitida,
    startInDays: -100,
    years: 1,
    steppin: true,
    amount: '1000000.00',
    premium: '3650.00',
  },
  // three years, just started: anniversaries
  {
    key: 'prime2',
    broker: 'Prime',
    status: PolicyStatus.Emitida,
    startInDays: -10,
    years: 3,
    monitoring: true,
    bigRisk: true,
    amount: '250000.00',
    premium: '9000.00',
  },
  {
    key: 'prime3',
    broker: 'Prime',
    status: PolicyStatus.Cancelada,
    startInDays: -200,
    years: 1,
    amount: '80000.00',
    premium: '900.00',
  },
  {
    key: 'horizonte1',
    broker: 'Horizonte',
    status: PolicyStatus.Vencida,
    startInDays: -500,
    years: 1,
    bigRisk: true,
    amount: '120000.00',
    premium: '1500.00',
  },
  {
    key: 'horizonte2',
    broker: 'Horizonte',
    status: PolicyStatus.Emitida,
    startInDays: -30,
    years: 1,
    renewalBlocked: true,
    amount: '60000.00',
    premium: '700.00',
  },
];

export type FixtureKey = (typeof plans)[number]['key'];

/**
 * Issued policies for the demo tenant's seeded proposals (the proposal's broker, holder, insured
 * and modality), numbered TESTE-0001…, each with its issuance history row; prime1 also has two
 * bank slips, the first settled by hand, and the general conditions version in force.
 */
export const seedPolicies = async (db: Database) => {
  const companyId = await companyIdOf(db, DEMO_COMPANY_KEY);
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.login, 'admin')));
  const [conditions] = await db
    .select()
    .from(generalConditionVersions)
    .where(eq(generalConditionVersions.companyId, companyId))
    .orderBy(asc(generalConditionVersions.id))
    .limit(1);
  const today = todayInBrazil();
  const used = new Set<number>();
  const rows = {} as Record<FixtureKey, PolicyFixture>;
  let sequence = 0;
  for (const plan of plans) {
    const broker = await demoBroker(db, plan.broker);
    const candidates = await db
      .select()
      .from(proposals)
      .where(
        and(
          eq(proposals.companyId, companyId),
          eq(proposals.brokerId, broker.id),
          isNotNull(proposals.insuredId),
          isNotNull(proposals.modalityId),
        ),
      )
      .orderBy(asc(proposals.id));
    const proposal = candidates.find((candidate) => !used.has(candidate.id));
    if (!proposal) throw new Error(`no seeded proposal left for ${plan.broker}`);
    used.add(proposal.id);
    // the fixture's scope is the broker's own: no co-broker reaches these policies
    await db.delete(proposalCoBrokers).where(eq(proposalCoBrokers.proposalId, proposal.id));
    sequence += 1;
    const startDate = addDays(today, plan.startInDays);
    const [row] = await db
      .insert(policies)
      .values({
        companyId,
        number: `TESTE-${String(sequence).padStart(4, '0')}`,
        proposalId: proposal.id,
        status: plan.status,
        brokerId: proposal.brokerId,
        policyHolderId: proposal.policyHolderId,
        insuredId: proposal.insuredId as number,
        modalityId: proposal.modalityId as number,
        generalConditionVersionId: plan.key === 'prime1' ? conditions?.id : null,
        startDate,
        endDate: addYears(startDate, plan.years),
        insuredAmountValue: plan.amount,
        insurancePremium: plan.premium,
        enableToSteppin: plan.steppin ?? false,
        enableToMonitoring: plan.monitoring ?? false,
        enableToBigRisk: plan.bigRisk ?? false,
        renewalBlocked: plan.renewalBlocked ?? false,
        issuedByUserId: admin.id,
        issuedAt: new Date(Date.now() - (plans.length - sequence) * 60_000),
      })
      .returning();
    await recordPolicyEvent(db, {
      companyId,
      policyId: row.id,
      changedBy: { userId: admin.id },
      description: issuedDescription(row.number),
    });
    rows[plan.key as FixtureKey] = row;
  }
  const prime1 = rows.prime1;
  const slips = await db
    .insert(bankSlips)
    .values(
      [1, 2].map((installment) => ({
        companyId,
        proposalId: prime1.proposalId,
        installmentNumber: installment,
        amount: '1825.00',
        dueDate: addDays(prime1.startDate, 30 * installment),
        bankCode: '001',
        ourNumber: 900_000 + installment,
        barcode: `0019${String(installment).padStart(40, '0')}`,
        digitableLine: `00190.00009 0${installment}000.000000 00000.000000 1 00000000182500`,
        pixPayload: '000201',
        status: installment === 1 ? 'PAGO' : 'ABERTO',
        paidAt: installment === 1 ? prime1.startDate : null,
        paidAmount: installment === 1 ? '1825.00' : null,
      })),
    )
    .returning();
  await db.insert(slipSettlements).values({
    companyId,
    bankSlipId: slips[0].id,
    source: 'MANUAL',
    amount: '1825.00',
    paidAt: prime1.startDate,
    justification: 'Pago por transferência',
    settledByUserId: admin.id,
  });
  return { companyId, policies: rows, slips, conditions };
};

/** The demo "tomador" user becomes the holder's own user (its CPF/CNPJ is the holder's). */
export const makeTomadorHolderOf = async (db: Database, holderId: number) => {
  const [holder] = await db.select().from(policyHolders).where(eq(policyHolders.id, holderId));
  const [tomador] = await db
    .select()
    .from(users)
    .where(and(eq(users.login, 'tomador'), eq(users.companyId, holder.companyId)));
  await db.update(persons).set({ cpfCnpj: holder.cpfCnpj }).where(eq(persons.id, tomador.personId));
  return holder;
};
