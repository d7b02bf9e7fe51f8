import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  aboveAuthorityMessage,
  type ApprovalLimit,
  approversSentence,
  mayApprove,
} from '../../../domain/approvalAuthority';
import type { CardApprovers } from '../../../domain/contracts/approvalLimits';
import { canMoveInPipe } from '../../../domain/kanban';
import { INSURER_STAFF } from '../../../domain/apiAccess';
import type { Database } from '../../db/client';
import {
  kanbanCards,
  persons,
  profileApprovalLimits,
  profileGrants,
  profiles,
  proposals,
  users,
} from '../../db/schema';
import { ConflictError, NotFoundError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { findVisiblePipe } from './board';
import type { CardRow, PipeRow } from './decisions/types';

export const CARD_NOT_FOUND = 'Card não encontrado.';

/**
 * The IS (importância segurada) a card's decision commits the insurer to, by what the card is
 * about: a proposal's insured amount. A record kind missing here has no IS, and alçadas do not
 * bind its cards (a limit review's requested limit joins when its record lands).
 */
const insuredAmountReaders: Partial<
  Record<string, (db: Database, card: CardRow) => Promise<string | null>>
> = {
  proposal: async (db, card) => {
    const [row] = await db
      .select({ amount: proposals.insuredAmountValue })
      .from(proposals)
      .where(and(eq(proposals.id, card.referenceId), eq(proposals.companyId, card.companyId)));
    return row?.amount ?? null;
  },
};

export const insuredAmountOfCard = (db: Database, card: CardRow) =>
  insuredAmountReaders[card.referenceKind]?.(db, card) ?? Promise.resolve(null);

/** The profile whose alçadas bind the caller (an advisor acting for a broker: the broker's). */
const profileIdOf = async (db: Database, auth: AuthContext) => {
  if (auth.acting) return auth.acting.profileId;
  const [row] = await db
    .select({ profileId: users.profileId })
    .from(users)
    .where(and(eq(users.id, auth.userId), eq(users.companyId, auth.companyId)));
  return row?.profileId;
};

const limitOf = async (
  db: Database,
  companyId: number,
  profileId: number,
  analysisType: string,
): Promise<ApprovalLimit> => {
  const [row] = await db
    .select({ amount: profileApprovalLimits.maxInsuredAmount })
    .from(profileApprovalLimits)
    .where(
      and(
        eq(profileApprovalLimits.companyId, companyId),
        eq(profileApprovalLimits.profileId, profileId),
        eq(profileApprovalLimits.analysisType, analysisType),
      ),
    );
  return row?.amount ?? null;
};

/**
 * Before a card moves to Aprovado: the caller's profile must have an alçada covering the card's
 * IS in this pipe (409 "Aprovação acima da sua alçada: …" otherwise).
 */
export const checkApprovalAuthority = async (
  tx: Database,
  auth: AuthContext,
  card: CardRow,
  pipe: PipeRow,
) => {
  const amount = await insuredAmountOfCard(tx, card);
  if (amount === null) return;
  const profileId = await profileIdOf(tx, auth);
  if (profileId === undefined) return;
  const limit = await limitOf(tx, auth.companyId, profileId, pipe.analysisType);
  if (mayApprove(amount, limit)) return;
  const approvers = await approversOf(tx, auth.companyId, pipe, amount);
  throw new ConflictError(
    `${aboveAuthorityMessage(amount, limit)} ${approversSentence(approvers)}`,
  );
};

/**
 * The tenant's active staff whose profile moves cards in the pipe and whose alçada there covers
 * the amount (no amount: everyone who moves cards there), by name.
 */
const approversOf = async (
  db: Database,
  companyId: number,
  pipe: PipeRow,
  amount: string | null,
) => {
  const candidates = await db
    .select({
      userId: users.id,
      login: users.login,
      name: persons.name,
      userTypeId: users.userTypeId,
      profileId: profiles.id,
      profileName: profiles.name,
      limit: profileApprovalLimits.maxInsuredAmount,
    })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .leftJoin(
      profileApprovalLimits,
      and(
        eq(profileApprovalLimits.profileId, profiles.id),
        eq(profileApprovalLimits.companyId, companyId),
        eq(profileApprovalLimits.analysisType, pipe.analysisType),
      ),
    )
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.isActive, true),
        isNull(users.deletedAt),
        inArray(users.userTypeId, INSURER_STAFF),
      ),
    )
    .orderBy(asc(persons.name), asc(users.id));
  const profileIds = [...new Set(candidates.map((row) => row.profileId))];
  const grants = profileIds.length
    ? await db
        .select({ profileId: profileGrants.profileId, id: profileGrants.functionalityId })
        .from(profileGrants)
        .where(
          and(eq(profileGrants.companyId, companyId), inArray(profileGrants.profileId, profileIds)),
        )
    : [];
  const functionalitiesOf = new Map<number, Set<number>>();
  for (const grant of grants) {
    const set = functionalitiesOf.get(grant.profileId) ?? new Set<number>();
    set.add(grant.id);
    functionalitiesOf.set(grant.profileId, set);
  }
  return candidates
    .filter(
      (row) =>
        canMoveInPipe(
          {
            userTypeId: row.userTypeId,
            functionalities: functionalitiesOf.get(row.profileId) ?? new Set(),
          },
          pipe.analysisType,
        ) && mayApprove(amount, row.limit),
    )
    .map((row) => ({
      UserId: row.userId,
      Name: row.name,
      Login: row.login,
      ProfileName: row.profileName,
      MaxInsuredAmount: row.limit,
    }));
};

/**
 * GET /api/kanban/GetCardApprovers: who may approve this card (approversOf), and the caller's
 * own alçada in its pipe (CallerMaxInsuredAmount; null: sem limite).
 */
export const cardApprovers = async (
  db: Database,
  auth: AuthContext,
  cardId: number,
): Promise<CardApprovers> => {
  const [card] = await db
    .select()
    .from(kanbanCards)
    .where(and(eq(kanbanCards.id, cardId), eq(kanbanCards.companyId, auth.companyId)));
  if (!card) throw new NotFoundError(CARD_NOT_FOUND);
  const pipe = await findVisiblePipe(db, auth, card.pipeId);
  const amount = await insuredAmountOfCard(db, card);
  const profileId = await profileIdOf(db, auth);
  return {
    CardId: card.id,
    InsuredAmount: amount,
    CallerMaxInsuredAmount:
      profileId === undefined
        ? null
        : await limitOf(db, auth.companyId, profileId, pipe.analysisType),
    Users: await approversOf(db, auth.companyId, pipe, amount),
  };
};
