import { and, eq, like, lt } from 'drizzle-orm';
import type { ContractDraft } from '../../../domain/contracts/proposalTexts';
import {
  type GeneralConditionSector,
  sectorBranchCode,
  sectorName,
} from '../../../domain/generalConditions';
import { ProposalStatus, proposalStatusLabel } from '../../../domain/proposalStatus';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { archives, generalConditionVersions, modalities, modalityGroups } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { attachArchives } from '../files/attach';
import { deleteArchives, downloadUrl, saveUpload } from '../files/service';
import type { FileStorage } from '../files/storage';
import { getSector } from '../general-conditions/queries';
import { linkOf, storeDocument } from '../policy-documents/storedDocuments';
import type { AuthContext } from '../security/principal';
import { filledHtml, renderContractPdf } from './contractPdf';
import * as M from './messages';
import { findVisibleProposal, type ProposalRow } from './scope';
import { proposalTextSources, type TermKind } from './templateData';

/** The statuses in which the contract comes out without the MINUTA mark (IsSaved=true). */
const APPROVED_STATUSES: readonly number[] = [
  ProposalStatus.AguardandoEmissao,
  ProposalStatus.AguardandoPagamento,
  ProposalStatus.Emitida,
];

/**
 * The general conditions the contract is under: the version the proposal carries (the one in
 * force when the insured was chosen), else the version in force now for the insured's sector.
 */
const generalConditionsOf = async (
  db: Database,
  auth: AuthContext,
  row: ProposalRow,
  insuredIsPrivate: boolean | null,
) => {
  let versionId = row.generalConditionVersionId;
  if (!versionId && insuredIsPrivate !== null) {
    versionId = (await getSector(db, auth, insuredIsPrivate ? 'PRIVATE' : 'PUBLIC')).CurrentId;
  }
  if (!versionId) return null;
  const [version] = await db
    .select()
    .from(generalConditionVersions)
    .where(
      and(
        eq(generalConditionVersions.id, versionId),
        eq(generalConditionVersions.companyId, row.companyId),
      ),
    );
  if (!version) return null;
  const sector = version.sector as GeneralConditionSector;
  return {
    sectorName: sectorName[sector],
    branchCode: sectorBranchCode[sector],
    susepProcessNumber: version.susepProcessNumber,
    number: version.number,
    title: version.title,
    effectiveFrom: version.effectiveFrom,
  };
};

const groupNameOf = async (db: Database, modalityId: number) => {
  const [group] = await db
    .select({ name: modalityGroups.name })
    .from(modalities)
    .innerJoin(modalityGroups, eq(modalityGroups.id, modalities.groupId))
    .where(eq(modalities.id, modalityId));
  return group?.name ?? null;
};

const DRAFT_FILE_PREFIX = 'minuta-contrato-proposta-';

/**
 * The proposal's earlier drafts (MINUTA) whose download links have expired: each new draft
 * replaces them, so a proposal keeps no pile of watermarked PDFs, and a link just handed out
 * still works. The saved contract (IsSaved=true) is never discarded.
 */
const discardExpiredDrafts = async (
  db: Database,
  config: AppConfig,
  storage: FileStorage,
  row: ProposalRow,
) => {
  const linksExpiredBefore = new Date(Date.now() - config.fileUrlTtlSeconds * 1000);
  const expired = await db
    .select({ id: archives.id })
    .from(archives)
    .where(
      and(
        eq(archives.companyId, row.companyId),
        eq(archives.ownerKind, 'proposal'),
        eq(archives.ownerId, row.id),
        like(archives.name, `${DRAFT_FILE_PREFIX}%`),
        lt(archives.createdAt, linksExpiredBefore),
      ),
    );
  await deleteArchives(
    db,
    storage,
    row.companyId,
    expired.map((archive) => archive.id),
  );
};

/**
 * GenerateContractDraft: renders the proposal's contract (insurer, SUSEP process of its general
 * conditions, parties with addresses, modality, IS in figures and in words, term, premium, object
 * and particular clauses with their tags filled) to a PDF, with the MINUTA mark unless IsSaved,
 * stores it as an archive of the proposal (files/owners.ts 'proposal': whoever reads the proposal
 * downloads it), discards its earlier drafts whose links expired, and answers its signed download
 * link. IsSaved=true only once the proposal is approved (409 before): that final contract is kept
 * (policy_documents 'CONTRATO') and never discarded.
 */
export const generateContractDraft = async (
  db: Database,
  config: AppConfig,
  storage: FileStorage,
  auth: AuthContext,
  query: { ProposalUniqueId: string; IsSaved: boolean },
): Promise<ContractDraft> => {
  const row = await findVisibleProposal(db, auth, query.ProposalUniqueId);
  if (!row.modalityId) throw new ValidationError(M.CONTRACT_NEEDS_MODALITY);
  if (query.IsSaved && !APPROVED_STATUSES.includes(row.status)) {
    throw new ConflictError(M.SAVED_CONTRACT_NOT_APPROVED(proposalStatusLabel(row.status)));
  }
  const sources = await proposalTextSources(db, row);
  const textsOf = (kind: TermKind) =>
    sources.terms
      .filter((term) => term.kind === kind)
      .map((term) => ({ title: term.title, html: filledHtml(term.value, sources.dataFor(kind)) }));
  const bytes = await renderContractPdf({
    number: row.number,
    statusName: proposalStatusLabel(row.status),
    data: sources.data,
    generalConditions: await generalConditionsOf(db, auth, row, sources.insured?.isPrivate ?? null),
    modalityGroupName: await groupNameOf(db, row.modalityId),
    insurancePremium: row.insurancePremium,
    numberOfInstallment: row.numberOfInstallment,
    objects: textsOf('object'),
    clauses: textsOf('particular_clause'),
    draft: !query.IsSaved,
  });
  if (query.IsSaved) {
    // the final contract: kept for good as the proposal's current CONTRATO (policy_documents)
    const saved = await storeDocument(
      db,
      storage,
      auth,
      row.id,
      'CONTRATO',
      `contrato-proposta-${row.number}.pdf`,
      bytes,
    );
    return {
      UrlToDownload: await linkOf(db, config, auth, saved),
      ArchiveUniqueId: saved.archiveUniqueId,
      FileName: saved.fileName,
    };
  }
  const stored = await saveUpload(
    db,
    storage,
    auth,
    `${DRAFT_FILE_PREFIX}${row.number}.pdf`,
    bytes,
  );
  await attachArchives(db, auth, [stored.uniqueIdentifier], { kind: 'proposal', id: row.id });
  await discardExpiredDrafts(db, config, storage, row);
  return {
    UrlToDownload: await downloadUrl(db, config, auth, stored.uniqueIdentifier),
    ArchiveUniqueId: stored.uniqueIdentifier,
    FileName: stored.name,
  };
};
