import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  findPipeType,
  type PipeTypeAnswer,
  proposalDocumentPipeTypes,
  type RequiredDocumentAnswer,
} from '../../../domain/modalityTerms';
import type { Database } from '../../db/client';
import { modalityRequiredDocuments } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { rejectStaleVersion, requireCurrentVersion } from '../../http/writeGuards';
import type { AuthContext } from '../security/principal';
import { recordModalityChange } from './history';
import { canParametrize, findModality, type ModalityRow } from './scope';
import * as M from './termMessages';
import type { InsertDocumentBody, UpdateDocumentBody } from './termSchemas';

const MAX_NAME = 150;
const MAX_DESCRIPTION = 500;

type DocumentRow = typeof modalityRequiredDocuments.$inferSelect;

interface DocumentValues {
  name: string;
  description: string | null;
  isRequired: boolean;
  pipeTypeId: number;
  isDeleted: boolean;
}

const toDocument = (row: DocumentRow, modality: ModalityRow): RequiredDocumentAnswer => ({
  Id: row.id,
  UniqueId: row.uniqueId,
  ModalityId: row.modalityId,
  ModalityUniqueId: modality.uniqueId,
  Name: row.name,
  Description: row.description,
  IsRequired: row.isRequired,
  PipeTypeId: row.pipeTypeId,
  PipeTypeName: findPipeType(row.pipeTypeId)?.name ?? '',
  IsDeleted: row.isDeleted,
  Version: row.version,
});

const valuesOf = (row: DocumentRow): DocumentValues => ({
  name: row.name,
  description: row.description,
  isRequired: row.isRequired,
  pipeTypeId: row.pipeTypeId,
  isDeleted: row.isDeleted,
});

/** One line per document state in its modality's history ("Documento obrigatório"). */
const describe = (document: DocumentValues) =>
  [
    document.name,
    document.description,
    `pipe ${findPipeType(document.pipeTypeId)?.name}`,
    document.isRequired ? 'obrigatório' : 'opcional',
    document.isDeleted ? 'excluído' : null,
  ]
    .filter(Boolean)
    .join(' — ');

const checkDocument = (input: {
  Name?: string | null;
  Description?: string | null;
  IsRequired?: boolean | null;
  PipeTypeId?: number | null;
}): Omit<DocumentValues, 'isDeleted'> => {
  const problems: string[] = [];
  const name = input.Name?.trim().replace(/\s+/g, ' ') ?? '';
  if (!name) problems.push(M.DOCUMENT_NAME_REQUIRED);
  else if (name.length > MAX_NAME) problems.push(M.DOCUMENT_NAME_TOO_LONG);
  const description = input.Description?.trim() || null;
  if (description && description.length > MAX_DESCRIPTION) {
    problems.push(M.DOCUMENT_DESCRIPTION_TOO_LONG);
  }
  if (!findPipeType(input.PipeTypeId)) problems.push(M.PIPE_TYPE_INVALID);
  if (problems.length) throw new ValidationError(problems);
  return {
    name,
    description,
    isRequired: input.IsRequired ?? true,
    pipeTypeId: input.PipeTypeId ?? 0,
  };
};

/** A live document of the modality with this name (other than `exceptId`) → 409. */
const refuseDuplicate = async (db: Database, modalityId: number, name: string, exceptId = 0) => {
  const [clash] = await db
    .select({ id: modalityRequiredDocuments.id })
    .from(modalityRequiredDocuments)
    .where(
      and(
        eq(modalityRequiredDocuments.modalityId, modalityId),
        eq(modalityRequiredDocuments.isDeleted, false),
        sql`lower(${modalityRequiredDocuments.name}) = lower(${name})`,
        ne(modalityRequiredDocuments.id, exceptId),
      ),
    );
  if (clash) throw new ConflictError(M.DOCUMENT_DUPLICATE);
};

/** The modality named by either spelling of the spec's query (ModalityUniqueId / modalityUniqueId). */
export const modalityByKey = (
  db: Database,
  auth: AuthContext,
  query: { ModalityUniqueId?: string; modalityUniqueId?: string },
) => {
  const uniqueId = query.ModalityUniqueId ?? query.modalityUniqueId;
  if (!uniqueId) throw new ValidationError(M.MODALITY_KEY_REQUIRED);
  return findModality(db, auth, { uniqueId });
};

const findDocument = async (db: Database, auth: AuthContext, id: number) => {
  const [row] = await db
    .select()
    .from(modalityRequiredDocuments)
    .where(
      and(
        eq(modalityRequiredDocuments.companyId, auth.companyId),
        eq(modalityRequiredDocuments.id, id),
      ),
    );
  if (!row) throw new NotFoundError(M.DOCUMENT_NOT_FOUND);
  return { row, modality: await findModality(db, auth, { id: row.modalityId }) };
};

const listRows = (db: Database, modalityId: number, liveOnly: boolean, pipeTypeId?: number) =>
  db
    .select()
    .from(modalityRequiredDocuments)
    .where(
      and(
        eq(modalityRequiredDocuments.modalityId, modalityId),
        liveOnly ? eq(modalityRequiredDocuments.isDeleted, false) : undefined,
        pipeTypeId ? eq(modalityRequiredDocuments.pipeTypeId, pipeTypeId) : undefined,
      ),
    )
    .orderBy(asc(modalityRequiredDocuments.pipeTypeId), asc(modalityRequiredDocuments.name));

/** The modality's live required documents, by pipe and name (a proposal's pending ones). */
export const liveRequiredDocumentRows = (db: Database, modalityId: number) =>
  listRows(db, modalityId, true);

/**
 * GetProposalParameterRequestDocuments: the modality's documents, by pipe and name; deleted ones
 * (IsDeleted, restorable) only for the parametrisers.
 */
export const listRequiredDocuments = async (
  db: Database,
  auth: AuthContext,
  modality: ModalityRow,
) => {
  const rows = await listRows(db, modality.id, !canParametrize(auth));
  return rows.map((row) => toDocument(row, modality));
};

/** GetCardProposalParameterRequestDocuments: the live documents each pipe checks on a card. */
export const cardRequiredDocuments = async (
  db: Database,
  modality: ModalityRow,
  pipeTypeId?: number,
) => {
  if (pipeTypeId !== undefined && !findPipeType(pipeTypeId)) {
    throw new ValidationError(M.PIPE_TYPE_INVALID);
  }
  const rows = await listRows(db, modality.id, true, pipeTypeId);
  return proposalDocumentPipeTypes
    .filter((pipe) => pipeTypeId === undefined || pipe.id === pipeTypeId)
    .map((pipe) => ({
      Id: pipe.id,
      Name: pipe.name,
      Documents: rows
        .filter((row) => row.pipeTypeId === pipe.id)
        .map((row) => toDocument(row, modality)),
    }));
};

/** GetPipeTypeForDocument: the pipes a document can be checked in, with the modality's counts. */
export const pipeTypesFor = async (
  db: Database,
  modality: ModalityRow,
): Promise<PipeTypeAnswer[]> => {
  const rows = await listRows(db, modality.id, true);
  return proposalDocumentPipeTypes.map((pipe) => ({
    Id: pipe.id,
    Name: pipe.name,
    DocumentCount: rows.filter((row) => row.pipeTypeId === pipe.id).length,
  }));
};

/** InsertProposalParameterRequestDocument */
export const insertRequiredDocument = async (
  db: Database,
  auth: AuthContext,
  body: InsertDocumentBody,
): Promise<RequiredDocumentAnswer> => {
  if (!body.ModalityUniqueId && !body.ModalityId) {
    throw new ValidationError(M.DOCUMENT_MODALITY_REQUIRED);
  }
  const modality = await findModality(
    db,
    auth,
    body.ModalityUniqueId ? { uniqueId: body.ModalityUniqueId } : { id: body.ModalityId ?? 0 },
  );
  const values = { ...checkDocument(body), isDeleted: false };
  await refuseDuplicate(db, modality.id, values.name);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(modalityRequiredDocuments)
      .values({ companyId: auth.companyId, modalityId: modality.id, ...values })
      .returning();
    await recordModalityChange(tx, auth, modality.id, [
      { field: 'RequiredDocument', oldValue: null, newValue: describe(values) },
    ]);
    return toDocument(row, modality);
  });
};

const writeDocument = async (
  db: Database,
  auth: AuthContext,
  current: DocumentRow,
  modality: ModalityRow,
  values: DocumentValues,
) => {
  const before = describe(valuesOf(current));
  const after = describe(values);
  if (before === after) return toDocument(current, modality);
  if (!values.isDeleted) await refuseDuplicate(db, modality.id, values.name, current.id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(modalityRequiredDocuments)
      .set({ ...values, version: sql`${modalityRequiredDocuments.version} + 1` })
      .where(
        and(
          eq(modalityRequiredDocuments.id, current.id),
          eq(modalityRequiredDocuments.companyId, auth.companyId),
          eq(modalityRequiredDocuments.version, current.version),
        ),
      )
      .returning();
    if (!row) throw new ConflictError(M.STALE_DOCUMENT);
    await recordModalityChange(tx, auth, modality.id, [
      { field: 'RequiredDocument', oldValue: before, newValue: after },
    ]);
    return toDocument(row, modality);
  });
};

/** UpdateProposalParameterRequestDocument: absent fields keep their value; Version must be current. */
export const updateRequiredDocument = async (
  db: Database,
  auth: AuthContext,
  body: UpdateDocumentBody,
): Promise<RequiredDocumentAnswer> => {
  const { row: current, modality } = await findDocument(db, auth, body.Id);
  requireCurrentVersion(body.Version, current.version, M.STALE_DOCUMENT);
  const values = checkDocument({
    Name: body.Name === undefined ? current.name : body.Name,
    Description: body.Description === undefined ? current.description : body.Description,
    IsRequired: body.IsRequired ?? current.isRequired,
    PipeTypeId: body.PipeTypeId ?? current.pipeTypeId,
  });
  return writeDocument(db, auth, current, modality, { ...values, isDeleted: current.isDeleted });
};

/**
 * UpdateStatusProposalParameterRequestDocument?id&IsDeleted (and DeleteProposalParameterRequest
 * Document?id, IsDeleted true): the soft delete and its restore. Restoring a document whose name
 * a live one took meanwhile → 409.
 */
export const setRequiredDocumentDeleted = async (
  db: Database,
  auth: AuthContext,
  id: number,
  isDeleted: boolean,
  version?: number,
): Promise<RequiredDocumentAnswer> => {
  const { row: current, modality } = await findDocument(db, auth, id);
  rejectStaleVersion(version, current.version, M.STALE_DOCUMENT);
  return writeDocument(db, auth, current, modality, { ...valuesOf(current), isDeleted });
};
