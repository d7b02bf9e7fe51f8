import { and, count, eq, isNull } from 'drizzle-orm';
import {
  DOCUMENT_DESCRIPTION_MAX,
  DOCUMENT_DESCRIPTION_TOO_LONG,
  documentNameProblems,
  type RequestDocumentAction,
  refusalOf,
  statusAfterUpload,
} from '../../../domain/requestDocuments';
import { isInsuranceStaff } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { type FieldChange, requestDocumentArchives, requestDocuments } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { rejectStaleVersion } from '../../http/writeGuards';
import { attachArchives } from '../files/attach';
import { type BoardChange, publishBoardChange } from '../kanban/events';
import { openLimitReview } from '../kanban/holderCards/limitReviewCards';
import type { AuthContext } from '../security/principal';
import { recordDocumentChange, statusChange } from './changes';
import { ARCHIVES_REQUIRED, ARCHIVES_TOO_MANY, STALE_DOCUMENT } from './messages';
import { assertOwnerWritable, type DocumentOwner } from './owners';
import { type DocumentRow, documentAnswer, ownerOf } from './queries';

const MAX_ARCHIVES_PER_CALL = 20;

export const actorOf = (auth: AuthContext) =>
  isInsuranceStaff(auth.userTypeId) ? ('insurer' as const) : ('party' as const);

const liveArchiveCount = async (db: Database, documentId: number) => {
  const [row] = await db
    .select({ total: count() })
    .from(requestDocumentArchives)
    .where(
      and(
        eq(requestDocumentArchives.requestDocumentId, documentId),
        isNull(requestDocumentArchives.deletedAt),
      ),
    );
  return Number(row.total);
};

/**
 * 409 with the domain's reason when the owner's documents may not change now (a proposal past
 * the point of change) or the lifecycle forbids `action` on the document.
 */
export const assertAllowed = async (
  db: Database,
  auth: AuthContext,
  row: DocumentRow,
  action: RequestDocumentAction,
) => {
  await assertOwnerWritable(db, auth, ownerOf(row));
  const refusal = refusalOf(
    {
      ownerKind: ownerOf(row).kind,
      status: row.status as never,
      deleted: row.deletedAt !== null,
      archiveCount: await liveArchiveCount(db, row.id),
    },
    action,
    actorOf(auth),
  );
  if (refusal) throw new ConflictError(refusal);
};

/** The Version read must be the document's (its presence is the route schema's). */
export const assertVersion = (row: DocumentRow, version: number) =>
  rejectStaleVersion(version, row.version, STALE_DOCUMENT);

/** Updates the document only if nobody changed it since it was read (else 409, nothing saved). */
export const updateDocument = async (
  tx: Database,
  row: DocumentRow,
  values: Partial<typeof requestDocuments.$inferInsert>,
) => {
  const [updated] = await tx
    .update(requestDocuments)
    .set({ ...values, version: row.version + 1 })
    .where(and(eq(requestDocuments.id, row.id), eq(requestDocuments.version, row.version)))
    .returning({ id: requestDocuments.id });
  if (!updated) throw new ConflictError(STALE_DOCUMENT);
};

export interface NewDocumentInput {
  Name?: string | null;
  Description?: string | null;
}

const readDocumentInput = (input: NewDocumentInput) => {
  const name = input.Name?.trim() ?? '';
  const description = input.Description?.trim() || null;
  const problems = documentNameProblems(name);
  if (description && description.length > DOCUMENT_DESCRIPTION_MAX) {
    problems.push(DOCUMENT_DESCRIPTION_TOO_LONG);
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return { name, description };
};

/** The insurer requests a document from a party (or adds one to its catalogue): Pendente. */
export const createDocument = async (
  db: Database,
  auth: AuthContext,
  owner: DocumentOwner,
  input: NewDocumentInput,
) => {
  const { name, description } = readDocumentInput(input);
  await assertOwnerWritable(db, auth, owner);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(requestDocuments)
      .values({
        companyId: auth.companyId,
        ownerKind: owner.kind,
        ownerId: owner.id,
        name,
        description,
        status: 'Pendente',
        requestedByUserId: auth.userId,
      })
      .returning({ id: requestDocuments.id });
    await recordDocumentChange(tx, auth, owner, [
      { field: 'Documento', oldValue: null, newValue: `${name}: Pendente` },
    ]);
    return created.id;
  });
  return documentAnswer(db, id);
};

const readArchiveIds = (ids: readonly string[] | null | undefined) => {
  const unique = [...new Set((ids ?? []).map((id) => id.trim()).filter(Boolean))];
  if (unique.length === 0) throw new ValidationError(ARCHIVES_REQUIRED);
  if (unique.length > MAX_ARCHIVES_PER_CALL) throw new ValidationError(ARCHIVES_TOO_MANY);
  return unique;
};

/**
 * Attaches archives to a document (only the caller's own, attached nowhere else: files/attach.ts);
 * a party's document stays (or goes back to) Pendente until it is sent to analysis.
 */
export const uploadArchives = async (
  db: Database,
  auth: AuthContext,
  row: DocumentRow,
  archiveUniqueIds: readonly string[] | null | undefined,
) => {
  const uniqueIds = readArchiveIds(archiveUniqueIds);
  await assertAllowed(db, auth, row, 'upload');
  const owner = ownerOf(row);
  let limitCard: BoardChange | null = null;
  await db.transaction(async (tx) => {
    const found = await attachArchives(tx, auth, uniqueIds, {
      kind: 'request_document',
      id: row.id,
    });
    const attached = await tx
      .select({ archiveId: requestDocumentArchives.archiveId })
      .from(requestDocumentArchives)
      .where(
        and(
          eq(requestDocumentArchives.requestDocumentId, row.id),
          isNull(requestDocumentArchives.deletedAt),
        ),
      );
    const fresh = found.filter((archive) => !attached.some((a) => a.archiveId === archive.id));
    if (fresh.length > 0) {
      await tx.insert(requestDocumentArchives).values(
        fresh.map((archive) => ({
          requestDocumentId: row.id,
          archiveId: archive.id,
          uploadedByUserId: auth.userId,
        })),
      );
    }
    const status = statusAfterUpload(owner.kind);
    await updateDocument(tx, row, { status });
    const changes: FieldChange[] = [
      {
        field: 'ArquivosDocumento',
        oldValue: null,
        newValue: `${row.name}: ${fresh.map((archive) => archive.name).join(', ') || '—'}`,
      },
    ];
    if (status !== row.status) changes.push(statusChange(row.name, row.status, status));
    await recordDocumentChange(tx, auth, owner, changes);
    // UploadRequestLimitsDocument: the holder asks for a limit review (one card while it is open)
    if (owner.kind === 'policy_holder_limit') limitCard = await openLimitReview(tx, auth, owner.id);
  });
  if (limitCard) publishBoardChange(limitCard);
  return documentAnswer(db, row.id);
};

export const renameDocument = async (
  db: Database,
  auth: AuthContext,
  row: DocumentRow,
  input: { Name?: string | null; Version: number },
) => {
  assertVersion(row, input.Version);
  const name = input.Name?.trim() ?? '';
  const problems = documentNameProblems(name);
  if (problems.length > 0) throw new ValidationError(problems);
  await assertAllowed(db, auth, row, 'rename');
  if (name === row.name) return documentAnswer(db, row.id);
  await db.transaction(async (tx) => {
    await updateDocument(tx, row, { name });
    await recordDocumentChange(tx, auth, ownerOf(row), [
      { field: 'NomeDocumento', oldValue: row.name, newValue: name },
    ]);
  });
  return documentAnswer(db, row.id);
};

/** Soft delete (listed as deleted until restored) and its restore: one step, two directions. */
const setDeleted = async (
  db: Database,
  auth: AuthContext,
  row: DocumentRow,
  version: number,
  deleted: boolean,
) => {
  assertVersion(row, version);
  await assertAllowed(db, auth, row, deleted ? 'delete' : 'restore');
  await db.transaction(async (tx) => {
    await updateDocument(
      tx,
      row,
      deleted
        ? { deletedAt: new Date(), deletedByUserId: auth.userId }
        : { deletedAt: null, deletedByUserId: null },
    );
    await recordDocumentChange(tx, auth, ownerOf(row), [
      {
        field: deleted ? 'DocumentoExcluido' : 'DocumentoRestaurado',
        oldValue: null,
        newValue: row.name,
      },
    ]);
  });
  return documentAnswer(db, row.id);
};

export const deleteDocument = (
  db: Database,
  auth: AuthContext,
  row: DocumentRow,
  version: number,
) => setDeleted(db, auth, row, version, true);

export const restoreDocument = (
  db: Database,
  auth: AuthContext,
  row: DocumentRow,
  version: number,
) => setDeleted(db, auth, row, version, false);
