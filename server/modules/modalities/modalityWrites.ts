import { and, eq, sql } from 'drizzle-orm';
import {
  type ModalityAnswer,
  type ModalityFieldsInput,
  validateModalityFields,
} from '../../../domain/modalities';
import type { Database } from '../../db/client';
import { modalities } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { requireCurrentVersion } from '../../http/writeGuards';
import type { AuthContext } from '../security/principal';
import { diffChanges, isUniqueViolation } from '../users/changes';
import { toColumns, toFields } from './answers';
import { recordModalityChange } from './history';
import * as M from './messages';
import { getModality } from './queries';
import type { InsertModalityBody, UpdateModalityBody } from './schemas';
import { findGroup, findModality } from './scope';

const checkFields = (input: ModalityFieldsInput) => {
  const { values, problems } = validateModalityFields(input);
  if (problems.length) throw new ValidationError(problems);
  return values;
};

const translateDuplicate = (error: unknown): never => {
  if (isUniqueViolation(error, 'modalities_group_name_key'))
    throw new ConflictError(M.DUPLICATE_NAME);
  throw error;
};

/** InsertModality: a new modality in a group of the tenant; its creation opens its history. */
export const insertModality = async (
  db: Database,
  auth: AuthContext,
  body: InsertModalityBody,
): Promise<ModalityAnswer> => {
  if (!body.ModalityGroupUniqueId && !body.ModalityGroupId) {
    throw new ValidationError(M.GROUP_REQUIRED);
  }
  const group = await findGroup(db, auth, {
    uniqueId: body.ModalityGroupUniqueId,
    id: body.ModalityGroupId,
  });
  const fields = checkFields(body);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(modalities)
        .values({ companyId: auth.companyId, groupId: group.id, ...toColumns(fields) })
        .returning();
      await recordModalityChange(tx, auth, row.id, diffChanges(null, toFields(row)));
      return row.id;
    })
    .catch(translateDuplicate);
  return getModality(db, auth, id);
};

/**
 * UpdateModality: fields absent from the body keep their value; the merged modality is checked
 * as a whole. Only while the Version read is current (else 409, nothing written).
 */
export const updateModality = async (
  db: Database,
  auth: AuthContext,
  body: UpdateModalityBody,
): Promise<ModalityAnswer> => {
  const current = await findModality(db, auth, { id: body.Id });
  requireCurrentVersion(body.Version, current.version, M.STALE_MODALITY);
  const { Id: _id, Version: _version, ...given } = body;
  const defined = Object.fromEntries(
    Object.entries(given).filter(([, value]) => value !== undefined),
  );
  const fields = checkFields({ ...toFields(current), ...defined });
  const changes = diffChanges(toFields(current), fields);
  if (changes.length) {
    await db
      .transaction(async (tx) => {
        const [row] = await tx
          .update(modalities)
          .set({ ...toColumns(fields), version: sql`${modalities.version} + 1` })
          .where(
            and(
              eq(modalities.id, current.id),
              eq(modalities.companyId, auth.companyId),
              eq(modalities.version, current.version),
            ),
          )
          .returning();
        if (!row) throw new ConflictError(M.STALE_MODALITY);
        await recordModalityChange(tx, auth, row.id, changes);
      })
      .catch(translateDuplicate);
  }
  return getModality(db, auth, current.id);
};
