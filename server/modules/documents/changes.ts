import { documentStatusDisplay, type DocumentStatusName } from '../../../domain/documentStatus';
import type { FieldChange } from '../../db/schema';
import type { Database } from '../../db/client';
import { recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';
import { type DocumentOwner, historyEntityOf } from './owners';

/** "Contrato social: Aguardando Análise" — a document's status as the history shows it. */
export const statusValue = (name: string, status: string) =>
  `${name}: ${documentStatusDisplay[status as DocumentStatusName]?.label ?? status}`;

export const statusChange = (name: string, from: string, to: string): FieldChange => ({
  field: 'StatusDocumento',
  oldValue: statusValue(name, from),
  newValue: statusValue(name, to),
});

/** One history row on the document's owner (PolicyHolder, Insured, Broker or InsuranceCompany). */
export const recordDocumentChange = (
  tx: Database,
  auth: AuthContext,
  owner: DocumentOwner,
  changes: FieldChange[],
) =>
  recordChange(tx, {
    companyId: auth.companyId,
    entity: historyEntityOf(owner.kind),
    entityId: owner.id,
    changedBy: { userId: auth.userId },
    changes,
  });
