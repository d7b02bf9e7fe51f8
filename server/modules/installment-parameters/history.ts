import {
  type InstallmentHistoryRow,
  installmentHistoryLabels,
  installmentValueText,
} from '../../../domain/installmentParameters';
import type { Database } from '../../db/client';
import { type FieldChange, historyAnswer, listChanges, recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';
import { findParameter } from './queries';

/** A payment code's history also holds the rows of its modality overrides. */
export const INSTALLMENT_ENTITY = 'InstallmentParameter';

/** Records changes of a payment code (pass the transaction that makes them). */
export const recordInstallmentChange = (
  db: Database,
  auth: AuthContext,
  parameterId: number,
  changes: FieldChange[],
) =>
  changes.length
    ? recordChange(db, {
        companyId: auth.companyId,
        entity: INSTALLMENT_ENTITY,
        entityId: parameterId,
        changedBy: { userId: auth.userId },
        changes,
      })
    : undefined;

/** GetInstallmentParameterHistory?installmentParameterId, newest first. */
export const listInstallmentHistory = async (
  db: Database,
  auth: AuthContext,
  parameterId: number,
): Promise<InstallmentHistoryRow[]> => {
  const parameter = await findParameter(db, auth, parameterId);
  const rows = await listChanges(db, auth.companyId, INSTALLMENT_ENTITY, parameter.id);
  return historyAnswer(rows, {
    label: (field) => installmentHistoryLabels[field] ?? field,
    text: installmentValueText,
  });
};
