import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  refusalOf,
  reviewProblems,
  STATUS_AFTER_SEND,
  type RequestDocumentOwnerKind,
} from '../../../domain/requestDocuments';
import type { Database } from '../../db/client';
import { brokers, policyHolders, requestDocumentArchives, requestDocuments } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import {
  DOCUMENTS_SENT_REASON,
  openBrokerDocumentationCard,
  publishBrokerCardChanges,
} from '../kanban/brokerCards/openBrokerCards';
import { type BoardChange, publishBoardChange } from '../kanban/events';
import { openLimitReview } from '../kanban/holderCards/limitReviewCards';
import type { AuthContext } from '../security/principal';
import { recordDocumentChange, statusChange } from './changes';
import { DOCUMENT_NOT_FOUND, NOTHING_TO_SEND } from './messages';
import { type DocumentOwner, requireManageOf } from './owners';
import { type DocumentRow, documentAnswer, ownerOf } from './queries';
import { actorOf, assertAllowed, assertVersion, updateDocument } from './service';

/** The live, pending documents of some owners that hold at least one archive. */
const documentsOf = async (db: Database, companyId: number, owners: DocumentOwner[]) => {
  const rows = await db
    .select()
    .from(requestDocuments)
    .where(
      and(
        eq(requestDocuments.companyId, companyId),
        isNull(requestDocuments.deletedAt),
        inArray(
          requestDocuments.ownerKind,
          owners.map((owner) => owner.kind),
        ),
        inArray(
          requestDocuments.ownerId,
          owners.map((owner) => owner.id),
        ),
      ),
    );
  const withArchives = rows.length
    ? await db
        .selectDistinct({ documentId: requestDocumentArchives.requestDocumentId })
        .from(requestDocumentArchives)
        .where(
          and(
            inArray(
              requestDocumentArchives.requestDocumentId,
              rows.map((row) => row.id),
            ),
            isNull(requestDocumentArchives.deletedAt),
          ),
        )
    : [];
  return rows.map((row) => ({
    row,
    archiveCount: withArchives.some((entry) => entry.documentId === row.id) ? 1 : 0,
  }));
};

const sendable = (auth: AuthContext, entry: { row: DocumentRow; archiveCount: number }) =>
  refusalOf(
    {
      ownerKind: entry.row.ownerKind as RequestDocumentOwnerKind,
      status: entry.row.status as never,
      deleted: false,
      archiveCount: entry.archiveCount,
    },
    'send',
    actorOf(auth),
  );

const moveToAnalysis = async (tx: Database, rows: DocumentRow[]) => {
  for (const row of rows) await updateDocument(tx, row, { status: STATUS_AFTER_SEND });
  return rows.map((row) => statusChange(row.name, row.status, STATUS_AFTER_SEND));
};

/**
 * PolicyHolder/sendRequestToAnalysis: the holder's pending documents (registration and limit)
 * that hold a file go to Aguardando_Analise, and the holder is marked as sent to analysis.
 */
export const sendHolderToAnalysis = async (
  db: Database,
  auth: AuthContext,
  holder: { id: number; sentToAnalysisAt: Date | null },
) => {
  const owners: DocumentOwner[] = [
    { kind: 'policy_holder', id: holder.id },
    { kind: 'policy_holder_limit', id: holder.id },
  ];
  const ready = (await documentsOf(db, auth.companyId, owners))
    .filter((entry) => !sendable(auth, entry))
    .map((entry) => entry.row);
  if (ready.length === 0) throw new ConflictError(NOTHING_TO_SEND);
  const sentAt = new Date();
  let limitCard: BoardChange | null = null;
  await db.transaction(async (tx) => {
    const changes = await moveToAnalysis(tx, ready);
    // limit documents sent: the holder's limit review waits on a REQUEST_LIMIT card
    if (ready.some((row) => row.ownerKind === 'policy_holder_limit')) {
      limitCard = await openLimitReview(tx, auth, holder.id);
    }
    await tx
      .update(policyHolders)
      .set({ sentToAnalysisAt: sentAt })
      .where(eq(policyHolders.id, holder.id));
    changes.push({
      field: 'EnviadoParaAnalise',
      oldValue: holder.sentToAnalysisAt?.toISOString() ?? null,
      newValue: sentAt.toISOString(),
    });
    await recordDocumentChange(tx, auth, owners[0], changes);
  });
  if (limitCard) publishBoardChange(limitCard);
  return { SentCount: ready.length, SentToAnalysisAt: sentAt.toISOString() };
};

/**
 * Broker/SubmitDocumentToReview: the broker's own pending documents with a file (all, or the ones
 * named) go to Aguardando_Analise and the broker waits for the insurer's compliance validation.
 */
export const submitBrokerDocuments = async (
  db: Database,
  auth: AuthContext,
  broker: {
    id: number;
    companyId: number;
    name: string;
    cnpj: string;
    hasPendingComplianceValidation: boolean;
  },
  uniqueIds: readonly string[] | null | undefined,
) => {
  const owner: DocumentOwner = { kind: 'broker', id: broker.id };
  const entries = await documentsOf(db, auth.companyId, [owner]);
  let ready: DocumentRow[];
  if (uniqueIds?.length) {
    ready = uniqueIds.map((uniqueId) => {
      const entry = entries.find((candidate) => candidate.row.uniqueId === uniqueId.toLowerCase());
      if (!entry) throw new NotFoundError(DOCUMENT_NOT_FOUND);
      const refusal = sendable(auth, entry);
      if (refusal) throw new ConflictError(refusal);
      return entry.row;
    });
  } else {
    ready = entries.filter((entry) => !sendable(auth, entry)).map((entry) => entry.row);
  }
  if (ready.length === 0) throw new ConflictError(NOTHING_TO_SEND);
  const card = await db.transaction(async (tx) => {
    const changes = await moveToAnalysis(tx, ready);
    await tx
      .update(brokers)
      .set({ hasPendingComplianceValidation: true })
      .where(eq(brokers.id, broker.id));
    if (!broker.hasPendingComplianceValidation) {
      changes.push({ field: 'HasPendingComplianceValidation', oldValue: false, newValue: true });
    }
    await recordDocumentChange(tx, auth, owner, changes);
    // the insurer analyses them on the broker's documentation card (one while it is open)
    return openBrokerDocumentationCard(tx, broker, DOCUMENTS_SENT_REASON);
  });
  publishBrokerCardChanges([card]);
  return { SentCount: ready.length };
};

/** Clears the broker's pending compliance flag once none of its documents awaits analysis. */
const settleBrokerCompliance = async (tx: Database, brokerId: number) => {
  const [waiting] = await tx
    .select({ id: requestDocuments.id })
    .from(requestDocuments)
    .where(
      and(
        eq(requestDocuments.ownerKind, 'broker'),
        eq(requestDocuments.ownerId, brokerId),
        eq(requestDocuments.status, STATUS_AFTER_SEND),
        isNull(requestDocuments.deletedAt),
      ),
    )
    .limit(1);
  if (waiting) return [];
  const [broker] = await tx
    .update(brokers)
    .set({ hasPendingComplianceValidation: false })
    .where(and(eq(brokers.id, brokerId), eq(brokers.hasPendingComplianceValidation, true)))
    .returning({ id: brokers.id });
  return broker
    ? [{ field: 'HasPendingComplianceValidation', oldValue: true, newValue: false }]
    : [];
};

export interface ReviewInput {
  Status: string;
  ReviewNote?: string | null;
  Version: number;
}

/** The insurer's verdict: Conforme, or Reprovado with the reason the party will read. */
export const reviewDocument = async (
  db: Database,
  auth: AuthContext,
  row: DocumentRow,
  input: ReviewInput,
) => {
  requireManageOf(auth, ownerOf(row).kind);
  return reviewDocumentAsAnalyst(db, auth, row, input);
};

/**
 * The verdict given by a caller whose right to review comes from elsewhere (the analyst of the
 * owner's kanban card, who may move it): the same lifecycle checks and effects.
 */
export const reviewDocumentAsAnalyst = async (
  db: Database,
  auth: AuthContext,
  row: DocumentRow,
  input: ReviewInput,
) => {
  const owner = ownerOf(row);
  const problems = reviewProblems(input.Status, input.ReviewNote);
  if (problems.length > 0) throw new ValidationError(problems);
  assertVersion(row, input.Version);
  await assertAllowed(db, auth, row, 'review');
  const status = input.Status;
  const note = status === 'Reprovado' ? (input.ReviewNote?.trim() ?? null) : null;
  await db.transaction(async (tx) => {
    await updateDocument(tx, row, {
      status,
      reviewNote: note,
      reviewedByUserId: auth.userId,
      reviewedAt: new Date(),
    });
    const change = statusChange(row.name, row.status, status);
    if (note) change.newValue = `${String(change.newValue)} (${note})`;
    const changes = [change];
    if (owner.kind === 'broker') changes.push(...(await settleBrokerCompliance(tx, owner.id)));
    await recordDocumentChange(tx, auth, owner, changes);
  });
  return documentAnswer(db, row.id);
};
