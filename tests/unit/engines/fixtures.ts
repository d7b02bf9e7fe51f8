import { CCGStatus } from '../../../domain/ccgStatus';
import { defaultPjQuerySettings } from '../../../domain/pjQuerySettings';
import type {
  CreditInput,
  EngineInputs,
  PepInput,
  RegistrationInput,
  ReinsuranceInput,
  SubscriptionInput,
} from '../../../domain/engines';

/** Inputs every engine approves; each test changes only what its rule reads. */
export const TODAY = new Date(2026, 5, 30);

export const pepInput = (): PepInput => ({
  holderPartners: [{ Name: 'Ana Souza', CpfCnpj: '52998224725', IsPoliticallyExposed: false }],
  insuredPartners: [],
});

export const creditInput = (): CreditInput => ({
  insuredAmount: '100000.00',
  holder: {
    IsActive: true,
    IsBlocked: false,
    IsRestrictiveBlocked: false,
    CcgStatus: CCGStatus.Assinado,
    IgnoreCcgSignature: false,
    LimitValue: '1000000.00',
    exposure: { policiesInForce: '600000.00', approvedProposals: '200000.00' },
  },
  economicGroup: null,
});

const location = {
  ZipCode: '01310100',
  AddressName: 'Avenida Paulista',
  Number: '1000',
  Neighborhood: 'Bela Vista',
  StateProvinceId: 25,
  CityId: 3550308,
};

export const registrationInput = (): RegistrationInput => ({
  holder: {
    Name: 'Construtora Exemplo Ltda',
    CpfCnpj: '11222333000181',
    Email: 'financeiro@exemplo.com.br',
    Phone: '11987654321',
    MainActivity: 'Construção de edifícios',
    FoundationDate: '2010-03-01',
    AnnualRevenue: '5000000.00',
    NetWorth: '2000000.00',
    MainLocation: { ...location },
    BureauDataQueriedAt: '2026-06-01',
    OpeningDate: '2010-03-01',
    CnpjSituation: 'ATIVA',
  },
  insured: { Name: 'Prefeitura de Exemplo', CpfCnpj: '46395000000139', MainLocation: location },
  pjQuerySettings: defaultPjQuerySettings,
  requiredDocuments: [{ Name: 'Contrato social' }, { Name: 'Edital da licitação' }],
  documents: [
    { Name: 'Contrato social', Status: 'Conforme', IsDeleted: false, ArchiveCount: 1 },
    { Name: 'Edital da licitação', Status: 'Conforme', IsDeleted: false, ArchiveCount: 2 },
  ],
  today: TODAY,
});

export const subscriptionInput = (): SubscriptionInput => ({
  modality: {
    Name: 'Licitante',
    EnabledForAutomaticEmission: true,
    MaxInsuredAmountAutomaticValue: '1000000.00',
    MinPeriodInDays: 30,
    MaxPeriodInDays: 730,
    DisabledForRestrictiveBranchActivity: true,
  },
  insuredAmount: '100000.00',
  deadlineDays: 180,
  restrictedBranchActivity: false,
  branchActivityName: 'Construção de edifícios',
  contractualObject: true,
  particularClauses: true,
});

export const reinsuranceInput = (): ReinsuranceInput => ({
  insuredAmount: '100000.00',
  retentionLimit: '5000000.00',
});

export const engineInputs = (): EngineInputs => ({
  PEP: pepInput(),
  Credito: creditInput(),
  Cadastro: registrationInput(),
  Subscricao: subscriptionInput(),
  Resseguro: reinsuranceInput(),
});
