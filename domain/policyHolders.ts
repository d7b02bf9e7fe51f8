import type { NominationStatus } from './contracts/policyHolders';

/**
 * Policy holders (tomadores) as the gateway answers them (/api/PolicyHolder/*) and the portal
 * reads them. Money and rates are decimal strings (`"1250000.00"`, `"1.2000"` percent a year).
 */
export type { NominationStatus };

export const nominationStatusLabels: Record<NominationStatus, string> = {
  pending: 'Pendente',
  approved: 'Aprovada',
  rejected: 'Reprovada',
  revoked: 'Revogada',
};

/**
 * The shapes of the policy-holder calls are the contract in ./contracts/policyHolders (the
 * gateway's route schemas come from the same zod objects).
 */
export type {
  ComplementaryDataInput,
  EconomicGroupAnswer,
  EconomicGroupInput,
  FlagAnswer,
  HolderToggleInput,
  InsertPolicyHolderInput,
  JustifiedToggleInput,
  NominatedBroker,
  NominationAnswer,
  NominationDecisionInput,
  NominationInput,
  PolicyHolderBranch,
  PolicyHolderDetail,
  PolicyHolderLimitsAnswer,
  PolicyHolderLimitsCalculation,
  PolicyHolderListItem,
  PolicyHolderNameAnswer,
  PolicyHolderNameInput,
  PolicyHolderProposalCheck,
  PolicyHolderRef,
  PolicyHolderVersionAnswer,
  SavePolicyHolderLocationInput,
} from './contracts/policyHolders';

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
