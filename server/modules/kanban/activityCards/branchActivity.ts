import { and, asc, eq, sql } from 'drizzle-orm';
import {
  BRANCH_ACTIVITY_NOT_FOUND,
  branchActivityKey,
  defaultBranchActivities,
} from '../../../../domain/branchActivities';
import { CardType } from '../../../../domain/cardTypes';
import type {
  BranchActivity,
  BranchActivityInfo,
  SaveBranchActivityInput,
} from '../../../../domain/contracts/kanbanActivityCards';
import { CardPriority, PipeKey } from '../../../../domain/kanban';
import type { Database } from '../../../db/client';
import { branchActivities, policyHolders } from '../../../db/schema';
import { ConflictError, ValidationError } from '../../../http/errors';
import type { HolderRow } from '../../policy-holders/answers';
import { STALE_HOLDER } from '../../policy-holders/messages';
import { findVisiblePolicyHolder } from '../../policy-holders/scope';
import { assertFresh, recordHolderChange } from '../../policy-holders/writes';
import type { AuthContext } from '../../security/principal';
import { openCard } from '../cards';
import { assertActsInPipe, assertSeesPipe, holderHistoryOf, toCardHolder } from './access';

type ActivityRow = typeof branchActivities.$inferSelect;

const toBranchActivity = (row: ActivityRow): BranchActivity => ({
  Id: row.id,
  Code: row.code,
  Description: row.description,
  IsRestricted: row.isRestricted,
});

const activityText = (row: ActivityRow) => `${row.code} – ${row.description}`;

/** The tenant's catalogue, created from defaultBranchActivities the first time it is needed. */
export const ensureBranchActivities = async (db: Database, companyId: number) => {
  const read = () =>
    db
      .select()
      .from(branchActivities)
      .where(eq(branchActivities.companyId, companyId))
      .orderBy(asc(branchActivities.code));
  const rows = await read();
  if (rows.length) return rows;
  await db
    .insert(branchActivities)
    .values(defaultBranchActivities.map((activity) => ({ companyId, ...activity })))
    .onConflictDoNothing({ target: [branchActivities.companyId, branchActivities.code] });
  return read();
};

/** GetBranchActivities: the tenant's branches of activity, by code. */
export const listBranchActivities = async (db: Database, auth: AuthContext) =>
  (await ensureBranchActivities(db, auth.companyId)).map(toBranchActivity);

const activityById = async (db: Database, companyId: number, id: number | null) => {
  if (!id) return undefined;
  const [row] = await db
    .select()
    .from(branchActivities)
    .where(and(eq(branchActivities.companyId, companyId), eq(branchActivities.id, id)));
  return row;
};

const HISTORY_FIELDS = [
  'BranchActivity',
  'IsRestrictedBranchActivity',
  'BranchActivityApproved',
  'IsBlocked',
  'Justification',
];

const infoOf = async (db: Database, holder: HolderRow): Promise<BranchActivityInfo> => {
  const activity = await activityById(db, holder.companyId, holder.branchActivityId);
  return {
    PolicyHolder: toCardHolder(holder),
    BranchActivity: activity ? toBranchActivity(activity) : null,
    IsRestrictedBranchActivity: holder.isRestrictedBranchActivity,
    BranchActivityApprovedAt: holder.branchActivityApprovedAt?.toISOString() ?? null,
    History: await holderHistoryOf(db, holder.companyId, holder.id, HISTORY_FIELDS),
  };
};

/** GetCardBranchActivityInfo?PolicyHolderUniqueId */
export const branchActivityInfo = async (
  db: Database,
  auth: AuthContext,
  holderUniqueId: string,
) => {
  assertSeesPipe(auth, PipeKey.RAMO_ATIVIDADE);
  return infoOf(db, await findVisiblePolicyHolder(db, auth, holderUniqueId));
};

/**
 * Opens (or keeps) the RAMO_ATIVIDADE card of a holder whose activity is restricted, in the
 * caller's transaction. One card per holder while the question is open.
 */
export const openBranchActivityCard = (
  db: Database,
  holder: Pick<HolderRow, 'id' | 'companyId' | 'name' | 'cpfCnpj'>,
  reason: string,
) =>
  openCard(db, {
    companyId: holder.companyId,
    pipeKey: PipeKey.RAMO_ATIVIDADE,
    cardType: CardType.RAMO_ATIVIDADE,
    referenceKind: 'policyHolder',
    referenceId: holder.id,
    title: `Ramo de atividade · ${holder.name}`,
    description: reason,
    document: holder.cpfCnpj,
    priority: CardPriority.Media,
    openKey: branchActivityKey(holder.id),
  });

export const restrictedActivityReason = (activity: ActivityRow) =>
  `Atividade "${activityText(activity)}" é de ramo restritivo: a subscrição precisa aceitá-la.`;

/**
 * KanbanSaveBranchActivity: sets the holder's activity. The restricted flag follows the
 * catalogue (an earlier acceptance is for the activity it accepted, so it lapses); a restricted
 * activity opens the holder's RAMO_ATIVIDADE card. Answers the new info and the card opened.
 */
export const saveBranchActivity = async (
  db: Database,
  auth: AuthContext,
  input: SaveBranchActivityInput,
) => {
  assertActsInPipe(auth, PipeKey.RAMO_ATIVIDADE);
  const holder = await findVisiblePolicyHolder(db, auth, input.PolicyHolderUniqueId);
  assertFresh(holder, input.Version);
  await ensureBranchActivities(db, auth.companyId);
  const activity = await activityById(db, auth.companyId, input.BranchActivityId);
  if (!activity) throw new ValidationError(BRANCH_ACTIVITY_NOT_FOUND);
  if (activity.id === holder.branchActivityId)
    return { info: await infoOf(db, holder), card: null };
  const before = await activityById(db, auth.companyId, holder.branchActivityId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(policyHolders)
      .set({
        branchActivityId: activity.id,
        isRestrictedBranchActivity: activity.isRestricted,
        branchActivityApprovedAt: null,
        version: sql`${policyHolders.version} + 1`,
      })
      .where(
        and(
          eq(policyHolders.id, holder.id),
          eq(policyHolders.companyId, auth.companyId),
          eq(policyHolders.version, holder.version),
        ),
      )
      .returning();
    if (!row) throw new ConflictError(STALE_HOLDER);
    await recordHolderChange(tx, auth, holder.id, [
      {
        field: 'BranchActivity',
        oldValue: before ? activityText(before) : null,
        newValue: activityText(activity),
      },
      ...(holder.isRestrictedBranchActivity !== activity.isRestricted
        ? [
            {
              field: 'IsRestrictedBranchActivity',
              oldValue: holder.isRestrictedBranchActivity,
              newValue: activity.isRestricted,
            },
          ]
        : []),
    ]);
    const card = activity.isRestricted
      ? await openBranchActivityCard(tx, row, restrictedActivityReason(activity))
      : null;
    return { info: await infoOf(tx, row), card };
  });
};
