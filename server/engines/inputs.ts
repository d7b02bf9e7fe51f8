import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { CCGStatusId } from '../../domain/ccgStatus';
import type { DocumentStatusName } from '../../domain/documentStatus';
import type { EngineInputs, PepPartner } from '../../domain/engines';
import type { CreditExposure } from '../../domain/engines/credit';
import type { RegistrationInput } from '../../domain/engines/registration';
import type { ReinsuranceInput } from '../../domain/engines/reinsurance';
import { ProposalStatus } from '../../domain/proposalStatus';
import { DEFAULT_IOF_PERCENTAGE, DEFAULT_RETENTION_LIMIT } from '../../domain/underwriting';
import type { Database } from '../db/client';
import {
  insureds,
  modalities,
  modalityContractualTerms,
  modalityParticularClauses,
  modalityRequiredDocuments,
  partyPartners,
  policyHolders,
  proposalContractualTerms,
  proposals,
  requestDocumentArchives,
  requestDocuments,
  underwritingSettings,
} from '../db/schema';
import { getPjSettings } from '../modules/bureau-parameters/pjSettings';
import { locationsByOwner, mainLocationOf } from '../modules/locations/partyLocations';
import type { ProposalRow } from '../modules/proposals/scope';
import type { AuthContext } from '../modules/security/principal';

/** The tenant's retention limit and IOF, or the defaults (domain/underwriting.ts). */
export const underwritingOf = async (db: Database, companyId: number) => {
  const [row] = await db
    .select()
    .from(underwritingSettings)
    .where(eq(underwritingSettings.companyId, companyId));
  return {
    retentionLimit: row?.retentionLimit ?? DEFAULT_RETENTION_LIMIT,
    iofPercentage: row?.iofPercentage ?? DEFAULT_IOF_PERCENTAGE,
  };
};

const partnersOf = async (db: Database, companyId: number, kind: string, ownerId: number | null) =>
  ownerId === null
    ? []
    : (
        await db
          .select()
          .from(partyPartners)
          .where(
            and(
              eq(partyPartners.companyId, companyId),
              eq(partyPartners.ownerKind, kind),
              eq(partyPartners.ownerId, ownerId),
            ),
          )
      ).map((partner): PepPartner => ({
        Name: partner.name,
        CpfCnpj: partner.cpfCnpj,
        IsPoliticallyExposed: partner.isPoliticallyExposed,
        IsPepRelative: partner.isPepRelative,
        IsPepCloseAssociate: partner.isPepCloseAssociate,
      }));

/**
 * The IS already taken from the limit of these holders: their policies in force (the holder's
 * used limit, kept by issuance) plus their proposals approved and not yet issued (Aguardando
 * Emissão, Aguardando Pagamento), the proposal under evaluation left out.
 */
const exposureOf = async (db: Database, holderIds: number[], proposalId: number) => {
  const [used] = await db
    .select({ total: sql<string>`coalesce(sum(${policyHolders.limitUsedValue}), 0)` })
    .from(policyHolders)
    .where(inArray(policyHolders.id, holderIds));
  const [approved] = await db
    .select({
      total: sql<string>`coalesce(sum(coalesce(${proposals.insuredAmountValue}, 0) + coalesce(${proposals.complementaryInsuredAmountValue}, 0)), 0)`,
    })
    .from(proposals)
    .where(
      and(
        inArray(proposals.policyHolderId, holderIds),
        inArray(proposals.status, [
          ProposalStatus.AguardandoEmissao,
          ProposalStatus.AguardandoPagamento,
        ]),
        ne(proposals.id, proposalId),
      ),
    );
  return { policiesInForce: String(used.total), approvedProposals: String(approved.total) };
};

/** The proposal's IS for the limits: the main modality's plus the complementary one's. */
export const totalInsuredAmount = (row: ProposalRow) =>
  new Decimal(row.insuredAmountValue ?? 0)
    .plus(row.complementaryInsuredAmountValue ?? 0)
    .toFixed(2);

const location = (found: ReturnType<typeof mainLocationOf> | null) =>
  found && {
    ZipCode: found.ZipCode,
    AddressName: found.AddressName,
    Number: found.Number,
    Neighborhood: found.Neighborhood,
    StateProvinceId: found.StateProvinceId,
    CityId: found.CityId,
  };

/**
 * What the engines read about a proposal's parties: the holder with its economic group (the
 * holding and its members' limits), both parties' main addresses and their partners (QSA).
 */
export const partyFactsOf = async (
  db: Database,
  companyId: number,
  policyHolderId: number,
  insuredId: number | null,
) => {
  const [holder] = await db
    .select()
    .from(policyHolders)
    .where(eq(policyHolders.id, policyHolderId));
  const [insured] = insuredId
    ? await db.select().from(insureds).where(eq(insureds.id, insuredId))
    : [];
  const holdingId =
    holder.economicGroupHoldingId ??
    ((
      await db
        .select({ id: policyHolders.id })
        .from(policyHolders)
        .where(eq(policyHolders.economicGroupHoldingId, holder.id))
        .limit(1)
    ).length
      ? holder.id
      : null);
  const groupMembers = holdingId
    ? await db
        .select({
          id: policyHolders.id,
          limitValue: policyHolders.limitValue,
          name: policyHolders.economicGroupName,
        })
        .from(policyHolders)
        .where(
          and(
            eq(policyHolders.companyId, companyId),
            or(
              eq(policyHolders.id, holdingId),
              eq(policyHolders.economicGroupHoldingId, holdingId),
            ),
          ),
        )
    : [];
  const [holderLocations, insuredLocations, holderPartners, insuredPartners] = await Promise.all([
    locationsByOwner(db, companyId, 'policy_holder', [holder.id]),
    insured
      ? locationsByOwner(db, companyId, 'insured', [insured.id])
      : Promise.resolve(new Map<number, never[]>()),
    partnersOf(db, companyId, 'policy_holder', holder.id),
    partnersOf(db, companyId, 'insured', insured?.id ?? null),
  ]);
  return {
    holder,
    insured: insured as typeof insured | undefined,
    holdingId,
    groupMembers,
    holderMainLocation: mainLocationOf(holderLocations.get(holder.id) ?? []),
    insuredMainLocation: insured ? mainLocationOf(insuredLocations.get(insured.id) ?? []) : null,
    holderPartners,
    insuredPartners,
  };
};
export type PartyFacts = Awaited<ReturnType<typeof partyFactsOf>>;

/** What the engines read about a modality: its rules, required documents and standard texts. */
export const modalityFactsOf = async (db: Database, modalityId: number | null) => {
  if (!modalityId) {
    return { modality: undefined, required: [], standardObject: [], standardClauses: [] };
  }
  const [modality] = await db.select().from(modalities).where(eq(modalities.id, modalityId));
  const required = await db
    .select({
      Name: modalityRequiredDocuments.name,
      IsRequired: modalityRequiredDocuments.isRequired,
    })
    .from(modalityRequiredDocuments)
    .where(
      and(
        eq(modalityRequiredDocuments.modalityId, modalityId),
        eq(modalityRequiredDocuments.isDeleted, false),
      ),
    );
  const standardObject = await db
    .select({ value: modalityContractualTerms.value })
    .from(modalityContractualTerms)
    .where(
      and(
        eq(modalityContractualTerms.modalityId, modalityId),
        eq(modalityContractualTerms.termType, 1),
      ),
    );
  const standardClauses = await db
    .select({ value: modalityParticularClauses.value })
    .from(modalityParticularClauses)
    .where(
      and(
        eq(modalityParticularClauses.modalityId, modalityId),
        eq(modalityParticularClauses.isActive, true),
      ),
    )
    .orderBy(modalityParticularClauses.sortOrder);
  return {
    modality: modality as typeof modality | undefined,
    required,
    standardObject: standardObject.map((term) => term.value),
    standardClauses: standardClauses.map((clause) => clause.value),
  };
};
export type ModalityFacts = Awaited<ReturnType<typeof modalityFactsOf>>;

/** What the engines read about the proposal itself and the tenant. */
export interface ProposalFacts {
  holderExposure: CreditExposure;
  /** The economic group's exposure; null when the holder has no group. */
  groupExposure: CreditExposure | null;
  documents: RegistrationInput['documents'];
  /** The proposal's contractual terms in order. */
  terms: { kind: string; value: string }[];
  pjQuerySettings: RegistrationInput['pjQuerySettings'];
  retentionLimit: ReinsuranceInput['retentionLimit'];
}

/**
 * The five engines' inputs from the facts read (pure): the parties with their partners, limits
 * and exposure (and the economic group's: the holding's limit over the group's exposure), the PJ
 * query settings, the modality's required documents and the proposal's, the modality's rules and
 * standard texts, and the tenant's retention limit.
 */
export const engineInputsOf = (
  row: ProposalRow,
  party: PartyFacts,
  modalityFacts: ModalityFacts,
  facts: ProposalFacts,
  today: Date,
): EngineInputs => {
  const { holder, insured } = party;
  const { modality } = modalityFacts;
  const holding = party.groupMembers.find((member) => member.id === party.holdingId);
  const insuredAmount = totalInsuredAmount(row);
  return {
    PEP: { holderPartners: party.holderPartners, insuredPartners: party.insuredPartners },
    Credito: {
      insuredAmount,
      holder: {
        IsActive: holder.isActive,
        IsBlocked: holder.isBlocked,
        IsRestrictiveBlocked: holder.isRestrictiveBlocked,
        CcgStatus: holder.ccgStatus as CCGStatusId | null,
        IgnoreCcgSignature: holder.ignoreCcgSignature,
        LimitValue: holder.limitValue,
        exposure: facts.holderExposure,
      },
      economicGroup:
        holding && facts.groupExposure
          ? {
              Name: holding.name ?? holder.economicGroupName,
              LimitValue: holding.limitValue,
              exposure: facts.groupExposure,
            }
          : null,
    },
    Cadastro: {
      holder: {
        Name: holder.name,
        CpfCnpj: holder.cpfCnpj,
        Email: holder.email,
        Phone: holder.phone,
        MainActivity: holder.mainActivity,
        FoundationDate: holder.foundationDate,
        AnnualRevenue: holder.annualRevenue,
        NetWorth: holder.netWorth,
        MainLocation: location(party.holderMainLocation),
        BureauDataQueriedAt: holder.bureauDataQueriedAt?.toISOString() ?? null,
        OpeningDate: holder.foundationDate,
        CnpjSituation: holder.cnpjSituation,
      },
      insured: {
        Name: insured?.name ?? null,
        CpfCnpj: insured?.cpfCnpj ?? null,
        MainLocation: insured ? location(party.insuredMainLocation) : null,
      },
      pjQuerySettings: facts.pjQuerySettings,
      requiredDocuments: modalityFacts.required,
      documents: facts.documents,
      today,
    },
    Subscricao: {
      modality: {
        Name: modality?.name ?? '',
        EnabledForAutomaticEmission: modality?.enabledForAutomaticEmission ?? false,
        MinPeriodInDays: modality?.minPeriodInDays ?? 0,
        MaxPeriodInDays: modality?.maxPeriodInDays ?? 0,
        DisabledForRestrictiveBranchActivity:
          modality?.disabledForRestrictiveBranchActivity ?? false,
        MaxInsuredAmountAutomaticValue: modality?.maxInsuredAmountAutomaticValue ?? null,
      },
      insuredAmount,
      deadlineDays: row.deadlineDays ?? 0,
      restrictedBranchActivity: holder.isRestrictedBranchActivity,
      branchActivityName: holder.mainActivity,
      contractualObject: {
        proposal: facts.terms.filter((term) => term.kind === 'object').map((term) => term.value),
        standard: modalityFacts.standardObject,
      },
      particularClauses: {
        proposal: facts.terms
          .filter((term) => term.kind === 'particular_clause')
          .map((term) => term.value),
        standard: modalityFacts.standardClauses,
      },
    },
    Resseguro: { insuredAmount, retentionLimit: facts.retentionLimit },
  };
};

/** Everything the five engines read about a proposal, from the database as it is now. */
export const gatherEngineInputs = async (
  db: Database,
  auth: AuthContext,
  row: ProposalRow,
  today: Date,
): Promise<EngineInputs> => {
  const companyId = row.companyId;
  const party = await partyFactsOf(db, companyId, row.policyHolderId, row.insuredId);
  const modalityFacts = await modalityFactsOf(db, row.modalityId);
  const [holderExposure, groupExposure, pjQuerySettings, underwriting] = await Promise.all([
    exposureOf(db, [row.policyHolderId], row.id),
    party.groupMembers.length
      ? exposureOf(
          db,
          party.groupMembers.map((member) => member.id),
          row.id,
        )
      : null,
    getPjSettings(db, auth),
    underwritingOf(db, companyId),
  ]);
  const documents = await db
    .select({
      Name: requestDocuments.name,
      Status: requestDocuments.status,
      deletedAt: requestDocuments.deletedAt,
      ArchiveCount: sql<number>`(select count(*)::int from ${requestDocumentArchives} where ${requestDocumentArchives.requestDocumentId} = ${requestDocuments.id} and ${requestDocumentArchives.deletedAt} is null)`,
    })
    .from(requestDocuments)
    .where(
      and(
        eq(requestDocuments.companyId, companyId),
        eq(requestDocuments.ownerKind, 'proposal'),
        eq(requestDocuments.ownerId, row.id),
      ),
    );
  const terms = await db
    .select({ kind: proposalContractualTerms.kind, value: proposalContractualTerms.value })
    .from(proposalContractualTerms)
    .where(eq(proposalContractualTerms.proposalId, row.id))
    .orderBy(proposalContractualTerms.sortOrder, proposalContractualTerms.id);
  return engineInputsOf(
    row,
    party,
    modalityFacts,
    {
      holderExposure,
      groupExposure,
      documents: documents.map((document) => ({
        Name: document.Name,
        Status: document.Status as DocumentStatusName,
        IsDeleted: document.deletedAt !== null,
        ArchiveCount: Number(document.ArchiveCount),
      })),
      terms,
      pjQuerySettings,
      retentionLimit: underwriting.retentionLimit,
    },
    today,
  );
};
