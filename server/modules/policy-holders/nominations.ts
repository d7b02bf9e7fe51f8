import { and, eq } from 'drizzle-orm';
import { stripDocument } from '../../../domain/cpfCnpj';
import { type NominationStatus, nominationStatusLabels } from '../../../domain/policyHolders';
import { isInsuranceStaff } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { brokers, policyHolderNominations, policyHolders } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { BROKER_NOT_FOUND, findOwnBroker } from '../brokers/scope';
import { attachArchives } from '../files/attach';
import { type BoardChange, publishBoardChange } from '../kanban/events';
import { closeNominationCard, openNominationCard } from '../kanban/holderCards/nominationCards';
import type { AuthContext } from '../security/principal';
import { toNominatedBroker } from './answers';
import { findByDocument } from './create';
import { checkDocument, checkName } from './input';
import * as M from './messages';
import { POLICY_HOLDER_NOT_FOUND } from './scope';
import { recordHolderChange } from './writes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NominationRequestInput {
  PolicyHolderUniqueId?: string | null;
  Cnpj?: string | null;
  Name?: string | null;
  BrokerUniqueId?: string | null;
  LetterArchiveUniqueId?: string | null;
}

/** The broker being nominated: the caller's own broker, or (insurer) the one named. */
const nominatedBroker = async (db: Database, auth: AuthContext, brokerUniqueId?: string | null) => {
  if (!isInsuranceStaff(auth.userTypeId)) return findOwnBroker(db, auth);
  if (!brokerUniqueId) throw new ValidationError(M.NOMINATION_BROKER_REQUIRED);
  const [broker] = UUID.test(brokerUniqueId)
    ? await db
        .select()
        .from(brokers)
        .where(and(eq(brokers.companyId, auth.companyId), eq(brokers.uniqueId, brokerUniqueId)))
    : [];
  if (!broker) throw new NotFoundError(BROKER_NOT_FOUND);
  return broker;
};

/**
 * The holder a nomination is about, in the caller's tenant. A broker asks to work with a holder
 * it does not see yet, so this is not limited to its nominated holders; an unknown CNPJ with a
 * name registers the holder.
 */
const holderToNominate = async (db: Database, auth: AuthContext, input: NominationRequestInput) => {
  if (input.PolicyHolderUniqueId) {
    const [holder] = UUID.test(input.PolicyHolderUniqueId)
      ? await db
          .select()
          .from(policyHolders)
          .where(
            and(
              eq(policyHolders.companyId, auth.companyId),
              eq(policyHolders.uniqueId, input.PolicyHolderUniqueId),
            ),
          )
      : [];
    if (!holder) throw new NotFoundError(POLICY_HOLDER_NOT_FOUND);
    return { holder, created: false };
  }
  if (!stripDocument(input.Cnpj)) throw new ValidationError(M.NOMINATION_HOLDER_REQUIRED);
  const problems: string[] = [];
  const document = checkDocument(input.Cnpj, problems);
  if (problems.length) throw new ValidationError(problems);
  const existing = await findByDocument(db, auth.companyId, document);
  if (existing) return { holder: existing, created: false };
  const name = checkName(input.Name, problems);
  if (problems.length) throw new ValidationError(problems);
  const [holder] = await db
    .insert(policyHolders)
    .values({ companyId: auth.companyId, name, cpfCnpj: document })
    .returning();
  await recordHolderChange(db, auth, holder.id, [
    { field: 'Name', oldValue: null, newValue: name },
    { field: 'CpfCnpj', oldValue: null, newValue: document },
  ]);
  return { holder, created: true };
};

/**
 * RegisterPolicyHolderNomeationRequest: a broker asks to be nominated (pending until the insurer
 * decides); the insurer nominates a broker directly (approved at once). A rejected or revoked
 * nomination may be asked again.
 */
export const registerNomination = async (
  db: Database,
  auth: AuthContext,
  input: NominationRequestInput,
) => {
  const byInsurer = isInsuranceStaff(auth.userTypeId);
  const broker = await nominatedBroker(db, auth, input.BrokerUniqueId);
  let boardChange: BoardChange | null = null;
  const answer = await db.transaction(async (tx) => {
    const { holder } = await holderToNominate(tx, auth, input);
    const [current] = await tx
      .select()
      .from(policyHolderNominations)
      .where(
        and(
          eq(policyHolderNominations.policyHolderId, holder.id),
          eq(policyHolderNominations.brokerId, broker.id),
        ),
      );
    if (current?.status === 'approved') throw new ConflictError(M.NOMINATION_ALREADY_APPROVED);
    if (current?.status === 'pending' && !byInsurer) {
      throw new ConflictError(M.NOMINATION_ALREADY_PENDING);
    }
    const status = byInsurer ? 'approved' : 'pending';
    const values = {
      status,
      letterArchiveId: current?.letterArchiveId ?? null,
      requestedByUserId: auth.userId,
      decidedByUserId: byInsurer ? auth.userId : null,
      decidedAt: byInsurer ? new Date() : null,
    };
    const [nomination] = current
      ? await tx
          .update(policyHolderNominations)
          .set({ ...values, createdAt: new Date() })
          .where(eq(policyHolderNominations.id, current.id))
          .returning()
      : await tx
          .insert(policyHolderNominations)
          .values({
            companyId: auth.companyId,
            policyHolderId: holder.id,
            brokerId: broker.id,
            ...values,
          })
          .returning();
    if (input.LetterArchiveUniqueId) {
      // the letter becomes the nomination's: the caller's own upload, attached nowhere else
      const [letter] = await attachArchives(
        tx,
        auth,
        [input.LetterArchiveUniqueId],
        { kind: 'nomination_letter', id: nomination.id },
        'LetterArchiveUniqueId',
      );
      nomination.letterArchiveId = letter.id;
      await tx
        .update(policyHolderNominations)
        .set({ letterArchiveId: letter.id })
        .where(eq(policyHolderNominations.id, nomination.id));
    }
    // a pending request waits on a NOMEACAO_TOMADOR card; the insurer's own nomination decides it
    boardChange =
      status === 'pending'
        ? await openNominationCard(tx, auth.companyId, nomination, holder, broker)
        : await closeNominationCard(tx, auth.companyId, nomination.id, true);
    await recordHolderChange(tx, auth, holder.id, [
      {
        field: 'Nomination',
        oldValue: current ? `${broker.name} (${labelOf(current.status)})` : null,
        newValue: `${broker.name} (${labelOf(status)})`,
      },
    ]);
    return {
      ...toNominatedBroker(nomination, broker),
      PolicyHolderUniqueId: holder.uniqueId,
      PolicyHolderName: holder.name,
    };
  });
  if (boardChange) publishBoardChange(boardChange);
  return answer;
};

const labelOf = (status: string) => nominationStatusLabels[status as NominationStatus] ?? status;

export interface DecisionInput {
  NominationUniqueId: string;
  Approved: boolean;
  Justification?: string | null;
}

/** DecidePolicyHolderNomeationRequest (insurer): approves or rejects a pending nomination. */
export const decideNomination = async (db: Database, auth: AuthContext, input: DecisionInput) => {
  const [found] = UUID.test(input.NominationUniqueId)
    ? await db
        .select({ nomination: policyHolderNominations, broker: brokers, holder: policyHolders })
        .from(policyHolderNominations)
        .innerJoin(brokers, eq(brokers.id, policyHolderNominations.brokerId))
        .innerJoin(policyHolders, eq(policyHolders.id, policyHolderNominations.policyHolderId))
        .where(
          and(
            eq(policyHolderNominations.companyId, auth.companyId),
            eq(policyHolderNominations.uniqueId, input.NominationUniqueId),
          ),
        )
    : [];
  if (!found) throw new NotFoundError(M.NOMINATION_NOT_FOUND);
  const justification = input.Justification?.trim() || null;
  if (!input.Approved && !justification) {
    throw new ValidationError(M.NOMINATION_REJECT_NEEDS_JUSTIFICATION);
  }
  if (found.nomination.status !== 'pending') throw new ConflictError(M.NOMINATION_ALREADY_DECIDED);
  const status = input.Approved ? 'approved' : 'rejected';
  let boardChange: BoardChange | null = null;
  const answer = await db.transaction(async (tx) => {
    const [nomination] = await tx
      .update(policyHolderNominations)
      .set({ status, decidedByUserId: auth.userId, decidedAt: new Date() })
      .where(
        and(
          eq(policyHolderNominations.id, found.nomination.id),
          eq(policyHolderNominations.status, 'pending'),
        ),
      )
      .returning();
    if (!nomination) throw new ConflictError(M.NOMINATION_ALREADY_DECIDED);
    // decided here, not on the board: its card (when still open) moves to the final step
    boardChange = await closeNominationCard(tx, auth.companyId, nomination.id, input.Approved);
    await recordHolderChange(tx, auth, found.holder.id, [
      {
        field: 'Nomination',
        oldValue: `${found.broker.name} (Pendente)`,
        newValue: `${found.broker.name} (${labelOf(status)})`,
      },
      ...(justification
        ? [{ field: 'Justification', oldValue: null, newValue: justification }]
        : []),
    ]);
    return {
      ...toNominatedBroker(nomination, found.broker),
      PolicyHolderUniqueId: found.holder.uniqueId,
      PolicyHolderName: found.holder.name,
    };
  });
  if (boardChange) publishBoardChange(boardChange);
  return answer;
};
