import { createHash, randomUUID } from 'node:crypto';
import { addDays, addHours, addMinutes } from 'date-fns';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DocumentStatusName } from '../../../domain/documentStatus';
import { currentVersion } from '../../../domain/generalConditions';
import {
  type EnginesResult,
  legalAcceptanceDeadline,
  runEngines,
  type EngineVerdict,
} from '../../../domain/engines';
import type { CreditExposure } from '../../../domain/engines/credit';
import { todayInBrazil } from '../../../domain/policyTerm';
import { ProposalStatus, type ProposalStatusId } from '../../../domain/proposalStatus';
import { type ProposalAction, transition } from '../../../domain/proposalTransitions';
import { ProposalTimelineSituation, TimelineStatus } from '../../../domain/timeline';
import { isInsuranceStaff } from '../../../domain/userTypes';
import {
  engineInputsOf,
  type ModalityFacts,
  modalityFactsOf,
  type PartyFacts,
  partyFactsOf,
  totalInsuredAmount,
  underwritingOf,
} from '../../engines/inputs';
import { ENGINES_AUTHOR, riskSnapshotOf } from '../../engines/proposalEngines';
import { getPjSettings } from '../../modules/bureau-parameters/pjSettings';
import type { FileStorage } from '../../modules/files/storage';
import { sectorRows } from '../../modules/general-conditions/queries';
import { standardTermsOf } from '../../modules/proposals/drafts';
import {
  financialAnswerOf,
  type PricingContext,
  pricingContextOf,
  priceWithContext,
} from '../../modules/proposals/financial';
import type { ProposalRow } from '../../modules/proposals/scope';
import type { AuthContext } from '../../modules/security/principal';
import type { Database } from '../client';
import {
  archives,
  brokers,
  companies,
  companyBranches,
  insureds,
  modalities,
  modalityCoverages,
  modalityGroups,
  modalityRequiredDocuments,
  partyLocations,
  persons,
  policyHolderNominations,
  policyHolders,
  proposalEngineLogs,
  proposalNumbers,
  proposalObservations,
  proposalPendingAnalyses,
  proposalTimeline,
  proposals,
  proposalContractualTerms,
  requestDocumentArchives,
  requestDocuments,
  users,
} from '../schema';
import { defaultStorage, demoPdf } from './parties/documents';

/**
 * The demo tenant's proposals (issue 13): PROPOSALS_PER_STATUS in every status of
 * domain/proposalStatus.ts, quoted by the demo brokers for the holders nominated to them, priced
 * by domain/pricing, with the modality's standard texts, the engines' logs from the pure engines
 * (domain/engines over the inputs server/engines/inputs.ts assembles), timelines, observations,
 * pending analyses, request documents with real files and the 25-day legal deadline. Dates are
 * relative to the seeding day; everything else is deterministic (a seeded generator), so a
 * re-seed tells the same stories. Everything is read once and written in bulk: the api tests'
 * template database runs this on every test run.
 */
export const PROPOSALS_PER_STATUS = 60;

/** mulberry32: a small seeded generator, so the demo data is the same on every seed. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)],
  };
};

/** How a proposal got where it is: the engines' outcome and what people did afterwards. */
type Path =
  /** never submitted */
  | 'quote'
  /** the engines approved */
  | 'approve'
  /** the engines referred it to the insurer (IS above the automatic maximum, holder, document) */
  | 'refer'
  /** the engines sent it back to the broker: required documents missing */
  | 'missingDocs'
  /** the engines refused it (blocked holder) */
  | 'refuse';

/** What happened after the engines, in order (status machine actions with who did them). */
type Step = { action: ProposalAction; by: 'broker' | 'analyst'; note?: string };

interface Plan {
  status: ProposalStatusId;
  path: Path;
  after: Step[];
  /** Why the engines refer ('refer' path). */
  referral?: 'amount' | 'holder' | 'document';
}

const adjustmentNotes = [
  'Enviar o contrato assinado pelas duas partes; o anexo está sem a assinatura do segurado.',
  'Ajustar o objeto: informar o número do edital e do processo administrativo.',
  'Reduzir a importância segurada para até 5 % do valor do contrato, como prevê o edital.',
  'Enviar o balanço patrimonial de 2025 assinado pelo contador.',
  'Corrigir o fim de vigência para acompanhar o prazo de execução do contrato (cláusula 4ª).',
];
const cancelNotes = [
  'Licitação revogada pelo órgão; o tomador não precisa mais da garantia.',
  'Cliente desistiu da contratação.',
  'Cotação duplicada; seguimos com outra proposta.',
  'O segurado aceitou caução em dinheiro no lugar do seguro garantia.',
  'Contrato rescindido antes da emissão.',
];
const refuseNotes = [
  'Risco recusado pela subscrição: exposição do tomador acima da política para a modalidade.',
  'Risco recusado: demonstrações financeiras não sustentam a importância segurada pedida.',
  'Recusada pelo comitê de crédito.',
];
const rejectNotes = [
  'Boleto vencido sem pagamento; proposta não aceita pelo tomador.',
  'O tomador não deu seguimento à emissão.',
  'Prazo para emissão expirado.',
];

/** The nine statuses' stories; `i` varies them within a status. */
const planOf = (status: ProposalStatusId, i: number): Plan => {
  const S = ProposalStatus;
  switch (status) {
    case S.Cotacao:
      return { status, path: 'quote', after: [] };
    case S.EmAnalise:
      return {
        status,
        path: 'refer',
        after: [],
        referral: (['amount', 'holder', 'document'] as const)[i % 3],
      };
    case S.AguardandoEmissao:
      return { status, path: 'approve', after: [] };
    case S.AguardandoPagamento:
      return { status, path: 'approve', after: [{ action: 'awaitPayment', by: 'analyst' }] };
    case S.Emitida:
      return {
        status,
        path: 'approve',
        after: [
          { action: 'awaitPayment', by: 'analyst' },
          { action: 'issue', by: 'analyst', note: 'Boleto pago; apólice emitida.' },
        ],
      };
    case S.AguardandoCorretor:
      return i % 2
        ? {
            status,
            path: 'refer',
            referral: 'amount',
            after: [
              {
                action: 'requestAdjustment',
                by: 'analyst',
                note: adjustmentNotes[i % adjustmentNotes.length],
              },
            ],
          }
        : { status, path: 'missingDocs', after: [] };
    case S.Rejeitada:
      return {
        status,
        path: 'approve',
        after: [
          ...(i % 2 ? [{ action: 'awaitPayment', by: 'analyst' } as Step] : []),
          { action: 'reject', by: 'analyst', note: rejectNotes[i % rejectNotes.length] },
        ],
      };
    case S.Recusada:
      return i % 2
        ? { status, path: 'refuse', after: [] }
        : {
            status,
            path: 'refer',
            referral: i % 4 ? 'amount' : 'holder',
            after: [{ action: 'refuse', by: 'analyst', note: refuseNotes[i % refuseNotes.length] }],
          };
    case S.Cancelada: {
      const cancel = (by: Step['by']): Step => ({
        action: 'cancel',
        by,
        note: cancelNotes[i % cancelNotes.length],
      });
      if (i % 3 === 0) return { status, path: 'quote', after: [cancel('broker')] };
      if (i % 3 === 1)
        return { status, path: 'refer', referral: 'amount', after: [cancel('analyst')] };
      return { status, path: 'approve', after: [cancel('broker')] };
    }
    default:
      throw new Error(`Status sem história na demonstração: ${String(status)}`);
  }
};

/** How many days ago a proposal of each status was quoted (min, max). */
const ageOf: Record<ProposalStatusId, [number, number]> = {
  1: [0, 20],
  // submitted within the 25-day legal window; the oldest are due within 5 days or overdue
  2: [1, 27],
  3: [2, 40],
  4: [5, 60],
  5: [15, 150],
  6: [3, 30],
  97: [20, 150],
  98: [5, 150],
  99: [3, 150],
};

/** Realistic terms in days, used when the modality allows them. */
const termOptions = [60, 90, 120, 180, 365, 540, 730, 1095, 1460, 1825];

type HolderRow = typeof policyHolders.$inferSelect;
type ModalityRow = typeof modalities.$inferSelect & { branchCode: string; groupName: string };
type InsuredRow = typeof insureds.$inferSelect & {
  locationId: number | null;
  /** Its main address has a number: the registration engine finds it complete. */
  complete: boolean;
};

interface Actor {
  userId: number | null;
  name: string;
}

interface Built {
  row: ProposalRow;
  plan: Plan;
  terms: Awaited<ReturnType<typeof standardTermsOf>>;
  /** Documents it carries: name, status and whether a file was sent. */
  documents: {
    name: string;
    description: string | null;
    status: DocumentStatusName;
    file: boolean;
  }[];
  submittedAt: Date | null;
  broker: Actor;
}

const money = (value: Decimal) => value.toFixed(2);
/** Rounded down to a round amount (thousands, or ten thousands above a million). */
const roundAmount = (value: Decimal) => {
  const step = value.greaterThan(1_000_000) ? 10_000 : 1_000;
  return Decimal.max(value.dividedBy(step).floor().times(step), step);
};

export const seedDemoProposals = async (
  db: Database,
  companyId: number,
  storage: FileStorage = defaultStorage(),
  now: Date = new Date(),
) => {
  const [existing] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(eq(proposals.companyId, companyId))
    .limit(1);
  if (existing) return;
  const random = generator(13);
  const [company] = await db
    .select({ companyKey: companies.companyKey })
    .from(companies)
    .where(eq(companies.id, companyId));

  // who acts: the brokers' users, the insurer's analyst (the admin stands in when absent)
  const people = await db
    .select({
      id: users.id,
      login: users.login,
      userTypeId: users.userTypeId,
      brokerId: users.brokerId,
      personId: users.personId,
      name: persons.name,
    })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.id));
  const staff = people.filter((person) => isInsuranceStaff(person.userTypeId));
  const analystUser = staff.find((person) => person.login === 'analista') ?? staff[0];
  const analyst: Actor = { userId: analystUser.id, name: analystUser.name };
  const auth: AuthContext = {
    userId: analystUser.id,
    companyId,
    userTypeId: analystUser.userTypeId,
    brokerId: null,
    personId: analystUser.personId,
    familyId: 'seed',
    functionalities: new Set(),
  };

  const holderById = new Map(
    (await db.select().from(policyHolders).where(eq(policyHolders.companyId, companyId))).map(
      (holder) => [holder.id, holder],
    ),
  );

  // brokers with the holders nominated (approved) to each
  const nominations = await db
    .select({ brokerId: policyHolderNominations.brokerId, holder: policyHolders })
    .from(policyHolderNominations)
    .innerJoin(policyHolders, eq(policyHolders.id, policyHolderNominations.policyHolderId))
    .where(
      and(
        eq(policyHolderNominations.companyId, companyId),
        eq(policyHolderNominations.status, 'approved'),
      ),
    )
    .orderBy(asc(policyHolders.id));
  const brokerIds = [...new Set(nominations.map((row) => row.brokerId))];
  const brokerRows = brokerIds.length
    ? await db
        .select({ id: brokers.id, name: brokers.name })
        .from(brokers)
        .where(inArray(brokers.id, brokerIds))
        .orderBy(asc(brokers.id))
    : [];
  if (!brokerRows.length) return;
  const holdersOf = new Map<number, HolderRow[]>(
    brokerRows.map((broker) => [
      broker.id,
      nominations.filter((row) => row.brokerId === broker.id).map((row) => row.holder),
    ]),
  );
  const usersOf = (brokerId: number) => people.filter((person) => person.brokerId === brokerId);

  const insuredRows: InsuredRow[] = (
    await db
      .select({ insured: insureds, locationId: partyLocations.id, number: partyLocations.number })
      .from(insureds)
      .leftJoin(
        partyLocations,
        and(
          eq(partyLocations.ownerKind, 'insured'),
          eq(partyLocations.ownerId, insureds.id),
          eq(partyLocations.isMain, true),
          isNull(partyLocations.deletedAt),
        ),
      )
      .where(
        and(
          eq(insureds.companyId, companyId),
          eq(insureds.isActive, true),
          eq(insureds.isBlocked, false),
        ),
      )
      .orderBy(asc(insureds.id))
  ).map(({ insured, locationId, number }) => ({
    ...insured,
    locationId,
    complete: Boolean(number),
  }));

  const modalityRows: ModalityRow[] = (
    await db
      .select({
        modality: modalities,
        groupName: modalityGroups.name,
        branchCode: companyBranches.code,
      })
      .from(modalities)
      .innerJoin(modalityGroups, eq(modalityGroups.id, modalities.groupId))
      .innerJoin(companyBranches, eq(companyBranches.id, modalityGroups.branchId))
      .where(
        and(eq(modalities.companyId, companyId), eq(modalities.isComplementaryModality, false)),
      )
      .orderBy(asc(modalities.id))
  ).map(({ modality, groupName, branchCode }) => ({ ...modality, groupName, branchCode }));
  const [advance] = await db
    .select()
    .from(modalities)
    .where(
      and(eq(modalities.companyId, companyId), eq(modalities.name, 'Adiantamento de pagamento')),
    );
  const additional = await db
    .select({ id: modalityCoverages.id, modalityId: modalityCoverages.modalityId })
    .from(modalityCoverages)
    .where(
      and(eq(modalityCoverages.companyId, companyId), eq(modalityCoverages.isAdditional, true)),
    )
    .orderBy(asc(modalityCoverages.id));

  // read once per modality, party and combination: the seed writes hundreds of proposals
  const modalityFacts = new Map<number, ModalityFacts>();
  const standardTerms = new Map<number, Awaited<ReturnType<typeof standardTermsOf>>>();
  for (const modality of modalityRows) {
    modalityFacts.set(modality.id, await modalityFactsOf(db, modality.id));
    standardTerms.set(modality.id, await standardTermsOf(db, modality.id));
  }
  const partyFacts = new Map<string, PartyFacts>();
  const partyOf = async (holderId: number, insuredId: number) => {
    const key = `${holderId}:${insuredId}`;
    if (!partyFacts.has(key)) {
      partyFacts.set(key, await partyFactsOf(db, companyId, holderId, insuredId));
    }
    return partyFacts.get(key) as PartyFacts;
  };
  // the pricing context but for the holder depends on the broker and the modalities only
  const pricing = new Map<string, PricingContext>();
  const pricingOf = async (row: ProposalRow) => {
    const key = `${row.brokerId}:${row.modalityId}:${row.complementaryModalityId}:${row.additionalCoverageIds.length}`;
    if (!pricing.has(key)) pricing.set(key, await pricingContextOf(db, auth, row));
    const holder = holderById.get(row.policyHolderId);
    return { ...(pricing.get(key) as PricingContext), ...(holder ? { holder } : {}) };
  };
  // the general-conditions version in force on the quote day, by sector (as getSector picks it)
  const sectorVersions = {
    PUBLIC: (await sectorRows(db, auth, 'PUBLIC')).map((row) => ({
      Number: row.number,
      EffectiveFrom: row.effectiveFrom,
      id: row.id,
    })),
    PRIVATE: (await sectorRows(db, auth, 'PRIVATE')).map((row) => ({
      Number: row.number,
      EffectiveFrom: row.effectiveFrom,
      id: row.id,
    })),
  };
  const generalConditionOf = (isPrivate: boolean, day: Date) =>
    currentVersion(sectorVersions[isPrivate ? 'PRIVATE' : 'PUBLIC'], todayInBrazil(day))?.id ??
    null;
  const pjQuerySettings = await getPjSettings(db, auth);
  const { retentionLimit } = await underwritingOf(db, companyId);

  // holders by how the engines see them
  const blocked = (holder: HolderRow) => holder.isBlocked || !holder.isActive;
  const clean = (holder: HolderRow) =>
    !blocked(holder) && !holder.isRestrictiveBlocked && holder.limitValue !== null;
  const withDocuments = modalityRows.filter(
    (modality) => (modalityFacts.get(modality.id)?.required.length ?? 0) > 0,
  );

  const statuses = Object.values(ProposalStatus) as ProposalStatusId[];
  const built: Built[] = [];
  for (const status of statuses) {
    for (let i = 0; i < PROPOSALS_PER_STATUS; i++) {
      const plan = planOf(status, i);
      // Prime (the first broker) quotes two in three; the others share the rest
      const broker =
        brokerRows.length === 1 || i % 3 !== 2
          ? brokerRows[0]
          : brokerRows[1 + (Math.floor(i / 3) % (brokerRows.length - 1))];
      const nominated = holdersOf.get(broker.id) ?? [];
      const wanted =
        plan.path === 'refuse'
          ? nominated.filter(blocked)
          : plan.referral === 'holder'
            ? nominated.filter((holder) => holder.isRestrictiveBlocked && !blocked(holder))
            : nominated.filter(clean);
      // a broker without such a holder lends the story to the first broker
      const owner = wanted.length ? broker : brokerRows[0];
      const pool = wanted.length
        ? wanted
        : (holdersOf.get(owner.id) ?? []).filter(
            plan.path === 'refuse'
              ? blocked
              : plan.referral === 'holder'
                ? (holder: HolderRow) => holder.isRestrictiveBlocked
                : clean,
          );
      if (!pool.length) continue;
      const holder = pool[i % pool.length];

      const needsDocuments = plan.path === 'missingDocs' || plan.referral === 'document';
      // one story in three takes a modality that asks for documents (each one sent is a file)
      const modalityPool = (
        needsDocuments || i % 3 === 0
          ? withDocuments
          : modalityRows.filter((modality) => !withDocuments.includes(modality))
      ).filter(
        (modality) =>
          !holder.isRestrictedBranchActivity || !modality.disabledForRestrictiveBranchActivity,
      );
      const modality = modalityPool[(i * 7 + status) % modalityPool.length];
      const isPrivate = modality.branchCode === '0776';
      const insuredPool = insuredRows.filter(
        (insured) =>
          insured.isPrivate === isPrivate &&
          insured.locationId !== null &&
          (plan.path === 'quote' || insured.complete),
      );
      const insured = (insuredPool.length ? insuredPool : insuredRows)[
        random.int(0, (insuredPool.length || insuredRows.length) - 1)
      ];

      const [minAge, maxAge] = ageOf[status];
      const createdAt = addMinutes(addDays(now, -random.int(minAge, maxAge)), -random.int(30, 600));
      const quoteDay = todayInBrazil(createdAt);
      const startOffset = random.int(0, Math.min(modality.maxFutureDays ?? 0, 20));
      const startDate = todayInBrazil(addDays(createdAt, startOffset));
      const fitting = termOptions.filter(
        (days) =>
          days >= (modality.minPeriodInDays ?? 1) && days <= (modality.maxPeriodInDays ?? 1825),
      );
      let deadlineDays = random.pick(fitting.length ? fitting : [modality.minPeriodInDays ?? 365]);

      // IS: comfortably within the holder's limit and the automatic maximum, or above the latter
      const automaticMax = new Decimal(modality.maxInsuredAmountAutomaticValue ?? '1000000');
      const maxAmount = new Decimal(modality.maxInsuredAmountValue ?? automaticMax);
      const limit = new Decimal(holder.limitValue ?? '1000000');
      const insuredAmount =
        plan.referral === 'amount'
          ? roundAmount(Decimal.min(automaticMax.times(1.1 + random.next() * 0.8), maxAmount))
          : roundAmount(
              Decimal.min(automaticMax, Decimal.max(limit.times(0.012), 60_000)).times(
                0.35 + random.next() * 0.6,
              ),
            );

      // Executante and Fornecedor sometimes take the advance-payment complementary modality
      const complementary =
        advance && modality.hasComplementaryModality && i % 4 === 1 ? advance : null;
      if (complementary) {
        deadlineDays = Math.min(deadlineDays, complementary.maxPeriodInDays ?? deadlineDays);
      }
      const coverage = additional.find((entry) => entry.modalityId === modality.id);
      const brokerUsers = usersOf(owner.id);
      const creator = brokerUsers.length ? brokerUsers[i % brokerUsers.length] : null;

      const row = {
        id: 0,
        companyId,
        uniqueId: randomUUID(),
        number: 0,
        status: ProposalStatus.Cotacao,
        emissionProposalType: 1,
        brokerId: owner.id,
        createdByUserId: creator?.id ?? null,
        policyHolderId: holder.id,
        policyHolderBranchId: null,
        insuredId: insured.id,
        insuredLocationId: insured.locationId,
        modalityId: modality.id,
        startDate,
        endDate: todayInBrazil(addDays(new Date(`${startDate}T12:00:00Z`), deadlineDays)),
        deadlineDays,
        insuredAmountValue: money(insuredAmount),
        complementaryModalityId: complementary?.id ?? null,
        complementaryStartDate: complementary ? startDate : null,
        complementaryEndDate: null,
        complementaryDeadlineDays: complementary ? deadlineDays : null,
        complementaryInsuredAmountValue: complementary
          ? money(roundAmount(insuredAmount.times(0.1)))
          : null,
        additionalCoverageIds: coverage && i % 5 === 0 ? [coverage.id] : [],
        riskRate: null,
        riskRateOverride: null,
        insurancePremium: null,
        minInsurancePremium: null,
        comissionValue: null,
        comissionPercentage: null,
        calculatePerComissionPercentage: true,
        iofValue: null,
        numberOfInstallment: null,
        gracePeriod: null,
        paymentMethod: 'boleto',
        calculationMemory: null,
        financialUpdatedAt: null,
        generalConditionVersionId: generalConditionOf(isPrivate, createdAt),
        submittedAt: null,
        legalDeadline: null,
        cancelJustification: null,
        approvedRiskSnapshot: null,
        version: 1,
        createdAt,
        updatedAt: createdAt,
      } satisfies ProposalRow as ProposalRow;

      // financial data, priced as CalculateFinancialData would on the quote day; one quote in
      // four of the Cotação ones is still waiting for it
      const unpriced = plan.path === 'quote' && status === ProposalStatus.Cotacao && i % 4 === 0;
      if (!unpriced) {
        // the broker splits the premium in one quote in three, as far as the parameters allow
        const context = await pricingOf(row);
        let { result } = priceWithContext(context, auth, row, {}, quoteDay);
        const possible = result.InstallmentResult.PossibleInstallments;
        if (i % 3 === 0 && possible > 1) {
          const NumberOfInstallment = random.int(2, Math.min(possible, 6));
          ({ result } = priceWithContext(context, auth, row, { NumberOfInstallment }, quoteDay));
        }
        Object.assign(row, {
          endDate: result.EndDate,
          deadlineDays: result.DeadlineDays,
          complementaryEndDate: result.Complementary?.EndDate ?? null,
          complementaryDeadlineDays: result.Complementary?.DeadlineDays ?? null,
          riskRate: result.Tax,
          insurancePremium: result.InsurancePremium,
          minInsurancePremium: result.MinInsurancePremium,
          comissionValue: result.ComissionValue,
          comissionPercentage: result.ComissionPercentage,
          iofValue: result.IofValue,
          numberOfInstallment: result.NumberOfInstallment,
          gracePeriod: result.GracePeriod,
          calculationMemory: financialAnswerOf(result).CalculationMemory,
          financialUpdatedAt: addMinutes(createdAt, 12),
        });
      }

      // documents: every required one sent and conforming, except where the story says otherwise
      const required = (modalityFacts.get(modality.id)?.required ?? []).filter(
        (document) => document.IsRequired !== false,
      );
      const requirements = await requiredDescriptions(db, modality.id);
      const documents: Built['documents'] = required.map(
        (document, index): Built['documents'][number] => {
          const description = requirements.get(document.Name) ?? null;
          if (plan.path === 'quote') {
            // a quote has its requests; the broker uploaded the first file of some
            return status === ProposalStatus.Cotacao && index === 0 && i % 2
              ? { name: document.Name, description, status: 'Aguardando_Analise', file: true }
              : { name: document.Name, description, status: 'Pendente', file: false };
          }
          if (plan.path === 'missingDocs') {
            return index === 0 && i % 4 === 2
              ? { name: document.Name, description, status: 'Conforme', file: true }
              : { name: document.Name, description, status: 'Pendente', file: false };
          }
          if (plan.referral === 'document' && index === required.length - 1) {
            return { name: document.Name, description, status: 'Aguardando_Analise', file: true };
          }
          return { name: document.Name, description, status: 'Conforme', file: true };
        },
      );

      const submittedAt = plan.path === 'quote' ? null : addHours(createdAt, random.int(1, 20));
      built.push({
        row,
        plan,
        terms: standardTerms.get(modality.id) ?? [],
        documents,
        submittedAt,
        broker: creator
          ? { userId: creator.id, name: creator.name }
          : { userId: null, name: owner.name },
      });
    }
  }

  // Numbers in quoting order, as the tenant's sequence handed them out
  built.sort((a, b) => a.row.createdAt.getTime() - b.row.createdAt.getTime());
  const [sequence] = await db
    .select({ lastNumber: proposalNumbers.lastNumber })
    .from(proposalNumbers)
    .where(eq(proposalNumbers.companyId, companyId));
  let number = sequence?.lastNumber ?? 0;
  for (const entry of built) entry.row.number = ++number;

  // the engines, in submission order, each seeing the exposure the earlier approvals left
  const submitted = built
    .filter((entry) => entry.submittedAt)
    .sort((a, b) => (a.submittedAt as Date).getTime() - (b.submittedAt as Date).getTime());
  const approvedByHolder = new Map<number, Decimal>();
  const groupOf = (party: PartyFacts) => party.groupMembers.map((member) => member.id);
  // as server/engines/inputs.ts: the holders' used limit (policies in force) plus the IS of
  // their proposals approved and not issued
  const exposureOf = (holderIds: number[]): CreditExposure => ({
    policiesInForce: money(
      holderIds.reduce(
        (sum, id) => sum.plus(holderById.get(id)?.limitUsedValue ?? 0),
        new Decimal(0),
      ),
    ),
    approvedProposals: money(
      holderIds.reduce((sum, id) => sum.plus(approvedByHolder.get(id) ?? 0), new Decimal(0)),
    ),
  });
  const outcomes = new Map<Built, EnginesResult>();
  for (const entry of submitted) {
    const { row } = entry;
    const party = await partyOf(row.policyHolderId, row.insuredId as number);
    const group = groupOf(party);
    const inputs = engineInputsOf(
      row,
      party,
      modalityFacts.get(row.modalityId as number) as ModalityFacts,
      {
        holderExposure: exposureOf([row.policyHolderId]),
        groupExposure: group.length ? exposureOf(group) : null,
        documents: entry.documents.map((document) => ({
          Name: document.name,
          Status: document.status,
          IsDeleted: false,
          ArchiveCount: document.file ? 1 : 0,
        })),
        terms: entry.terms,
        pjQuerySettings,
        retentionLimit,
      },
      entry.submittedAt as Date,
    );
    const result = runEngines(inputs);
    const expected = {
      approve: 'approved',
      refer: 'referred',
      missingDocs: 'awaitingBroker',
      refuse: 'refused',
      quote: '',
    }[entry.plan.path];
    if (result.outcome !== expected) {
      throw new Error(
        `Proposta de demonstração ${row.number}: os motores deram "${result.outcome}", a história pedia "${expected}" (${result.verdicts.flatMap((verdict: EngineVerdict) => verdict.reasons).join(' ')})`,
      );
    }
    outcomes.set(entry, result);
    const finalApproved =
      entry.plan.status === ProposalStatus.AguardandoEmissao ||
      entry.plan.status === ProposalStatus.AguardandoPagamento;
    if (finalApproved) {
      approvedByHolder.set(
        row.policyHolderId,
        (approvedByHolder.get(row.policyHolderId) ?? new Decimal(0)).plus(totalInsuredAmount(row)),
      );
    }
  }

  // the stories as rows: status, timeline, observations, logs, pending analyses
  type TimelineInsert = typeof proposalTimeline.$inferInsert;
  type PendingTimeline = Omit<TimelineInsert, 'proposalId'>;
  const timelines = new Map<Built, PendingTimeline[]>();
  const observations = new Map<
    Built,
    Omit<typeof proposalObservations.$inferInsert, 'proposalId'>[]
  >();
  const logs = new Map<Built, Omit<typeof proposalEngineLogs.$inferInsert, 'proposalId'>[]>();
  const analyses = new Map<
    Built,
    Omit<typeof proposalPendingAnalyses.$inferInsert, 'proposalId'>[]
  >();
  for (const entry of built) {
    const { row, plan } = entry;
    const events: PendingTimeline[] = [];
    const notes: NonNullable<ReturnType<typeof observations.get>> = [];
    const event = (
      at: Date,
      actor: Actor,
      situation: number,
      status: number,
      note: string | null = null,
    ) =>
      events.push({
        situation,
        status,
        proposalStatus: row.status,
        note,
        changedByUserId: actor.userId,
        changedByName: actor.name,
        changedAt: at,
      });
    let at = row.createdAt;
    event(at, entry.broker, ProposalTimelineSituation.Cotacao, TimelineStatus.Corretor);

    const result = outcomes.get(entry);
    if (entry.submittedAt && result) {
      at = entry.submittedAt;
      row.status = ProposalStatus.EmAnalise;
      row.submittedAt = at;
      row.legalDeadline = todayInBrazil(legalAcceptanceDeadline(at));
      event(
        at,
        entry.broker,
        ProposalTimelineSituation.Cotacao,
        TimelineStatus.Aprovado,
        'Proposta enviada pelo corretor.',
      );
      const ranAt = addMinutes(at, 1);
      logs.set(
        entry,
        result.verdicts.map((verdict) => ({
          engine: verdict.engine,
          verdict: verdict.verdict,
          reasons: verdict.reasons,
          inputs: verdict.inputs,
          ranByUserId: entry.broker.userId,
          ranAt,
        })),
      );
      const moved = transition(row.status, result.action);
      if (!moved.ok) throw new Error(moved.reason);
      row.status = moved.to;
      if (moved.to === ProposalStatus.AguardandoEmissao) {
        row.approvedRiskSnapshot = riskSnapshotOf(row);
      }
      const reasons = result.verdicts
        .filter((verdict) => verdict.verdict !== 'approved')
        .flatMap((verdict) => verdict.reasons)
        .join(' ');
      for (const step of result.timeline) {
        event(ranAt, ENGINES_AUTHOR_ACTOR, step.situation, step.status, reasons || null);
      }
      if (result.brokerObservation) {
        notes.push({
          kind: 'adjustment',
          text: result.brokerObservation,
          authorUserId: null,
          authorName: ENGINES_AUTHOR.name,
          createdAt: ranAt,
        });
      }
      if (moved.to === ProposalStatus.EmAnalise) {
        analyses.set(
          entry,
          result.pendingAnalyses.map((analysis) => ({
            companyId,
            engine: analysis.type,
            reason: analysis.reason,
            createdAt: ranAt,
            // an analyst who decided afterwards resolved it
            resolvedAt: plan.after.length ? addHours(ranAt, 20) : null,
          })),
        );
      }
      at = ranAt;
    }

    for (const step of plan.after) {
      const actor = step.by === 'analyst' ? analyst : entry.broker;
      at = addHours(at, random.int(4, 48));
      if (at > now) at = addMinutes(now, -random.int(5, 600));
      const moved = transition(row.status, step.action);
      if (!moved.ok) throw new Error(moved.reason);
      const from = row.status;
      row.status = moved.to;
      const { situation, status } = timelineStepOf(step.action, from);
      event(at, actor, situation, status, step.note ?? null);
      if (step.action === 'cancel') {
        row.cancelJustification = step.note ?? null;
        notes.push({
          kind: 'cancel',
          text: step.note ?? '',
          authorUserId: actor.userId,
          authorName: actor.name,
          createdAt: at,
        });
      }
      if (step.action === 'requestAdjustment') {
        notes.push({
          kind: 'adjustment',
          text: step.note ?? '',
          authorUserId: actor.userId,
          authorName: actor.name,
          createdAt: at,
        });
      }
    }
    if (row.status !== plan.status) {
      throw new Error(
        `Proposta de demonstração ${row.number} terminou em ${row.status}, a história pedia ${plan.status}.`,
      );
    }
    row.updatedAt = at;
    row.version = 1 + events.length;
    timelines.set(entry, events);
    observations.set(entry, notes);
  }

  // writes, in bulk
  const CHUNK = 200;
  const chunks = <T>(values: T[]) =>
    Array.from({ length: Math.ceil(values.length / CHUNK) }, (_, index) =>
      values.slice(index * CHUNK, (index + 1) * CHUNK),
    );
  for (const part of chunks(built)) {
    const ids = await db
      .insert(proposals)
      .values(part.map(({ row: { id: _id, ...values } }) => values))
      .returning({ id: proposals.id });
    part.forEach((entry, index) => {
      entry.row.id = ids[index].id;
    });
  }
  await db
    .insert(proposalNumbers)
    .values({ companyId, lastNumber: number })
    .onConflictDoUpdate({ target: proposalNumbers.companyId, set: { lastNumber: number } });

  const withId = <T>(map: Map<Built, T[]>) =>
    built.flatMap((entry) =>
      (map.get(entry) ?? []).map((value) => ({ ...value, proposalId: entry.row.id })),
    );
  const termRows = built.flatMap((entry) =>
    entry.terms.map((term) => ({ ...term, proposalId: entry.row.id })),
  );
  for (const [table, values] of [
    [proposalContractualTerms, termRows],
    [proposalTimeline, withId(timelines)],
    [proposalObservations, withId(observations)],
    [proposalEngineLogs, withId(logs)],
    [proposalPendingAnalyses, withId(analyses)],
  ] as const) {
    for (const part of chunks(values as unknown[])) {
      if (part.length) await db.insert(table).values(part as never);
    }
  }

  await seedProposalDocuments(db, storage, companyId, company.companyKey, analyst, built);
};

const ENGINES_AUTHOR_ACTOR: Actor = { userId: null, name: ENGINES_AUTHOR.name };

/** The timeline step of what people did after the engines (as server/modules/proposals records). */
const timelineStepOf = (action: ProposalAction, from: number) => {
  const situation =
    from === ProposalStatus.Cotacao
      ? ProposalTimelineSituation.Cotacao
      : from === ProposalStatus.EmAnalise
        ? ProposalTimelineSituation.Subscricao
        : ProposalTimelineSituation.Emissao;
  switch (action) {
    case 'cancel':
      return { situation, status: TimelineStatus.Cancelado };
    case 'requestAdjustment':
      return { situation, status: TimelineStatus.Corretor };
    case 'refuse':
    case 'reject':
      return { situation, status: TimelineStatus.Recusado };
    case 'awaitPayment':
      return { situation: ProposalTimelineSituation.Emissao, status: TimelineStatus.Corretor };
    default:
      return { situation, status: TimelineStatus.Aprovado };
  }
};

const descriptions = new WeakMap<Database, Map<number, Map<string, string | null>>>();
/** The modality's required documents' descriptions, which the proposal's requests carry. */
const requiredDescriptions = async (db: Database, modalityId: number) => {
  const byDb = descriptions.get(db) ?? new Map<number, Map<string, string | null>>();
  descriptions.set(db, byDb);
  const known = byDb.get(modalityId);
  if (known) return known;
  const rows = await db
    .select({
      name: modalityRequiredDocuments.name,
      description: modalityRequiredDocuments.description,
    })
    .from(modalityRequiredDocuments)
    .where(eq(modalityRequiredDocuments.modalityId, modalityId));
  const map = new Map(rows.map((row) => [row.name, row.description]));
  byDb.set(modalityId, map);
  return map;
};

/**
 * The proposals' request documents (owner kind 'proposal'), with a real PDF in the file storage
 * for every one marked as sent, like server/db/seed/parties/documents.ts, in bulk.
 */
const seedProposalDocuments = async (
  db: Database,
  storage: FileStorage,
  companyId: number,
  companyKey: string,
  analyst: Actor,
  built: Built[],
) => {
  const entries = built.flatMap((entry) =>
    entry.documents.map((document) => ({ entry, document })),
  );
  if (!entries.length) return;
  const rows: { id: number }[] = [];
  for (let index = 0; index < entries.length; index += 200) {
    const part = entries.slice(index, index + 200);
    rows.push(
      ...(await db
        .insert(requestDocuments)
        .values(
          part.map(({ entry, document }) => {
            const reviewed = document.status === 'Conforme';
            return {
              companyId,
              ownerKind: 'proposal',
              ownerId: entry.row.id,
              name: document.name,
              description: document.description,
              status: document.status,
              requestedByUserId: entry.broker.userId,
              reviewedByUserId: reviewed ? analyst.userId : null,
              reviewedAt: reviewed
                ? addMinutes(entry.submittedAt ?? entry.row.createdAt, -30)
                : null,
              createdAt: entry.row.createdAt,
            };
          }),
        )
        .returning({ id: requestDocuments.id })),
    );
  }
  const sent = entries
    .map((item, index) => ({ ...item, requestDocumentId: rows[index].id }))
    .filter((item) => item.document.file);
  const archiveRows = await Promise.all(
    sent.map(async ({ entry, document, requestDocumentId }) => {
      const slug = document.name
        .normalize('NFD')
        .replace(/[^\w]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase();
      const fileName = `${slug}-proposta-${entry.row.number}.pdf`;
      const bytes = demoPdf(document.name, `Proposta ${entry.row.number}`);
      const uniqueId = randomUUID();
      const day = todayInBrazil(entry.row.createdAt);
      const relativePath = `${day.slice(0, 4)}/${day.slice(5, 7)}/${uniqueId}.pdf`;
      await storage.put(`${companyKey}/${relativePath}`, bytes);
      return {
        companyId,
        uniqueId,
        name: fileName,
        extension: 'pdf',
        contentType: 'application/pdf',
        sizeBytes: bytes.length,
        relativePath,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        uploadedByUserId: entry.broker.userId,
        ownerKind: 'request_document',
        ownerId: requestDocumentId,
        createdAt: entry.row.createdAt,
      };
    }),
  );
  for (let index = 0; index < archiveRows.length; index += 200) {
    const part = archiveRows.slice(index, index + 200);
    const ids = await db.insert(archives).values(part).returning({ id: archives.id });
    await db.insert(requestDocumentArchives).values(
      ids.map((archive, offset) => ({
        requestDocumentId: part[offset].ownerId,
        archiveId: archive.id,
        uploadedByUserId: part[offset].uploadedByUserId,
      })),
    );
  }
};
