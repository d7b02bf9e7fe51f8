import { and, asc, desc, eq, max } from 'drizzle-orm';
import type { ProposalRequestDocuments } from '../../../domain/contracts/proposalDocuments';
import { engineLabels, type EngineName } from '../../../domain/engines/types';
import { formatDateTime } from '../../../domain/format';
import { proposalStatusLabel } from '../../../domain/proposalStatus';
import {
  proposalTimelineSituationLabels,
  type ProposalTimelineSituationId,
  timelineStatusLabels,
  type TimelineStatusId,
} from '../../../domain/timeline';
import type { Database } from '../../db/client';
import {
  insureds,
  kanbanCardMovements,
  kanbanCards,
  kanbanPipes,
  kanbanSteps,
  modalities,
  persons,
  policyHolders,
  proposalEngineLogs,
  proposalTimeline,
  users,
} from '../../db/schema';
import { proposalDocumentsOf } from '../documents/proposalDocuments';
import type { ProposalRow } from '../proposals/scope';
import type { PolicyRow } from './policyDocument';

const verdictLabels: Record<string, string> = {
  approved: 'Aprovado',
  referred: 'Encaminhado para análise',
  refused: 'Recusado',
};

/** What the issuance report (laudo de emissão) prints, read once. */
export interface IssuanceReport {
  proposalNumber: number;
  statusName: string;
  policyNumber: string | null;
  holder: {
    name: string;
    cpfCnpj: string;
    riskClass: string | null;
    limitValue: string | null;
    limitUsedValue: string;
    limitsCalculatedAt: string | null;
  };
  insuredName: string | null;
  modalityName: string | null;
  insuredAmountValue: string | null;
  startDate: string | null;
  endDate: string | null;
  insurancePremium: string | null;
  engines: { engine: string; verdict: string; reasons: string[]; ranAt: string }[];
  documents: ProposalRequestDocuments['RequestDocuments'];
  approvals: { pipe: string; step: string; by: string | null; at: string }[];
  timeline: { situation: string; status: string; by: string; at: string; note: string | null }[];
  generatedAt: string;
}

/** The proposal's cards moved to an approving step (kind 'aprovado'): who, in which pipe, when. */
const approvalsOf = (db: Database, row: ProposalRow) =>
  db
    .select({
      pipe: kanbanPipes.name,
      step: kanbanSteps.name,
      by: persons.name,
      at: kanbanCardMovements.movedAt,
    })
    .from(kanbanCardMovements)
    .innerJoin(kanbanCards, eq(kanbanCards.id, kanbanCardMovements.cardId))
    .innerJoin(kanbanSteps, eq(kanbanSteps.id, kanbanCardMovements.toStepId))
    .innerJoin(kanbanPipes, eq(kanbanPipes.id, kanbanCards.pipeId))
    .leftJoin(users, eq(users.id, kanbanCardMovements.userId))
    .leftJoin(persons, eq(persons.id, users.personId))
    .where(
      and(
        eq(kanbanCards.companyId, row.companyId),
        eq(kanbanCards.referenceKind, 'proposal'),
        eq(kanbanCards.referenceId, row.id),
        eq(kanbanSteps.kind, 'aprovado'),
      ),
    )
    .orderBy(asc(kanbanCardMovements.movedAt), asc(kanbanCardMovements.id));

/**
 * When the proposal last changed in anything the report prints: the proposal or its policy, a
 * timeline step, an engine run. A report older than this is rendered again.
 */
export const lastChangeOf = async (db: Database, row: ProposalRow, policy: PolicyRow | null) => {
  const [[timeline], [logs]] = await Promise.all([
    db
      .select({ at: max(proposalTimeline.changedAt) })
      .from(proposalTimeline)
      .where(eq(proposalTimeline.proposalId, row.id)),
    db
      .select({ at: max(proposalEngineLogs.ranAt) })
      .from(proposalEngineLogs)
      .where(eq(proposalEngineLogs.proposalId, row.id)),
  ]);
  const instants = [row.updatedAt, policy?.updatedAt, timeline?.at, logs?.at]
    .filter((at): at is Date => at instanceof Date)
    .map((at) => at.getTime());
  return new Date(Math.max(...instants));
};

export const issuanceReportOf = async (
  db: Database,
  row: ProposalRow,
  policy: PolicyRow | null,
): Promise<IssuanceReport> => {
  const [[holder], insured, modality, logs, documents, approvals, timeline] = await Promise.all([
    db.select().from(policyHolders).where(eq(policyHolders.id, row.policyHolderId)),
    row.insuredId
      ? db.select({ name: insureds.name }).from(insureds).where(eq(insureds.id, row.insuredId))
      : Promise.resolve([]),
    row.modalityId
      ? db
          .select({ name: modalities.name })
          .from(modalities)
          .where(eq(modalities.id, row.modalityId))
      : Promise.resolve([]),
    db
      .select()
      .from(proposalEngineLogs)
      .where(eq(proposalEngineLogs.proposalId, row.id))
      .orderBy(asc(proposalEngineLogs.ranAt), asc(proposalEngineLogs.id)),
    proposalDocumentsOf(db, row),
    approvalsOf(db, row),
    db
      .select()
      .from(proposalTimeline)
      .where(eq(proposalTimeline.proposalId, row.id))
      .orderBy(asc(proposalTimeline.changedAt), desc(proposalTimeline.id)),
  ]);
  return {
    proposalNumber: row.number,
    statusName: proposalStatusLabel(row.status),
    policyNumber: policy?.number ?? null,
    holder: {
      name: holder.name,
      cpfCnpj: holder.cpfCnpj,
      riskClass: holder.riskClass,
      limitValue: holder.limitValue,
      limitUsedValue: holder.limitUsedValue,
      limitsCalculatedAt: holder.limitsCalculatedAt?.toISOString() ?? null,
    },
    insuredName: insured[0]?.name ?? null,
    modalityName: modality[0]?.name ?? null,
    insuredAmountValue: policy?.insuredAmountValue ?? row.insuredAmountValue,
    startDate: policy?.startDate ?? row.startDate,
    endDate: policy?.endDate ?? row.endDate,
    insurancePremium: policy?.insurancePremium ?? row.insurancePremium,
    engines: logs.map((log) => ({
      engine: engineLabels[log.engine as EngineName] ?? log.engine,
      verdict: verdictLabels[log.verdict] ?? log.verdict,
      reasons: log.reasons,
      ranAt: formatDateTime(log.ranAt),
    })),
    documents: documents.RequestDocuments,
    approvals: approvals.map((approval) => ({ ...approval, at: formatDateTime(approval.at) })),
    timeline: timeline.map((entry) => ({
      situation:
        proposalTimelineSituationLabels[entry.situation as ProposalTimelineSituationId] ?? '',
      status: timelineStatusLabels[entry.status as TimelineStatusId] ?? '',
      by: entry.changedByName,
      at: formatDateTime(entry.changedAt),
      note: entry.note,
    })),
    generatedAt: formatDateTime(new Date()),
  };
};
