import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { DocumentStatusName } from '../../../domain/documentStatus';
import type {
  RequestDocument,
  RequestDocumentArchive,
  RequestDocumentOwnerKind,
} from '../../../domain/requestDocuments';
import type { Database } from '../../db/client';
import {
  archives,
  persons,
  requestDocumentArchives,
  requestDocuments,
  users,
} from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { DOCUMENT_NOT_FOUND } from './messages';
import { assertOwnerInScope, type DocumentOwner } from './owners';

export type DocumentRow = typeof requestDocuments.$inferSelect;
export type DeletedFilter = 'all' | 'active' | 'deleted';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The live archives of some documents, grouped by document id, oldest first. */
export const archivesOf = async (db: Database, documentIds: number[]) => {
  const grouped = new Map<number, RequestDocumentArchive[]>();
  if (documentIds.length === 0) return grouped;
  const rows = await db
    .select({
      documentId: requestDocumentArchives.requestDocumentId,
      id: requestDocumentArchives.id,
      uniqueId: archives.uniqueId,
      name: archives.name,
      extension: archives.extension,
      sizeBytes: archives.sizeBytes,
      createdAt: requestDocumentArchives.createdAt,
    })
    .from(requestDocumentArchives)
    .innerJoin(archives, eq(archives.id, requestDocumentArchives.archiveId))
    .where(
      and(
        inArray(requestDocumentArchives.requestDocumentId, documentIds),
        isNull(requestDocumentArchives.deletedAt),
      ),
    )
    .orderBy(asc(requestDocumentArchives.createdAt), asc(requestDocumentArchives.id));
  for (const row of rows) {
    const list = grouped.get(row.documentId) ?? [];
    list.push({
      Id: row.id,
      UniqueId: row.uniqueId,
      Name: row.name,
      Extension: row.extension,
      SizeBytes: row.sizeBytes,
      CreatedAt: iso(row.createdAt) ?? '',
    });
    grouped.set(row.documentId, list);
  }
  return grouped;
};

const deletedCondition = (filter: DeletedFilter): SQL | undefined => {
  if (filter === 'active') return isNull(requestDocuments.deletedAt);
  if (filter === 'deleted') return isNotNull(requestDocuments.deletedAt);
  return undefined;
};

/** The documents of one or more owners (the caller checked it reaches them), oldest first. */
export const listDocuments = async (
  db: Database,
  companyId: number,
  owners: DocumentOwner[],
  filter: DeletedFilter = 'all',
): Promise<RequestDocument[]> => {
  if (owners.length === 0) return [];
  const ownerMatch = or(
    ...owners.map((owner) =>
      and(eq(requestDocuments.ownerKind, owner.kind), eq(requestDocuments.ownerId, owner.id)),
    ),
  );
  const rows = await db
    .select({ document: requestDocuments, requestedByName: persons.name })
    .from(requestDocuments)
    .leftJoin(users, eq(users.id, requestDocuments.requestedByUserId))
    .leftJoin(persons, eq(persons.id, users.personId))
    .where(and(eq(requestDocuments.companyId, companyId), ownerMatch, deletedCondition(filter)))
    .orderBy(asc(requestDocuments.createdAt), asc(requestDocuments.id));
  const grouped = await archivesOf(
    db,
    rows.map((row) => row.document.id),
  );
  return rows.map(({ document, requestedByName }) =>
    toAnswer(document, requestedByName, grouped.get(document.id) ?? []),
  );
};

export const toAnswer = (
  document: DocumentRow,
  requestedByName: string | null,
  documentArchives: RequestDocumentArchive[],
): RequestDocument => ({
  Id: document.id,
  UniqueId: document.uniqueId,
  Name: document.name,
  Description: document.description,
  Status: document.status as DocumentStatusName,
  ReviewNote: document.reviewNote,
  IsDeleted: document.deletedAt !== null,
  DeletedAt: iso(document.deletedAt),
  CreatedAt: iso(document.createdAt) ?? '',
  RequestedByName: requestedByName,
  Version: document.version,
  Archives: documentArchives,
});

/** One document as answered after a change. */
export const documentAnswer = async (db: Database, documentId: number) => {
  const [row] = await db
    .select({ document: requestDocuments, requestedByName: persons.name })
    .from(requestDocuments)
    .leftJoin(users, eq(users.id, requestDocuments.requestedByUserId))
    .leftJoin(persons, eq(persons.id, users.personId))
    .where(eq(requestDocuments.id, documentId));
  const grouped = await archivesOf(db, [documentId]);
  return toAnswer(row.document, row.requestedByName, grouped.get(documentId) ?? []);
};

export const ownerOf = (row: DocumentRow): DocumentOwner => ({
  kind: row.ownerKind as RequestDocumentOwnerKind,
  id: row.ownerId,
});

/**
 * A document the caller named, of one of the owner kinds the route serves, whose owner the caller
 * reaches; 404 otherwise (another tenant's, another broker's, or a kind the route does not serve).
 */
export const findDocument = async (
  db: Database,
  auth: AuthContext,
  reference: { uniqueId?: string; id?: number },
  kinds: readonly RequestDocumentOwnerKind[],
): Promise<DocumentRow> => {
  const byUnique = reference.uniqueId !== undefined;
  if (byUnique && !isUuid(reference.uniqueId ?? '')) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  const [row] = await db
    .select()
    .from(requestDocuments)
    .where(
      and(
        eq(requestDocuments.companyId, auth.companyId),
        byUnique
          ? eq(requestDocuments.uniqueId, reference.uniqueId ?? '')
          : eq(requestDocuments.id, reference.id ?? 0),
        inArray(requestDocuments.ownerKind, [...kinds]),
      ),
    )
    .limit(1);
  if (!row) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  await assertOwnerInScope(db, auth, ownerOf(row));
  return row;
};

/** Every owner kind a request document has. */
export const ALL_OWNER_KINDS: readonly RequestDocumentOwnerKind[] = [
  'policy_holder',
  'policy_holder_limit',
  'insured',
  'broker',
  'insurer',
  'proposal',
];

/** Any document of the caller's tenant whose owner it reaches (how its archives download). */
export const findRequestDocumentById = (db: Database, auth: AuthContext, id: number) =>
  findDocument(db, auth, { id }, ALL_OWNER_KINDS);
