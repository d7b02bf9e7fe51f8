import { render } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { type Mock, vi } from 'vitest';
import type { FinancialCalculation, ProposalDetail } from '../../../../domain/contracts/proposals';
import type { SessionUserInfo } from '../../../../src/providers/types';
import { ProposalWizardPage } from '../../../../resources/propostas/wizard/ProposalWizardPage';
import { wizardSteps } from '../../../../resources/propostas/wizard/wizardModel';
import { corretor, renderInAdmin } from '../../shell/fixtures';

export const PROPOSAL_ID = '0b6f2c1e-6a43-4f0e-9a55-2f7a1c3d4e5f';

export const holderA = {
  Id: 7,
  UniqueId: '11111111-2222-4333-8444-555555555555',
  Name: 'Construtora Alvorada Ltda.',
  CpfCnpj: '12845037000190',
};
export const holderB = {
  Id: 8,
  UniqueId: '22222222-2222-4333-8444-555555555555',
  Name: 'Construtora Horizonte Ltda.',
  CpfCnpj: '06843217000140',
};

export const limitsOf = (limit: string) => ({
  RiskClass: 'B' as const,
  LimitValue: limit,
  LimitUsedValue: '250000.00',
  LimitAvailableValue: '750000.00',
  BaseRate: '1.2000',
  LimitsCalculatedAt: null,
});

/** CalculateFinancialData's answer at 0,5 % a.a. (the financial step's tests). */
export const calculation: FinancialCalculation = {
  Tax: '0.5000',
  StartingTax: '0.5000',
  TaxSource: 'holder',
  StartDate: '2030-01-10',
  EndDate: '2030-07-09',
  DeadlineDays: 180,
  InsuredAmountValue: '1000000.00',
  MinInsurancePremium: '100.00',
  MainModalityPremium: '2465.75',
  ComplementaryModalityPremium: null,
  CoveragesPremium: '0.00',
  InsurancePremium: '2465.75',
  ComissionPercentage: '10.0000',
  ComissionValue: '246.58',
  IofPercentage: '0.0000',
  IofValue: '0.00',
  TotalWithIof: '2465.75',
  NumberOfInstallment: 1,
  InstallmentValues: ['2465.75'],
  GracePeriod: 30,
  InstallmentResult: { PossibleInstallments: 3, PossibleGracePeriodsInDays: [30, 60] },
  CalculationMemory: [
    {
      Key: 'insuredAmount',
      Label: 'Importância segurada',
      Formula: 'Informada',
      Value: '1000000.00',
      Kind: 'money',
    },
    {
      Key: 'termPremium',
      Label: 'Prêmio pelo prazo',
      Formula: 'R$ 1.000.000,00 × 0,5 % × 180 ÷ 365',
      Value: '2465.75',
      Kind: 'money',
    },
  ],
};

export const financialPath = `/propostas/nova-proposta-new/dados-financeiros/${PROPOSAL_ID}`;

/** A quote as GetProposalByUniqueId answers it, with only what the wizard reads. */
export const proposalFixture = (fields: Partial<ProposalDetail> = {}): ProposalDetail =>
  ({
    Id: 61,
    UniqueId: PROPOSAL_ID,
    Number: 61,
    StatusId: 1,
    StatusName: 'Cotação',
    PolicyHolder: { ...holderA, Branches: [] },
    PolicyHolderId: holderA.Id,
    PolicyHolderBranch: null,
    Insured: null,
    InsuredId: null,
    InsuredLocation: null,
    Beneficiaries: [],
    CoBrokers: [],
    HasCoBrokers: false,
    Modality: null,
    ModalityId: null,
    ComplementaryModality: null,
    StartDate: null,
    EndDate: null,
    DeadlineDays: null,
    InsuredAmountValue: null,
    ComplementaryStartDate: null,
    ComplementaryEndDate: null,
    ComplementaryDeadlineDays: null,
    ComplementaryInsuredAmountValue: null,
    AdditionalCoverageIds: [],
    CalculatePerComissionPercentage: true,
    ComissionPercentage: '10.0000',
    ComissionValue: null,
    NumberOfInstallment: null,
    GracePeriod: null,
    CalculationMemory: [],
    ContractualTerms: { Object: [], ParticularClausule: [] },
    RequestDocuments: [],
    DeletedRequestDocuments: [],
    ProposalEngineExecutionLogs: [],
    SubmittedAt: null,
    AllowedActions: ['edit', 'submit', 'cancel'],
    Version: 3,
    ...fields,
  }) as ProposalDetail;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test answers its own way
type AnyCall = (...args: any[]) => any;
const fn = (implementation?: AnyCall): Mock<AnyCall> => vi.fn<AnyCall>(implementation);

/** The dataProvider the wizard reads: getOne of `propostas` and the named calls it uses. */
export const wizardProvider = (calls: Record<string, Mock<AnyCall>> = {}) => ({
  getOne: fn(async () => ({ data: { ...proposalFixture(), id: PROPOSAL_ID } })),
  getList: fn(async () => ({ data: [], total: 0 })),
  searchHoldersForProposal: fn(async () => [holderA, holderB]),
  validateHolderForProposal: fn(async () => ({
    CanUse: true,
    Reasons: [],
    PolicyHolder: { ...holderA, Limits: limitsOf('1000000.00') },
  })),
  getPolicyHolderBranches: fn(async () => []),
  updateProposal: fn(async () => proposalFixture()),
  getModalityGroups: fn(async () => []),
  getModalityBranches: fn(async () => []),
  getCompanyTermTags: fn(async () => []),
  getModality: fn(),
  getPendingProposalDocuments: fn(async () => []),
  validateDeadlineModality: fn(async () => ({ IsValid: true, Messages: [] })),
  validateRetroactivityDays: fn(async () => ({ IsValid: true, Messages: [] })),
  searchCoBrokers: fn(async () => []),
  calculateFinancialData: fn(),
  saveFinancialData: fn(),
  submitProposal: fn(),
  ...calls,
});

/** The wizard's routes as src/routes.tsx declares them, opened at `path` by the broker (or `user`). */
export const renderWizard = (
  path: string,
  provider: ReturnType<typeof wizardProvider>,
  user: SessionUserInfo = corretor,
) =>
  render(
    renderInAdmin(
      <Routes>
        {wizardSteps.map((step) => (
          <Route
            key={step}
            path={`/propostas/nova-proposta-new/${step}${step === 'dados-financeiros' ? '/:propostaUniqueId' : ''}`}
            element={<ProposalWizardPage step={step} />}
          />
        ))}
        <Route path="/propostas/proposta/:id" element={<p>detalhe da proposta</p>} />
        <Route
          path="/propostas-seguradora/proposta/:type/:id"
          element={<p>detalhe da proposta na seguradora</p>}
        />
      </Routes>,
      user,
      path,
      provider,
    ),
  );
