import { and, eq, sql } from 'drizzle-orm';
import {
  type ContractualTermAnswer,
  ENDORSEMENT_TERM_TYPE,
  findContractualTermType,
} from '../../../domain/modalityTerms';
import type { TermTag } from '../../../domain/templates';
import type { Database } from '../../db/client';
import { modalityContractualTerms } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { requireCurrentVersion } from '../../http/writeGuards';
import type { AuthContext } from '../security/principal';
import { listTermTags } from '../terms/service';
import { recordModalityChange } from './history';
import type { ContractualTermBody } from './termSchemas';
import { findModality } from './scope';
import * as M from './termMessages';
import { checkTags, historyText, isBlankRichText, previewTerm } from './termPreview';

const MAX_VALUE = 100_000;

type TermRow = typeof modalityContractualTerms.$inferSelect;

const termTypeOf = (id: number | null | undefined) => {
  const type = findContractualTermType(id);
  if (!type) throw new ValidationError(M.TERM_TYPE_INVALID);
  return type;
};

const findTerm = async (db: Database, companyId: number, modalityId: number, termType: number) => {
  const [row] = await db
    .select()
    .from(modalityContractualTerms)
    .where(
      and(
        eq(modalityContractualTerms.companyId, companyId),
        eq(modalityContractualTerms.modalityId, modalityId),
        eq(modalityContractualTerms.termType, termType),
      ),
    );
  return row as TermRow | undefined;
};

const toAnswer = (
  modalityId: number,
  termType: number,
  row: TermRow | undefined,
  termTags: readonly TermTag[],
): ContractualTermAnswer => {
  const value = row?.value ?? '';
  const preview = previewTerm(value, termTags, termType === ENDORSEMENT_TERM_TYPE);
  return {
    ContractualTermId: row?.id ?? null,
    ModalityId: modalityId,
    TermType: termType,
    TermTypeName: termTypeOf(termType).name,
    Value: value,
    JSONTag: JSON.stringify(preview.tags),
    JSONTagValue: JSON.stringify(preview.tagValues),
    RenderedValue: preview.html,
    MissingTags: preview.missing,
    Version: row?.version ?? 0,
  };
};

/**
 * GetModalityObject?ModalityId&termType: the modality's text of that term type with the preview
 * filled from the sample proposal; an empty text (ContractualTermId null, Version 0) when the
 * modality has none yet.
 */
export const getContractualTerm = async (
  db: Database,
  auth: AuthContext,
  modalityId: number,
  termType: number,
): Promise<ContractualTermAnswer> => {
  const type = termTypeOf(termType);
  const modality = await findModality(db, auth, { id: modalityId });
  const row = await findTerm(db, auth.companyId, modality.id, type.id);
  return toAnswer(modality.id, type.id, row, await listTermTags(db, auth.companyId));
};

/**
 * InsertContractualTerm: creates or replaces the modality's text of the term type. The Version
 * read (0 for a text that does not exist yet) must be current; JSONTag and JSONTagValue are
 * worked out here from the text, whatever the client sends.
 */
export const saveContractualTerm = async (
  db: Database,
  auth: AuthContext,
  body: ContractualTermBody,
): Promise<ContractualTermAnswer> => {
  const modality = await findModality(db, auth, { id: body.ModalityId });
  const type = termTypeOf(body.TermType);
  const value = body.Value?.trim() ?? '';
  if (isBlankRichText(value)) throw new ValidationError(M.TERM_VALUE_REQUIRED);
  if (value.length > MAX_VALUE) throw new ValidationError(M.TERM_VALUE_TOO_LONG);
  const termTags = await listTermTags(db, auth.companyId);
  checkTags('Texto do termo (Value)', value, termTags);
  const current = await findTerm(db, auth.companyId, modality.id, type.id);
  requireCurrentVersion(body.Version, current?.version ?? 0, M.STALE_TERM);
  if (current?.value === value) return toAnswer(modality.id, type.id, current, termTags);

  const preview = previewTerm(value, termTags, type.id === ENDORSEMENT_TERM_TYPE);
  const columns = { value, jsonTag: preview.tags, jsonTagValue: preview.tagValues };
  return db.transaction(async (tx) => {
    const [row] = current
      ? await tx
          .update(modalityContractualTerms)
          .set({ ...columns, version: sql`${modalityContractualTerms.version} + 1` })
          .where(
            and(
              eq(modalityContractualTerms.id, current.id),
              eq(modalityContractualTerms.version, current.version),
            ),
          )
          .returning()
      : await tx
          .insert(modalityContractualTerms)
          .values({
            companyId: auth.companyId,
            modalityId: modality.id,
            termType: type.id,
            ...columns,
          })
          .onConflictDoNothing()
          .returning();
    if (!row) throw new ConflictError(M.STALE_TERM);
    await recordModalityChange(tx, auth, modality.id, [
      {
        field: `ContractualTerm${type.id}`,
        oldValue: current ? historyText(current.value) : null,
        newValue: historyText(value),
      },
    ]);
    return toAnswer(modality.id, type.id, row, termTags);
  });
};
