import { and, asc, eq } from 'drizzle-orm';
import { daysBetween, todayInBrazil } from '../../../domain/policyTerm';
import type { TemplateData } from '../../../domain/templates';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import {
  bankSlips,
  beneficiaries,
  brokers,
  generalConditionVersions,
  policies,
  proposalBeneficiaries,
} from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import type { FileStorage } from '../files/storage';
import { filledHtml, tagValue } from '../proposals/contractPdf';
import { findVisibleProposal, type ProposalRow } from '../proposals/scope';
import { proposalTextSources, type TermKind } from '../proposals/templateData';
import type { AuthContext } from '../security/principal';
import { NO_ENDORSEMENT, POLICY_NOT_ISSUED } from './messages';
import { type PolicyDocument, renderPolicyPdf } from './policyPdf';
import { currentDocument, linkOf, storeDocument } from './storedDocuments';

export type PolicyRow = typeof policies.$inferSelect;

/** The policy issued from a proposal, or null. */
export const policyOfProposal = async (db: Database, row: ProposalRow) => {
  const [policy] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.companyId, row.companyId), eq(policies.proposalId, row.id)));
  return policy ?? null;
};

/**
 * The public validation page a policy's QR code opens, pre-filled with its number and the
 * insured's CPF/CNPJ: on the portal's public address (config.publicUrl, the one e-mailed links
 * use).
 */
export const validationUrlOf = (config: AppConfig, number: string, document: string) => {
  const url = new URL('/validar-apolice', config.publicUrl);
  url.searchParams.set('numero', number);
  url.searchParams.set('documento', document);
  return url.toString();
};

/** The proposal as the policy was issued: the policy's risk, and its number for the tags. */
const asIssued = (row: ProposalRow, policy: PolicyRow): ProposalRow => ({
  ...row,
  modalityId: policy.modalityId,
  policyHolderId: policy.policyHolderId,
  insuredId: policy.insuredId,
  startDate: policy.startDate,
  endDate: policy.endDate,
  deadlineDays: daysBetween(policy.startDate, policy.endDate),
  insuredAmountValue: policy.insuredAmountValue,
});

const withPolicyNumber = (data: TemplateData, number: string): TemplateData =>
  data.proposal ? { ...data, proposal: { ...data.proposal, PolicyNumber: number } } : data;

/** Everything the policy document prints, read once. */
export const policyDocumentOf = async (
  db: Database,
  config: AppConfig,
  row: ProposalRow,
  policy: PolicyRow,
): Promise<PolicyDocument> => {
  const sources = await proposalTextSources(db, asIssued(row, policy));
  const dataFor = (kind: TermKind) => withPolicyNumber(sources.dataFor(kind), policy.number);
  const textsOf = (kind: TermKind) =>
    sources.terms
      .filter((term) => term.kind === kind)
      .map((term) => ({ title: term.title, html: filledHtml(term.value, dataFor(kind)) }));
  const versionId = policy.generalConditionVersionId ?? row.generalConditionVersionId;
  const [conditions, beneficiaryRows, [broker], slips] = await Promise.all([
    versionId
      ? db
          .select({ susepProcessNumber: generalConditionVersions.susepProcessNumber })
          .from(generalConditionVersions)
          .where(eq(generalConditionVersions.id, versionId))
      : Promise.resolve([]),
    db
      .select({ name: beneficiaries.name, cpfCnpj: beneficiaries.cpfCnpj })
      .from(proposalBeneficiaries)
      .innerJoin(beneficiaries, eq(beneficiaries.id, proposalBeneficiaries.beneficiaryId))
      .where(eq(proposalBeneficiaries.proposalId, row.id))
      .orderBy(asc(beneficiaries.name)),
    db
      .select({ name: brokers.name, cnpj: brokers.cnpj, susepCode: brokers.susepCode })
      .from(brokers)
      .where(eq(brokers.id, policy.brokerId)),
    db
      .select({
        number: bankSlips.installmentNumber,
        amount: bankSlips.amount,
        dueDate: bankSlips.dueDate,
      })
      .from(bankSlips)
      .where(and(eq(bankSlips.proposalId, row.id), eq(bankSlips.companyId, row.companyId)))
      .orderBy(asc(bankSlips.installmentNumber)),
  ]);
  const data = withPolicyNumber(sources.data, policy.number);
  return {
    insurer: {
      name: sources.company.name,
      cnpj: sources.company.cnpj,
      susepCode: sources.company.susepCode,
      address: tagValue(data, 'ENDERECO_SEGURADORA'),
    },
    susepProcessNumber: conditions[0]?.susepProcessNumber ?? null,
    policyNumber: policy.number,
    proposalNumber: row.number,
    modalityName: sources.modality.name,
    data,
    beneficiaries: beneficiaryRows,
    broker,
    insuredAmountValue: policy.insuredAmountValue,
    startDate: policy.startDate,
    endDate: policy.endDate,
    termDays: daysBetween(policy.startDate, policy.endDate),
    insurancePremium: policy.insurancePremium,
    installments: slips,
    numberOfInstallment: policy.numberOfInstallment,
    objects: textsOf('object'),
    clauses: textsOf('particular_clause'),
    issuedOn: todayInBrazil(policy.issuedAt),
    validationUrl: validationUrlOf(config, policy.number, sources.insured?.cpfCnpj ?? ''),
  };
};

/**
 * DownloadPolicyDocument: the policy document PDF of the proposal's policy, rendered once and
 * kept (policy_documents 'APOLICE', an archive of the proposal), then handed out again on every
 * later download. endorsement=true asks for the last endorsement's: none exists yet (404).
 */
export const downloadPolicyDocument = async (
  db: Database,
  config: AppConfig,
  storage: FileStorage,
  auth: AuthContext,
  query: { ProposalUniqueId: string; endorsement?: 'true' | 'false' },
) => {
  const row = await findVisibleProposal(db, auth, query.ProposalUniqueId);
  const policy = await policyOfProposal(db, row);
  if (!policy) throw new NotFoundError(POLICY_NOT_ISSUED);
  if (query.endorsement === 'true') throw new NotFoundError(NO_ENDORSEMENT);
  const stored =
    (await currentDocument(db, row.companyId, row.id, 'APOLICE')) ??
    (await storeDocument(
      db,
      storage,
      auth,
      row.id,
      'APOLICE',
      `apolice-${policy.number}.pdf`,
      await renderPolicyPdf(await policyDocumentOf(db, config, row, policy)),
    ));
  return { UrlToDownload: await linkOf(db, config, auth, stored) };
};
