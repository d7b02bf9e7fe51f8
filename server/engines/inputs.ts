import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { CCGStatusId } from '../../domain/ccgStatus';
import type { DocumentStatusName } from '../../domain/documentStatus';
import type { EngineInputs, PepPartner } from '../../domain/engines';
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

const location = (found: ReturnType<typeof mainLocationOf>) =>
  found && {
    ZipCode: found.ZipCode,
    AddressName: found.AddressName,
    Number: found.Number,
    Neighborhood: found.Neighborhood,
    StateProvinceId: found.StateProvinceId,
    CityId: found.CityId,
  };

/**
 * Everything the five engines read about a proposal, from the database as it is now: the
 * parties with their partners, limits and exposure (and the economic group's: the holding's
 * limit over the group's exposure), the PJ query settings, the modality's required documents and
 * the proposal's, the modality's rules and standard texts, and the tenant's retention limit.
 */
export const gatherEngineInputs = async (
  db: Database,
  auth: AuthContext,
  row: ProposalRow,
  today: Date,
): Promise<EngineInputs> => {
  const companyId = row.companyId;
  const [holder] = await db
    .select()
    .from(policyHolders)
    .where(eq(policyHolders.id, row.policyHolderId));
  const [insured] = row.insuredId
    ? await db.select().from(insureds).where(eq(insureds.id, row.insuredId))
    : [];
  const [modality] = row.modalityId
    ? await db.select().from(modalities).where(eq(modalities.id, row.modalityId))
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
  const holding = groupMembers.find((member) => member.id === holdingId);

  const [holderLocations, insuredLocations] = await Promise.all([
    locationsByOwner(db, companyId, 'policy_holder', [holder.id]),
    insured ? locationsByOwner(db, companyId, 'insured', [insured.id]) : Promise.resolve(new Map()),
  ]);
  const [holderPartners, insuredPartners, holderExposure, groupExposure, pjSettings, underwriting] =
    await Promise.all([
      partnersOf(db, companyId, 'policy_holder', holder.id),
      partnersOf(db, companyId, 'insured', insured?.id ?? null),
      exposureOf(db, [holder.id], row.id),
      groupMembers.length
        ? exposureOf(
            db,
            groupMembers.map((member) => member.id),
            row.id,
          )
        : null,
      getPjSettings(db, auth),
      underwritingOf(db, companyId),
    ]);

  const required = row.modalityId
    ? await db
        .select({
          Name: modalityRequiredDocuments.name,
          IsRequired: modalityRequiredDocuments.isRequired,
        })
        .from(modalityRequiredDocuments)
        .where(
          and(
            eq(modalityRequiredDocuments.modalityId, row.modalityId),
            eq(modalityRequiredDocuments.isDeleted, false),
          ),
        )
    : [];
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
    .select()
    .from(proposalContractualTerms)
    .where(eq(proposalContractualTerms.proposalId, row.id))
    .orderBy(proposalContractualTerms.sortOrder, proposalContractualTerms.id);
  const standardObject = row.modalityId
    ? await db
        .select({ value: modalityContractualTerms.value })
        .from(modalityContractualTerms)
        .where(
          and(
            eq(modalityContractualTerms.modalityId, row.modalityId),
            eq(modalityContractualTerms.termType, 1),
          ),
        )
    : [];
  const standardClauses = row.modalityId
    ? await db
        .select({ value: modalityParticularClauses.value })
        .from(modalityParticularClauses)
        .where(
          and(
            eq(modalityParticularClauses.modalityId, row.modalityId),
            eq(modalityParticularClauses.isActive, true),
          ),
        )
        .orderBy(modalityParticularClauses.sortOrder)
    : [];

  const insuredAmount = totalInsuredAmount(row);
  return {
    PEP: { holderPartners, insuredPartners },
    Credito: {
      insuredAmount,
      holder: {
        IsActive: holder.isActive,
        IsBlocked: holder.isBlocked,
        IsRestrictiveBlocked: holder.isRestrictiveBlocked,
        CcgStatus: holder.ccgStatus as CCGStatusId | null,
        IgnoreCcgSignature: holder.ignoreCcgSignature,
        LimitValue: holder.limitValue,
        exposure: holderExposure,
      },
      economicGroup:
        holding && groupExposure
          ? {
              Name: holding.name ?? holder.economicGroupName,
              LimitValue: holding.limitValue,
              exposure: groupExposure,
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
        MainLocation: location(mainLocationOf(holderLocations.get(holder.id) ?? [])),
        BureauDataQueriedAt: holder.bureauDataQueriedAt?.toISOString() ?? null,
        OpeningDate: holder.foundationDate,
        CnpjSituation: holder.cnpjSituation,
      },
      insured: {
        Name: insured?.name ?? null,
        CpfCnpj: insured?.cpfCnpj ?? null,
        MainLocation: insured
          ? location(mainLocationOf(insuredLocations.get(insured.id) ?? []))
          : null,
      },
      pjQuerySettings: pjSettings,
      requiredDocuments: required,
      documents: documents.map((document) => ({
        Name: document.Name,
        Status: document.Status as DocumentStatusName,
        IsDeleted: document.deletedAt !== null,
        ArchiveCount: Number(document.ArchiveCount),
      })),
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
        proposal: terms.filter((term) => term.kind === 'object').map((term) => term.value),
        standard: standardObject.map((term) => term.value),
      },
      particularClauses: {
        proposal: terms
          .filter((term) => term.kind === 'particular_clause')
          .map((term) => term.value),
        standard: standardClauses.map((clause) => clause.value),
      },
    },
    Resseguro: { insuredAmount, retentionLimit: underwriting.retentionLimit },
  };
};
