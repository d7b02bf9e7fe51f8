import type { ModalityHistoryRow } from '../../../domain/modalities';
import { modalityHistoryLabels } from '../../../domain/modalities';
import type { Database } from '../../db/client';
import { type FieldChange, historyAnswer, listChanges, recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';
import { findModality } from './scope';

/** Coverages and complementary links write their rows in their modality's history too. */
export const MODALITY_ENTITY = 'Modality';

/** Records changes of a modality (pass the transaction that makes them). */
export const recordModalityChange = (
  db: Database,
  auth: AuthContext,
  modalityId: number,
  changes: FieldChange[],
) =>
  changes.length
    ? recordChange(db, {
        companyId: auth.companyId,
        entity: MODALITY_ENTITY,
        entityId: modalityId,
        changedBy: { userId: auth.userId },
        changes,
      })
    : undefined;

const asText = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return String(value);
};

/** ModalityChangeHistory/GetModalityChangeHistory?modalityId, newest first. */
export const listModalityHistory = async (
  db: Database,
  auth: AuthContext,
  modalityId: number,
): Promise<ModalityHistoryRow[]> => {
  const modality = await findModality(db, auth, { id: modalityId });
  const rows = await listChanges(db, auth.companyId, MODALITY_ENTITY, modality.id);
  return historyAnswer(rows, {
    label: (field) => modalityHistoryLabels[field] ?? field,
    text: asText,
  });
};
