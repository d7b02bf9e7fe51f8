import { asc, eq } from 'drizzle-orm';
import { todayInBrazil } from '../../../domain/policyTerm';
import {
  renderTemplate,
  segmentsToHtml,
  type TemplateData,
  type TemplateProposal,
} from '../../../domain/templates';
import type { Database } from '../../db/client';
import {
  companies,
  insureds,
  modalities,
  partyLocations,
  policyHolders,
  proposalContractualTerms,
} from '../../db/schema';
import { locationsByOwner, toPartyLocation } from '../locations/partyLocations';
import { listTermTags } from '../terms/service';
import type { ProposalRow } from './scope';

export type ProposalTermRow = typeof proposalContractualTerms.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** Everything the proposal's texts and its contract draft read, loaded once. */
export interface ProposalTextSources {
  data: TemplateData & { proposal: TemplateProposal };
  terms: ProposalTermRow[];
  company: CompanyRow;
  insured: typeof insureds.$inferSelect | null;
  modality: { name: string; complementaryName: string | null };
  /**
   * The data a text of `kind` is filled with: the other texts filled, its own list left out. The
   * modality's standard object names [OBJETO], the proposal's object list, which is that very
   * text: it shows as a tag still to fill rather than repeating itself unfilled.
   */
  dataFor: (kind: TermKind) => TemplateData;
}

export type TermKind = 'object' | 'particular_clause';

const modalityName = async (db: Database, id: number | null) => {
  if (!id) return null;
  const [row] = await db
    .select({ name: modalities.name })
    .from(modalities)
    .where(eq(modalities.id, id));
  return row?.name ?? null;
};

/**
 * The proposal as the tag engine (domain/templates) reads it: dates, days and amounts, the
 * modality names, the holder with its addresses (its main one fills the TOMADOR tags), the insured
 * with the address chosen for this proposal (InsuredLocation), the contractual terms, and the
 * insurer (the tenant company) with the tenant's own term tags.
 */
export const proposalTextSources = async (
  db: Database,
  row: ProposalRow,
): Promise<ProposalTextSources> => {
  const [
    [company],
    [holder],
    insuredRows,
    insuredLocationRows,
    terms,
    mainName,
    complementaryName,
    termTags,
  ] = await Promise.all([
    db.select().from(companies).where(eq(companies.id, row.companyId)),
    db.select().from(policyHolders).where(eq(policyHolders.id, row.policyHolderId)),
    row.insuredId
      ? db.select().from(insureds).where(eq(insureds.id, row.insuredId))
      : Promise.resolve([]),
    row.insuredLocationId
      ? db.select().from(partyLocations).where(eq(partyLocations.id, row.insuredLocationId))
      : Promise.resolve([]),
    db
      .select()
      .from(proposalContractualTerms)
      .where(eq(proposalContractualTerms.proposalId, row.id))
      .orderBy(asc(proposalContractualTerms.sortOrder), asc(proposalContractualTerms.id)),
    modalityName(db, row.modalityId),
    modalityName(db, row.complementaryModalityId),
    listTermTags(db, row.companyId),
  ]);
  const insured = insuredRows[0];
  const [holderLocations, insuredLocations] = await Promise.all([
    locationsByOwner(db, row.companyId, 'policy_holder', [holder.id]),
    insured
      ? locationsByOwner(db, row.companyId, 'insured', [insured.id])
      : Promise.resolve(new Map()),
  ]);
  const proposal: TemplateProposal = {
    PolicyNumber: null,
    Modality: mainName ? { Name: mainName } : null,
    StartDate: row.startDate,
    EndDate: row.endDate,
    DeadlineDays: row.deadlineDays,
    InsuredAmountValue: row.insuredAmountValue,
    ComplementaryModality: row.complementaryModalityId
      ? { Id: row.complementaryModalityId, Name: complementaryName }
      : null,
    ComplementaryStartDate: row.complementaryStartDate,
    ComplementaryEndDate: row.complementaryEndDate,
    ComplementaryDeadlineDays: row.complementaryDeadlineDays,
    ComplementaryInsuredAmountValue: row.complementaryInsuredAmountValue,
    PolicyHolder: {
      Name: holder.name,
      CpfCnpj: holder.cpfCnpj,
      Locations: holderLocations.get(holder.id) ?? [],
    },
    Insured: insured
      ? {
          Name: insured.name,
          CpfCnpj: insured.cpfCnpj,
          Locations: insuredLocations.get(insured.id) ?? [],
        }
      : null,
    InsuredLocation: insuredLocationRows[0] ? toPartyLocation(insuredLocationRows[0]) : null,
  };
  const base: TemplateData & { proposal: TemplateProposal } = {
    proposal,
    insurer: {
      Name: company.name,
      Cnpj: company.cnpj,
      AddressName: company.addressName,
      Number: company.addressNumber,
      Complement: company.complement,
      Neighborhood: company.neighborhood,
      CityName: company.city,
      StateName: company.state,
      ZipCode: company.zipCode,
    },
    termTags,
    today: todayInBrazil(),
  };
  // The texts as the OBJETO and CLAUSULAS_PARTICULARES tags show them: each filled first.
  const filled = (kind: TermKind) =>
    terms
      .filter((term) => term.kind === kind)
      .map((term) => ({ Value: segmentsToHtml(renderTemplate(term.value, base)) }));
  const lists = { object: filled('object'), particular_clause: filled('particular_clause') };
  return {
    data: {
      ...base,
      proposal: {
        ...proposal,
        ContractualTerms: { Object: lists.object, ParticularClausule: lists.particular_clause },
      },
    },
    terms,
    company,
    insured: insured ?? null,
    modality: { name: mainName ?? '', complementaryName },
    dataFor: (kind) => ({
      ...base,
      proposal: {
        ...proposal,
        ContractualTerms: {
          Object: kind === 'object' ? [] : lists.object,
          ParticularClausule: kind === 'particular_clause' ? [] : lists.particular_clause,
        },
      },
    }),
  };
};
