import { and, desc, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { archives, policyDocuments } from '../../db/schema';
import { attachArchives } from '../files/attach';
import { downloadUrl, saveUpload } from '../files/service';
import type { FileStorage } from '../files/storage';
import type { AuthContext } from '../security/principal';

/** policy_documents.kind: the policy document, the issuance report, the final contract. */
export type PolicyDocumentKind = 'APOLICE' | 'LAUDO_EMISSAO' | 'CONTRATO';

export interface StoredDocument {
  archiveUniqueId: string;
  fileName: string;
  createdAt: Date;
}

/** The proposal's current document of a kind (the newest row), or null. */
export const currentDocument = async (
  db: Database,
  companyId: number,
  proposalId: number,
  kind: PolicyDocumentKind,
): Promise<StoredDocument | null> => {
  const [row] = await db
    .select({
      archiveUniqueId: archives.uniqueId,
      fileName: archives.name,
      createdAt: policyDocuments.createdAt,
    })
    .from(policyDocuments)
    .innerJoin(archives, eq(archives.id, policyDocuments.archiveId))
    .where(
      and(
        eq(policyDocuments.companyId, companyId),
        eq(policyDocuments.proposalId, proposalId),
        eq(policyDocuments.kind, kind),
      ),
    )
    .orderBy(desc(policyDocuments.createdAt), desc(policyDocuments.id))
    .limit(1);
  return row ?? null;
};

/**
 * Keeps a generated PDF as an archive owned by the proposal (files/owners.ts 'proposal': whoever
 * reads the proposal downloads it) and records it as the proposal's current document of `kind`.
 */
export const storeDocument = async (
  db: Database,
  storage: FileStorage,
  auth: AuthContext,
  proposalId: number,
  kind: PolicyDocumentKind,
  fileName: string,
  bytes: Buffer,
): Promise<StoredDocument> => {
  const stored = await saveUpload(db, storage, auth, fileName, bytes);
  const [archive] = await attachArchives(db, auth, [stored.uniqueIdentifier], {
    kind: 'proposal',
    id: proposalId,
  });
  const [row] = await db
    .insert(policyDocuments)
    .values({ companyId: auth.companyId, proposalId, kind, archiveId: archive.id })
    .returning({ createdAt: policyDocuments.createdAt });
  return {
    archiveUniqueId: stored.uniqueIdentifier,
    fileName: stored.name,
    createdAt: row.createdAt,
  };
};

/** The signed download link of a stored document, through the proposal's scope. */
export const linkOf = (
  db: Database,
  config: AppConfig,
  auth: AuthContext,
  document: StoredDocument,
) => downloadUrl(db, config, auth, document.archiveUniqueId);
