import { type BureauHistoryRow, findQueryType } from '../../../domain/bureauQueries';
import type { Database } from '../../db/client';
import { type FieldChange, historyAnswer, listChanges, recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';
import { findType } from './queries';

/** A query type's history holds one row per bureau added, changed or removed. */
export const BUREAU_QUERY_ENTITY = 'BureauQueryType';

const labels: Record<string, string> = { Bureau: 'Bureau' };

/** Records a change of a query type's bureaus (pass the transaction that makes it). */
export const recordBureauChange = (
  db: Database,
  auth: AuthContext,
  queryTypeId: number,
  changes: FieldChange[],
) =>
  changes.length
    ? recordChange(db, {
        companyId: auth.companyId,
        entity: BUREAU_QUERY_ENTITY,
        entityId: queryTypeId,
        changedBy: { userId: auth.userId },
        changes,
      })
    : undefined;

/** ObterHistoricoParametrosConsultas?TipoConsultaId, newest first. */
export const listBureauHistory = async (
  db: Database,
  auth: AuthContext,
  queryTypeId: number,
): Promise<BureauHistoryRow[]> => {
  const type = findType(queryTypeId);
  const rows = await listChanges(db, auth.companyId, BUREAU_QUERY_ENTITY, type.Id);
  return historyAnswer(rows, {
    label: (field) => labels[field] ?? findQueryType(type.Id)?.Nome ?? field,
    text: (value) => (value === null ? null : String(value)),
  });
};
