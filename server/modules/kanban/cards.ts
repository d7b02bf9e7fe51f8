import { and, eq, inArray } from 'drizzle-orm';
import { CardType, type CardTypeName } from '../../../domain/cardTypes';
import { ENDORSEMENT_EMISSION_TYPE, RENEWAL_EMISSION_TYPE } from '../../../domain/emissionTypes';
import { EndorsementType } from '../../../domain/endorsementTypes';
import {
  type CardPriorityId,
  CardPriority,
  type CardReferenceKind,
  PipeKey,
  type PipeKeyName,
  pipeCatalogue,
  pipeOfEngine,
  proposalAnalysisKey,
} from '../../../domain/kanban';
import { addDays, todayInBrazil } from '../../../domain/policyTerm';
import type { Database } from '../../db/client';
import {
  kanbanCardMovements,
  kanbanCards,
  kanbanPipes,
  kanbanSteps,
  policyHolders,
} from '../../db/schema';
import { notifyBoardOnCommit } from './events';

/**
 * Creates the tenant's pipes and their steps from domain/kanban.ts pipeCatalogue, leaving the
 * pipes it has already alone (safe to call again).
 */
export const createTenantPipes = async (db: Database, companyId: number) => {
  const existing = await db
    .select({ analysisType: kanbanPipes.analysisType })
    .from(kanbanPipes)
    .where(eq(kanbanPipes.companyId, companyId));
  const have = new Set(existing.map((pipe) => pipe.analysisType));
  for (const [index, pipe] of pipeCatalogue.entries()) {
    if (have.has(pipe.key)) continue;
    const [row] = await db
      .insert(kanbanPipes)
      .values({ companyId, analysisType: pipe.key, name: pipe.name, sortOrder: index + 1 })
      .onConflictDoNothing({ target: [kanbanPipes.companyId, kanbanPipes.analysisType] })
      .returning({ id: kanbanPipes.id });
    if (!row) continue;
    await db.insert(kanbanSteps).values(
      pipe.steps.map((step, order) => ({
        companyId,
        pipeId: row.id,
        name: step.name,
        kind: step.kind,
        sortOrder: order + 1,
      })),
    );
  }
};

/** The Entrada step of each of the tenant's pipes, by pipe key (the pipes created if missing). */
export const entrySteps = async (db: Database, companyId: number) => {
  const read = () =>
    db
      .select({
        analysisType: kanbanPipes.analysisType,
        pipeId: kanbanPipes.id,
        stepId: kanbanSteps.id,
      })
      .from(kanbanSteps)
      .innerJoin(kanbanPipes, eq(kanbanPipes.id, kanbanSteps.pipeId))
      .where(and(eq(kanbanPipes.companyId, companyId), eq(kanbanSteps.kind, 'entrada')));
  let rows = await read();
  if (rows.length < pipeCatalogue.length) {
    await createTenantPipes(db, companyId);
    rows = await read();
  }
  return new Map(rows.map((row) => [row.analysisType as PipeKeyName, row]));
};

/** A proposal's legal deadline within this many days makes its cards urgent-looking (Alta). */
const HIGH_PRIORITY_DAYS = 5;

/** The priority a new card of a proposal starts with: Alta near the legal deadline, else Média. */
export const proposalCardPriority = (legalDeadline: string | null, today = todayInBrazil()) =>
  legalDeadline && legalDeadline <= addDays(today, HIGH_PRIORITY_DAYS)
    ? CardPriority.Alta
    : CardPriority.Media;

export interface ProposalForCard {
  id: number;
  companyId: number;
  number: number;
  legalDeadline: string | null;
  policyHolderId: number;
  /** 1 emissão, 2 renovação, 3 endosso (absent: emissão). */
  emissionProposalType?: number;
  /** An endorsement's kind (domain/endorsementTypes.ts), where the proposal records it. */
  endorsementTypeId?: number | null;
  /** An anniversary endorsement (generated on the policy's anniversary). */
  anniversary?: boolean;
}

export interface AnalysisForCard {
  id: number;
  engine: string;
  reason: string;
  createdAt?: Date;
}

type CardInsert = typeof kanbanCards.$inferInsert;

/**
 * The card of an endorsement proposal by its kind (domain/endorsementTypes.ts): a cancellation's
 * ENDOSSO_CANCELAMENTO, an anniversary's ENDOSSO_ANIVERSARIO, any other (alteração, neutro, or a
 * proposal that does not record its kind yet) ENDOSSO_ALTERACAO.
 */
export const endorsementCardType = (
  endorsementTypeId: number | null | undefined,
  anniversary = false,
): CardTypeName => {
  if (anniversary) return CardType.ENDOSSO_ANIVERSARIO;
  return endorsementTypeId === EndorsementType.Cancelamento
    ? CardType.ENDOSSO_CANCELAMENTO
    : CardType.ENDOSSO_ALTERACAO;
};

/**
 * The card of a PEP referral: about the holder's QSA (TOMADOR_QSA_PEP) unless only the insured's
 * partners were found (SEGURADO_QSA_PEP). The PEP engine names the party in each reason
 * (domain/engines/pep.ts: `Sócio "…" do tomador …` / `… do segurado …`).
 */
export const pepCardType = (reason: string): CardTypeName =>
  / do segurado /.test(reason) && !/ do tomador /.test(reason)
    ? CardType.SEGURADO_QSA_PEP
    : CardType.TOMADOR_QSA_PEP;

/**
 * Where a referral of the proposal goes and as which card: an endorsement's to the Endosso pipe
 * (its kind's card, endorsementCardType), a renewal's to Renovação (PROPOSTA_RENOVACAO), a PEP
 * finding's to PEP (TOMADOR_QSA_PEP / SEGURADO_QSA_PEP, pepCardType), any other to its engine's
 * pipe (PROPOSTA).
 */
export const proposalCardPlace = (
  emissionProposalType: number | undefined,
  engine: string,
  detail: { reason?: string; endorsementTypeId?: number | null; anniversary?: boolean } = {},
): { pipeKey: PipeKeyName | undefined; cardType: CardTypeName; label: string } => {
  if (emissionProposalType === ENDORSEMENT_EMISSION_TYPE) {
    return {
      pipeKey: PipeKey.ENDOSSO,
      cardType: endorsementCardType(detail.endorsementTypeId, detail.anniversary),
      label: 'Endosso',
    };
  }
  if (emissionProposalType === RENEWAL_EMISSION_TYPE) {
    return {
      pipeKey: PipeKey.RENOVACAO,
      cardType: CardType.PROPOSTA_RENOVACAO,
      label: 'Renovação',
    };
  }
  if (engine === 'PEP') {
    return { pipeKey: PipeKey.PEP, cardType: pepCardType(detail.reason ?? ''), label: 'PEP' };
  }
  return { pipeKey: pipeOfEngine(engine), cardType: CardType.PROPOSTA, label: 'Proposta' };
};

/** The card of an engine's referral of a proposal, or null for an engine without a pipe. */
export const proposalAnalysisCard = (
  proposal: ProposalForCard,
  holder: { name: string; cpfCnpj: string } | undefined,
  analysis: AnalysisForCard,
  entries: Awaited<ReturnType<typeof entrySteps>>,
): CardInsert | null => {
  const { pipeKey, cardType, label } = proposalCardPlace(
    proposal.emissionProposalType,
    analysis.engine,
    {
      reason: analysis.reason,
      endorsementTypeId: proposal.endorsementTypeId,
      anniversary: proposal.anniversary,
    },
  );
  const entry = pipeKey && entries.get(pipeKey);
  if (!entry) return null;
  const name =
    label === 'Proposta' ? `Proposta ${proposal.number}` : `${label} · Proposta ${proposal.number}`;
  return {
    companyId: proposal.companyId,
    pipeId: entry.pipeId,
    stepId: entry.stepId,
    cardType,
    referenceKind: 'proposal',
    referenceId: proposal.id,
    pendingAnalysisId: analysis.id,
    title: holder ? `${name} · ${holder.name}` : name,
    description: analysis.reason,
    document: holder?.cpfCnpj ?? null,
    priority: proposalCardPriority(proposal.legalDeadline),
    legalDeadline: proposal.legalDeadline,
    openKey: proposalAnalysisKey(proposal.id, analysis.engine),
    ...(analysis.createdAt ? { createdAt: analysis.createdAt, movedAt: analysis.createdAt } : {}),
  };
};

/**
 * Opens a card in the Entrada of its engine's pipe for each pending analysis the engines just
 * wrote for a proposal (call it in the same transaction). One card per open question: a card
 * already open for the proposal and engine takes the new analysis and reason instead of a twin.
 */
export const openProposalAnalysisCards = async (
  db: Database,
  proposal: ProposalForCard,
  analyses: readonly AnalysisForCard[],
) => {
  if (!analyses.length) return;
  const entries = await entrySteps(db, proposal.companyId);
  const [holder] = await db
    .select({ name: policyHolders.name, cpfCnpj: policyHolders.cpfCnpj })
    .from(policyHolders)
    .where(eq(policyHolders.id, proposal.policyHolderId));
  for (const analysis of analyses) {
    const card = proposalAnalysisCard(proposal, holder, analysis, entries);
    if (!card) continue;
    let changed = false;
    let [created] = await db
      .insert(kanbanCards)
      .values(card)
      .onConflictDoNothing({ target: [kanbanCards.companyId, kanbanCards.openKey] })
      .returning({ id: kanbanCards.id, stepId: kanbanCards.stepId });
    if (created) {
      await db.insert(kanbanCardMovements).values({
        companyId: proposal.companyId,
        cardId: created.id,
        fromStepId: null,
        toStepId: created.stepId,
      });
    } else {
      [created] = await db
        .update(kanbanCards)
        .set({ pendingAnalysisId: analysis.id, description: analysis.reason })
        .where(
          and(
            eq(kanbanCards.companyId, proposal.companyId),
            eq(kanbanCards.openKey, card.openKey as string),
          ),
        )
        .returning({ id: kanbanCards.id, stepId: kanbanCards.stepId });
      changed = true;
    }
    // the boards open on the pipe see the engines' card once the run commits
    if (created) {
      await notifyBoardOnCommit(db, {
        companyId: proposal.companyId,
        pipeId: card.pipeId,
        cardId: created.id,
        kind: changed ? 'changed' : 'created',
      });
    }
  }
};

/** Bulk form for the seed: the cards of many proposals' analyses and their first movement. */
export const insertProposalAnalysisCards = async (
  db: Database,
  companyId: number,
  items: ReadonlyArray<{ proposal: ProposalForCard; analysis: AnalysisForCard }>,
) => {
  if (!items.length) return 0;
  const entries = await entrySteps(db, companyId);
  const holderIds = [...new Set(items.map((item) => item.proposal.policyHolderId))];
  const holders = new Map(
    (
      await db
        .select({ id: policyHolders.id, name: policyHolders.name, cpfCnpj: policyHolders.cpfCnpj })
        .from(policyHolders)
        .where(inArray(policyHolders.id, holderIds))
    ).map((holder) => [holder.id, holder]),
  );
  const cards = items
    .map(({ proposal, analysis }) =>
      proposalAnalysisCard(proposal, holders.get(proposal.policyHolderId), analysis, entries),
    )
    .filter((card): card is CardInsert => card !== null);
  let inserted = 0;
  for (let start = 0; start < cards.length; start += 200) {
    const rows = await db
      .insert(kanbanCards)
      .values(cards.slice(start, start + 200))
      .onConflictDoNothing({ target: [kanbanCards.companyId, kanbanCards.openKey] })
      .returning({ id: kanbanCards.id, stepId: kanbanCards.stepId, at: kanbanCards.movedAt });
    if (rows.length) {
      await db.insert(kanbanCardMovements).values(
        rows.map((row) => ({
          companyId,
          cardId: row.id,
          fromStepId: null,
          toStepId: row.stepId,
          movedAt: row.at,
        })),
      );
    }
    inserted += rows.length;
  }
  return inserted;
};

/** A card any event opens (broker review, nomination, limit review, CCG…) in its pipe's Entrada. */
export interface OpenCardInput {
  companyId: number;
  pipeKey: PipeKeyName;
  cardType: CardTypeName;
  referenceKind: CardReferenceKind;
  referenceId: number;
  title: string;
  description?: string | null;
  /** The party's CPF/CNPJ without the mask (the board's document filter). */
  document?: string | null;
  priority?: CardPriorityId;
  legalDeadline?: string | null;
  /** The open question (e.g. `broker:12:documentacao`): one card while it stays open. */
  openKey: string;
}

/**
 * Opens the card of an open question in the Entrada of its pipe (call it in the event's
 * transaction). Re-sending the same question does not duplicate it: the card already open keeps
 * its place and takes the new description. Returns the card's id and whether it was created.
 */
export const openCard = async (db: Database, input: OpenCardInput) => {
  const entry = (await entrySteps(db, input.companyId)).get(input.pipeKey);
  if (!entry) throw new Error(`pipe ${input.pipeKey} missing for company ${input.companyId}`);
  const [created] = await db
    .insert(kanbanCards)
    .values({
      companyId: input.companyId,
      pipeId: entry.pipeId,
      stepId: entry.stepId,
      cardType: input.cardType,
      referenceKind: input.referenceKind,
      referenceId: input.referenceId,
      title: input.title,
      description: input.description ?? null,
      document: input.document ?? null,
      priority: input.priority ?? CardPriority.Media,
      legalDeadline: input.legalDeadline ?? null,
      openKey: input.openKey,
    })
    .onConflictDoNothing({ target: [kanbanCards.companyId, kanbanCards.openKey] })
    .returning({ id: kanbanCards.id, stepId: kanbanCards.stepId, pipeId: kanbanCards.pipeId });
  if (created) {
    await db.insert(kanbanCardMovements).values({
      companyId: input.companyId,
      cardId: created.id,
      fromStepId: null,
      toStepId: created.stepId,
    });
    return { id: created.id, pipeId: created.pipeId, created: true };
  }
  const [existing] = await db
    .update(kanbanCards)
    .set(
      input.description !== undefined
        ? { description: input.description }
        : { openKey: input.openKey },
    )
    .where(and(eq(kanbanCards.companyId, input.companyId), eq(kanbanCards.openKey, input.openKey)))
    .returning({ id: kanbanCards.id, pipeId: kanbanCards.pipeId });
  return { id: existing.id, pipeId: existing.pipeId, created: false };
};
