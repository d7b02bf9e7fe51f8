import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ProposalRiskChange, RiskChangeEntry } from '../../../domain/contracts/proposalTexts';
import { maskDocument } from '../../../domain/cpfCnpj';
import { formatBRL, formatDate } from '../../../domain/format';
import {
  changedRiskFields,
  RISK_CHANGE_UNDONE,
  type RiskFieldKind,
  type RiskSnapshot,
  riskFields,
} from '../../../domain/proposalRiskChange';
import { ProposalStatus, proposalStatusLabel } from '../../../domain/proposalStatus';
import { transition } from '../../../domain/proposalTransitions';
import { addressValue } from '../../../domain/templates/values';
import { ProposalTimelineSituation, TimelineStatus } from '../../../domain/timeline';
import type { Database } from '../../db/client';
import {
  insureds,
  modalities,
  modalityCoverages,
  partyLocations,
  policyHolderBranches,
  policyHolders,
  proposalPendingAnalyses,
  proposals,
} from '../../db/schema';
import { riskSnapshotOf } from '../../engines/proposalEngines';
import { ConflictError } from '../../http/errors';
import { rejectStaleVersion } from '../../http/writeGuards';
import { toPartyLocation } from '../locations/partyLocations';
import type { AuthContext } from '../security/principal';
import { financialValuesOf, priceProposal } from './financial';
import * as M from './messages';
import { findVisibleProposal, findWritableProposal, type ProposalRow } from './scope';
import { recordTimeline } from './timeline';

const idOf = (value: unknown) => (typeof value === 'number' ? value : null);

/** A risk value as the screens show it: the name an id stands for, a date, days, money. */
const describe = async (
  db: Database,
  kind: RiskFieldKind,
  value: unknown,
): Promise<string | null> => {
  if (value === null || value === undefined || value === '') return null;
  const id = idOf(value);
  switch (kind) {
    case 'holder': {
      const [row] = id
        ? await db
            .select({ name: policyHolders.name })
            .from(policyHolders)
            .where(eq(policyHolders.id, id))
        : [];
      return row?.name ?? null;
    }
    case 'branch': {
      const [row] = id
        ? await db
            .select({ cnpj: policyHolderBranches.cnpj })
            .from(policyHolderBranches)
            .where(eq(policyHolderBranches.id, id))
        : [];
      return row ? maskDocument(row.cnpj) : null;
    }
    case 'insured': {
      const [row] = id
        ? await db.select({ name: insureds.name }).from(insureds).where(eq(insureds.id, id))
        : [];
      return row?.name ?? null;
    }
    case 'location': {
      const [row] = id
        ? await db.select().from(partyLocations).where(eq(partyLocations.id, id))
        : [];
      return row ? addressValue(toPartyLocation(row)) : null;
    }
    case 'modality': {
      const [row] = id
        ? await db.select({ name: modalities.name }).from(modalities).where(eq(modalities.id, id))
        : [];
      return row?.name ?? null;
    }
    case 'coverages': {
      const ids = Array.isArray(value) ? value.filter((item) => typeof item === 'number') : [];
      if (!ids.length) return null;
      const rows = await db
        .select({ name: modalityCoverages.name })
        .from(modalityCoverages)
        .where(inArray(modalityCoverages.id, ids))
        .orderBy(modalityCoverages.name);
      return rows.map((row) => row.name).join(', ');
    }
    case 'date':
      return formatDate(String(value)) || null;
    case 'days':
      return `${String(value)} dias`;
    case 'money':
      return formatBRL(String(value)) || null;
  }
};

/** The risk fields that differ from the approved snapshot (none when never approved). */
const changesOf = (row: ProposalRow) =>
  row.approvedRiskSnapshot
    ? changedRiskFields(row.approvedRiskSnapshot as RiskSnapshot, riskSnapshotOf(row))
    : [];

/**
 * GetProposalRiskChange: the risk data now against the data approved (the snapshot the approval
 * kept), field by field with pt-BR labels and both values as the screens show them.
 */
export const proposalRiskChange = async (
  db: Database,
  auth: AuthContext,
  uniqueId: string,
): Promise<ProposalRiskChange> => {
  const row = await findVisibleProposal(db, auth, uniqueId);
  const approved = (row.approvedRiskSnapshot ?? {}) as RiskSnapshot;
  const current = riskSnapshotOf(row);
  const changes: RiskChangeEntry[] = [];
  for (const field of changesOf(row)) {
    changes.push({
      Key: field.key,
      Label: field.label,
      Origin: await describe(db, field.kind, approved[field.key]),
      Current: await describe(db, field.kind, current[field.key]),
    });
  }
  return {
    ProposalUniqueId: row.uniqueId,
    StatusId: row.status,
    HasApprovedRisk: row.approvedRiskSnapshot !== null,
    HasRiskChange: changes.length > 0,
    Changes: changes,
    Version: row.version,
  };
};

/** The proposal column a snapshot key stands for (PolicyHolderId → policyHolderId). */
const columnOf = (key: string) => `${key.charAt(0).toLowerCase()}${key.slice(1)}`;

/**
 * ResetProposalRiskChange: undoes a risk change. The proposal in analysis because of it gets the
 * approved risk data back, priced again (400 when it no longer prices), and returns to Aguardando
 * Emissão under its earlier approval ('approve'), the risk change's pending analysis resolved and
 * the step on the timeline. 409 when there is nothing to undo or the proposal is not in analysis.
 */
export const resetProposalRiskChange = async (
  db: Database,
  auth: AuthContext,
  query: { ProposalUniqueId: string; Version?: number },
) => {
  const row = await findWritableProposal(db, auth, query.ProposalUniqueId);
  rejectStaleVersion(query.Version, row.version, M.STALE_PROPOSAL);
  if (!row.approvedRiskSnapshot) throw new ConflictError(M.RISK_CHANGE_NOT_APPROVED);
  const changed = changesOf(row);
  if (!changed.length) throw new ConflictError(M.NO_RISK_CHANGE);
  if (row.status !== ProposalStatus.EmAnalise) {
    throw new ConflictError(M.RISK_RESET_STATUS(proposalStatusLabel(row.status)));
  }
  const approved = row.approvedRiskSnapshot as RiskSnapshot;
  const values = Object.fromEntries(
    riskFields
      .filter((field) => field.key in approved)
      .map((field) => [columnOf(field.key), approved[field.key] ?? null]),
  ) as Partial<ProposalRow>;
  const restored = { ...row, ...values };
  const priced = await priceProposal(db, auth, restored, {});
  const moved = transition(row.status, 'approve');
  if (!moved.ok) throw new ConflictError(moved.reason);
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(proposals)
      .set({
        ...values,
        ...financialValuesOf(priced),
        status: moved.to,
        version: sql`${proposals.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(proposals.id, row.id), eq(proposals.version, row.version)))
      .returning();
    if (!saved) throw new ConflictError(M.STALE_PROPOSAL);
    await tx
      .update(proposalPendingAnalyses)
      .set({ resolvedAt: new Date() })
      .where(
        and(
          eq(proposalPendingAnalyses.proposalId, row.id),
          isNull(proposalPendingAnalyses.resolvedAt),
        ),
      );
    await recordTimeline(tx, auth, saved, {
      situation: ProposalTimelineSituation.Subscricao,
      status: TimelineStatus.Aprovado,
      note: RISK_CHANGE_UNDONE,
    });
    return saved;
  });
};
