import { and, asc, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  HOLDER_OR_PROPOSAL_REQUIRED,
  PROPOSAL_NOT_FOUND,
  economicGroupKey,
} from '../../../../domain/branchActivities';
import { CardType } from '../../../../domain/cardTypes';
import type { PolicyHolderLimitsAnswer } from '../../../../domain/contracts/policyHolders';
import type {
  EconomicGroupCandidate,
  EconomicGroupInfo,
  EconomicGroupInfoQuery,
  SaveEconomicGroupInput,
} from '../../../../domain/contracts/kanbanActivityCards';
import { CardPriority, PipeKey } from '../../../../domain/kanban';
import type { Database } from '../../../db/client';
import { partyPartners, policyHolders, proposals } from '../../../db/schema';
import { NotFoundError, ValidationError } from '../../../http/errors';
import { type HolderRow, toRef } from '../../policy-holders/answers';
import { updateEconomicGroup } from '../../policy-holders/economicGroup';
import { POLICY_HOLDER_NOT_FOUND, findVisiblePolicyHolder } from '../../policy-holders/scope';
import type { AuthContext } from '../../security/principal';
import { openCard } from '../cards';
import { assertActsInPipe, assertSeesPipe, holderHistoryOf, toCardHolder } from './access';

const HOLDER_KIND = 'policy_holder';

/**
 * The tenant's other holders that share a QSA partner (same CPF/CNPJ) with this one, each with
 * the partners' names: who may belong to the same economic group.
 */
export const holdersSharingPartners = async (db: Database, companyId: number, holderId: number) => {
  const mine = alias(partyPartners, 'mine');
  const theirs = alias(partyPartners, 'theirs');
  const rows = await db
    .select({ holderId: theirs.ownerId, partner: mine.name })
    .from(mine)
    .innerJoin(
      theirs,
      and(
        eq(theirs.companyId, companyId),
        eq(theirs.ownerKind, HOLDER_KIND),
        eq(theirs.cpfCnpj, mine.cpfCnpj),
        ne(theirs.ownerId, holderId),
      ),
    )
    .where(
      and(
        eq(mine.companyId, companyId),
        eq(mine.ownerKind, HOLDER_KIND),
        eq(mine.ownerId, holderId),
        isNotNull(mine.cpfCnpj),
      ),
    )
    .orderBy(asc(theirs.ownerId), asc(mine.name));
  const shared = new Map<number, string[]>();
  for (const row of rows) {
    const names = shared.get(row.holderId) ?? [];
    if (!names.includes(row.partner)) names.push(row.partner);
    shared.set(row.holderId, names);
  }
  return shared;
};

const holdersByIds = async (db: Database, companyId: number, ids: number[]) =>
  ids.length
    ? db
        .select()
        .from(policyHolders)
        .where(and(eq(policyHolders.companyId, companyId), inArray(policyHolders.id, ids)))
        .orderBy(asc(policyHolders.name))
    : [];

/** Whether the holder already belongs to a group: named, with a holding, or some holder's holding. */
export const hasEconomicGroup = async (db: Database, holder: HolderRow) => {
  if (holder.economicGroupName || holder.economicGroupHoldingId) return true;
  const [participant] = await db
    .select({ id: policyHolders.id })
    .from(policyHolders)
    .where(
      and(
        eq(policyHolders.companyId, holder.companyId),
        eq(policyHolders.economicGroupHoldingId, holder.id),
      ),
    )
    .limit(1);
  return !!participant;
};

/**
 * Opens (or keeps) the GRUPO_ECONOMICO card about a proposal's holder, in the caller's
 * transaction: one card per holder while the question is open.
 */
export const openEconomicGroupCard = (
  db: Database,
  proposal: { id: number; companyId: number; number: number; legalDeadline: string | null },
  holder: Pick<HolderRow, 'id' | 'name' | 'cpfCnpj'>,
  reason: string,
) =>
  openCard(db, {
    companyId: proposal.companyId,
    pipeKey: PipeKey.GRUPO_ECONOMICO,
    cardType: CardType.GRUPO_ECONOMICO,
    referenceKind: 'proposal',
    referenceId: proposal.id,
    title: `Grupo econômico · ${holder.name} · Proposta ${proposal.number}`,
    description: reason,
    document: holder.cpfCnpj,
    priority: CardPriority.Media,
    legalDeadline: proposal.legalDeadline,
    openKey: economicGroupKey(holder.id),
  });

export const sharedPartnersReason = (names: readonly string[]) =>
  `Tomador sem grupo econômico, com sócios em comum com outros tomadores: ${names.join(', ')}.`;

const memberOf = (row: HolderRow, holdingId: number | null) => ({
  ...toRef(row),
  IsHolding: row.id === holdingId,
  RiskClass: row.riskClass as PolicyHolderLimitsAnswer['RiskClass'],
  LimitValue: row.limitValue,
  LimitUsedValue: row.limitUsedValue,
});

const refOf = (row: HolderRow | undefined) => (row ? toRef(row) : null);

const HISTORY_FIELDS = [
  'EconomicGroupName',
  'EconomicGroupHolding',
  'EconomicGroupDecision',
  'Justification',
];

const infoOf = async (
  db: Database,
  holder: HolderRow,
  proposal: { uniqueId: string; number: number } | null,
): Promise<EconomicGroupInfo> => {
  const companyId = holder.companyId;
  const shared = await holdersSharingPartners(db, companyId, holder.id);
  const candidates = await holdersByIds(db, companyId, [...shared.keys()]);
  const holdingIds = [
    ...new Set(
      [holder.economicGroupHoldingId, ...candidates.map((c) => c.economicGroupHoldingId)].filter(
        (id): id is number => id !== null,
      ),
    ),
  ];
  const holdings = new Map(
    (await holdersByIds(db, companyId, holdingIds)).map((row) => [row.id, row]),
  );
  const holding = holder.economicGroupHoldingId
    ? (holdings.get(holder.economicGroupHoldingId) ?? null)
    : null;
  // the group: its holding (this holder's, or this holder when others hang from it) and members
  const groupHoldingId = holding?.id ?? holder.id;
  const members = await db
    .select()
    .from(policyHolders)
    .where(
      and(
        eq(policyHolders.companyId, companyId),
        or(
          eq(policyHolders.id, groupHoldingId),
          eq(policyHolders.economicGroupHoldingId, groupHoldingId),
          eq(policyHolders.id, holder.id),
        ),
      ),
    )
    .orderBy(asc(policyHolders.name));
  const isGroup = members.length > 1 || !!holder.economicGroupName;
  const options = new Map<number, HolderRow>();
  for (const row of [...candidates, ...holdings.values()]) {
    if (row.id !== holder.id) options.set(row.id, row);
  }
  return {
    PolicyHolder: toCardHolder(holder),
    ProposalUniqueId: proposal?.uniqueId ?? null,
    ProposalNumber: proposal?.number ?? null,
    EconomicGroupName: holder.economicGroupName,
    Holding: holding ? toRef(holding) : null,
    Candidates: candidates.map((row): EconomicGroupCandidate => ({
      ...toRef(row),
      EconomicGroupName: row.economicGroupName,
      Holding: refOf(holdings.get(row.economicGroupHoldingId ?? 0)),
      SharedPartners: shared.get(row.id) ?? [],
    })),
    HoldingOptions: [...options.values()]
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
      .map(toRef),
    Members: isGroup
      ? members.map((row) => memberOf(row, members.length > 1 ? groupHoldingId : null))
      : [],
    History: await holderHistoryOf(db, companyId, holder.id, HISTORY_FIELDS),
  };
};

/** The card's holder: the proposal's (its RefUniqueId) or the holder named. */
const resolveHolder = async (db: Database, auth: AuthContext, query: EconomicGroupInfoQuery) => {
  if (query.ProposalUniqueId) {
    const [proposal] = await db
      .select({
        uniqueId: proposals.uniqueId,
        number: proposals.number,
        policyHolderId: proposals.policyHolderId,
      })
      .from(proposals)
      .where(
        and(
          eq(proposals.companyId, auth.companyId),
          eq(proposals.uniqueId, query.ProposalUniqueId),
        ),
      );
    if (!proposal) throw new NotFoundError(PROPOSAL_NOT_FOUND);
    const [holder] = await holdersByIds(db, auth.companyId, [proposal.policyHolderId]);
    if (!holder) throw new NotFoundError(POLICY_HOLDER_NOT_FOUND);
    return { holder, proposal };
  }
  if (!query.PolicyHolderUniqueId) throw new ValidationError(HOLDER_OR_PROPOSAL_REQUIRED);
  return {
    holder: await findVisiblePolicyHolder(db, auth, query.PolicyHolderUniqueId),
    proposal: null,
  };
};

/** GetCardEconomicGroupInfo?ProposalUniqueId (or ?PolicyHolderUniqueId) */
export const economicGroupInfo = async (
  db: Database,
  auth: AuthContext,
  query: EconomicGroupInfoQuery,
) => {
  assertSeesPipe(auth, PipeKey.GRUPO_ECONOMICO);
  const { holder, proposal } = await resolveHolder(db, auth, query);
  return infoOf(db, holder, proposal);
};

/**
 * KanbanSaveEconomicGroup: the policy holders' own UpdateEconomicGroupParticipantAfiancadoHolding
 * (same checks, Version and history), for whoever acts in the Grupo Econômico pipe.
 */
export const saveEconomicGroup = async (
  db: Database,
  auth: AuthContext,
  input: SaveEconomicGroupInput,
) => {
  assertActsInPipe(auth, PipeKey.GRUPO_ECONOMICO);
  await updateEconomicGroup(db, auth, input);
  return economicGroupInfo(db, auth, { PolicyHolderUniqueId: input.PolicyHolderUniqueId });
};
