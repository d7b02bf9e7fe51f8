import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { FileStorage } from '../files/storage';
import { findVisibleProposal } from '../proposals/scope';
import type { AuthContext } from '../security/principal';
import { issuanceReportOf, lastChangeOf } from './issuanceReportData';
import { renderIssuanceReportPdf } from './issuanceReportPdf';
import { policyOfProposal } from './policyDocument';
import { currentDocument, linkOf, storeDocument } from './storedDocuments';

/**
 * LoadIssuanceReport: the proposal's issuance report PDF (policy_documents 'LAUDO_EMISSAO'),
 * reused while nothing it prints changed since it was made, rendered again otherwise.
 */
export const loadIssuanceReport = async (
  db: Database,
  config: AppConfig,
  storage: FileStorage,
  auth: AuthContext,
  proposalUniqueId: string,
) => {
  const row = await findVisibleProposal(db, auth, proposalUniqueId);
  const policy = await policyOfProposal(db, row);
  const current = await currentDocument(db, row.companyId, row.id, 'LAUDO_EMISSAO');
  const stale = !current || (await lastChangeOf(db, row, policy)) > current.createdAt;
  const stored = stale
    ? await storeDocument(
        db,
        storage,
        auth,
        row.id,
        'LAUDO_EMISSAO',
        `laudo-emissao-proposta-${row.number}.pdf`,
        await renderIssuanceReportPdf(await issuanceReportOf(db, row, policy)),
      )
    : current;
  return { UrlToDownloadIssuanceReport: await linkOf(db, config, auth, stored) };
};
