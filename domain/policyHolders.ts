import type { PartyLocation, PartyLocationInput } from './partyLocation';
import type { RiskClass } from './policyHolderLimits';

/**
 * Policy holders (tomadores) as the gateway answers them (/api/PolicyHolder/*) and the portal
 * reads them. Money and rates are decimal strings (`"1250000.00"`, `"1.2000"` percent a year).
 */
export type NominationStatus = 'pending' | 'approved' | 'rejected' | 'revoked';

export const nominationStatusLabels: Record<NominationStatus, string> = {
  pending: 'Pendente',
  approved: 'Aprovada',
  rejected: 'Reprovada',
  revoked: 'Revogada',
};

/** A row of the list and of the text searches. */
export interface PolicyHolderListItem {
  Id: number;
  UniqueId: string;
  Name: string;
  /** Mask stripped. */
  CpfCnpj: string;
  IsActive: boolean;
  IsBlocked: boolean;
  IsRestrictiveBlocked: boolean;
  RiskClass: RiskClass | null;
  LimitValue: string | null;
  EconomicGroupName: string | null;
  CityName: string | null;
  StateAbbreviation: string | null;
}

export interface PolicyHolderLimitsAnswer {
  RiskClass: RiskClass | null;
  LimitValue: string | null;
  LimitUsedValue: string;
  LimitAvailableValue: string | null;
  BaseRate: string | null;
  LimitsCalculatedAt: string | null;
}

export interface PolicyHolderBranch {
  Id: number;
  UniqueId: string;
  PolicyHolderId: number;
  Cnpj: string;
  CreatedAt: string;
}

export interface PolicyHolderRef {
  Id: number;
  UniqueId: string;
  Name: string;
  CpfCnpj: string;
}

export interface EconomicGroupAnswer {
  Name: string | null;
  /** The holding, when the caller may see it. */
  Holding: PolicyHolderRef | null;
  /** The holders whose holding is this one. */
  Participants: PolicyHolderRef[];
}

export interface NominatedBroker {
  /** The nomination's UniqueId (DecidePolicyHolderNomeationRequest names it). */
  UniqueId: string;
  BrokerId: number;
  BrokerUniqueId: string;
  BrokerName: string;
  BrokerCnpj: string;
  Status: NominationStatus;
  StatusLabel: string;
  HasLetter: boolean;
  RequestedAt: string;
  DecidedAt: string | null;
}

export interface PolicyHolderDetail extends PolicyHolderListItem {
  Version: number;
  IgnoreCcgSignature: boolean;
  EnableAnnualInstallments: boolean;
  Email: string | null;
  Phone: string | null;
  MainActivity: string | null;
  FoundationDate: string | null;
  AnnualRevenue: string | null;
  NetWorth: string | null;
  Limits: PolicyHolderLimitsAnswer;
  EconomicGroup: EconomicGroupAnswer;
  Branches: PolicyHolderBranch[];
  Locations: PartyLocation[];
  NominatedBrokers: NominatedBroker[];
  SentToAnalysisAt: string | null;
  CreatedAt: string;
}

/** ValidatePolicyHolderByCNPJToNewProposal: may a new proposal use this holder, and why not. */
export interface PolicyHolderProposalCheck {
  CanUse: boolean;
  Reasons: string[];
  PolicyHolder: (PolicyHolderListItem & { Limits: PolicyHolderLimitsAnswer }) | null;
}

export interface ComplementaryDataInput {
  PolicyHolderUniqueId: string;
  Email?: string | null;
  Phone?: string | null;
  MainActivity?: string | null;
  /** YYYY-MM-DD or DD/MM/YYYY. */
  FoundationDate?: string | null;
  AnnualRevenue?: string | number | null;
  NetWorth?: string | number | null;
  Version?: number | null;
}

export interface InsertPolicyHolderInput extends Omit<
  ComplementaryDataInput,
  'PolicyHolderUniqueId' | 'Version'
> {
  Name: string;
  CpfCnpj: string;
  Location?: PartyLocationInput | null;
}

export interface NominationAnswer extends NominatedBroker {
  PolicyHolderUniqueId: string;
  PolicyHolderName: string;
}

/** A toggle's answer: the flag's new value and the holder's new Version. */
export interface FlagAnswer {
  Value: boolean;
  Version: number;
}

/** pt-BR label of each field the history of a holder records (PolicyHolderChangeHistory). */
export const policyHolderHistoryLabels: Record<string, string> = {
  Name: 'Nome',
  CpfCnpj: 'CPF/CNPJ',
  IsActive: 'Ativo',
  IsBlocked: 'Bloqueado',
  IsRestrictiveBlocked: 'Bloqueio restritivo',
  IgnoreCcgSignature: 'Ignorar assinatura de CCG',
  EnableAnnualInstallments: 'Parcelamento anual',
  Justification: 'Justificativa',
  Email: 'E-mail',
  Phone: 'Telefone',
  MainActivity: 'Atividade principal',
  FoundationDate: 'Data de fundação',
  AnnualRevenue: 'Faturamento anual',
  NetWorth: 'Patrimônio líquido',
  EconomicGroupName: 'Grupo econômico',
  EconomicGroupHolding: 'Holding do grupo econômico',
  RiskClass: 'Classe de risco',
  LimitValue: 'Limite total',
  BaseRate: 'Taxa base (% a.a.)',
  Branch: 'Filial',
  Nomination: 'Corretora nomeada',
  ZipCode: 'CEP',
  AddressName: 'Logradouro',
  Number: 'Número',
  Complement: 'Complemento',
  Neighborhood: 'Bairro',
  StateProvinceId: 'Estado',
  CityId: 'Cidade',
  IsMain: 'Endereço principal',
};
