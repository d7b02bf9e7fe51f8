import { render } from '@testing-library/react';
import { Notification } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import type {
  CancellationAnswer,
  PolicyBrief,
  PolicySummary,
} from '../../../domain/contracts/policies';
import { apolicesProvider } from '../../../resources/apolices/apolicesDataProvider';
import { propostasProvider } from '../../../resources/propostas/propostasDataProvider';
import { PolicyList } from '../../../resources/apolices/PolicyList';
import { PolicyShow } from '../../../resources/apolices/PolicyShow';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';
import type { SessionUserInfo } from '../../../src/providers/types';
import { renderInAdmin } from '../shell/fixtures';

export const POLICY_ID = '8c2e4f6a-0000-4000-8000-000000000101';
export const HOLDER_ID = '3a3a3a3a-0000-4000-8000-000000000003';
export const INSURED_ID = '7b1d5c1e-0000-4000-8000-000000000007';

/** A policy as the policy searches answer it. */
export const policySummary = (fields: Partial<PolicySummary> = {}): PolicySummary => ({
  Id: 101,
  UniqueId: POLICY_ID,
  PolicyNumber: '0775.26.000101-4',
  ProposalUniqueId: '5f0c1b2a-0000-4000-8000-000000000042',
  ProposalNumber: 1042,
  StatusId: 2,
  StatusName: 'Emitida',
  ModalityName: 'Licitante',
  PolicyHolderUniqueId: HOLDER_ID,
  PolicyHolderName: 'Construtora Alvorada Ltda.',
  PolicyHolderDocument: '12845037000190',
  InsuredUniqueId: INSURED_ID,
  InsuredName: 'Prefeitura Municipal de São Paulo',
  InsuredDocument: '46395000000139',
  BrokerName: 'Prime Corretora de Seguros Ltda.',
  BrokerDocument: '45812093000155',
  StartDate: '2026-02-01',
  EndDate: '2026-07-31',
  InsuredAmountValue: '1000000.00',
  InsurancePremium: '2465.75',
  EnableToSteppin: false,
  EnableToMonitoring: true,
  EnableToBigRisk: false,
  RenewalBlocked: false,
  IssuedAt: '2026-01-30T14:00:00.000Z',
  ...fields,
});

/** A policy as GetPolicyShortBrief answers it. */
export const policyBrief = (fields: Partial<PolicyBrief> = {}): PolicyBrief => ({
  ...policySummary(),
  Version: 4,
  ModalityId: 5,
  RiskRate: '0.5000',
  NumberOfInstallment: 2,
  GeneralConditionsProcessNumber: '15414.900123/2025-11',
  IssuedByName: 'Carlos Corretor',
  PremiumReceivable: false,
  CancelledAt: null,
  CancelReason: null,
  CancellationMethod: null,
  RefundValue: null,
  RenewalCount: 0,
  HasEndorsement: false,
  BankSlips: [
    {
      UniqueId: 'b0000000-0000-4000-8000-000000000001',
      InstallmentNumber: 1,
      Amount: '1232.88',
      DueDate: '2026-02-10',
      DigitableLine: '00190.00009 01234.567890 12345.678901 1 13450000123288',
      Status: 'PAGO',
      StatusName: 'Pago',
      PaidAt: '2026-02-09T12:00:00.000Z',
      PaidAmount: '1232.88',
      SettlementSource: 'CNAB',
    },
    {
      UniqueId: 'b0000000-0000-4000-8000-000000000002',
      InstallmentNumber: 2,
      Amount: '1232.87',
      DueDate: '2026-03-10',
      DigitableLine: '00190.00009 01234.567890 12345.678902 2 13750000123287',
      Status: 'ABERTO',
      StatusName: 'Em aberto',
      PaidAt: null,
      PaidAmount: null,
      SettlementSource: null,
    },
  ],
  AnniversaryDates: [],
  RenewalOpensOn: '2026-07-01',
  ...fields,
});

/** What InternalCancelPolicy answers for the policy (Saved as the call asked). */
export const cancellation = (
  policy: PolicyBrief,
  fields: Partial<CancellationAnswer> = {},
): CancellationAnswer => ({
  PolicyUniqueId: policy.UniqueId,
  CancellationDate: '2026-04-01',
  Method: 'PRO_RATA',
  MethodName: 'Pro rata temporis',
  DaysInForce: 59,
  TermDays: 180,
  RetainedPremium: '808.18',
  RefundValue: '1657.57',
  Saved: false,
  Version: policy.Version,
  ...fields,
});

/** Where the app is: the list keeps its state in the URL; a row click goes to the detail. */
const Location = () => {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
};

/** Renders, signed in as `signedIn` at `path`, the policy list and detail with notifications. */
export const renderPolicyRoutes = (signedIn: SessionUserInfo, path: string) =>
  render(
    renderInAdmin(
      <ModalProvider>
        <Routes>
          <Route path={PolicyList.path} element={<PolicyList />} />
          <Route path={PolicyShow.path} element={<PolicyShow />} />
          <Route path="*" element={<p>outra tela</p>} />
        </Routes>
        <Location />
        <Notification />
      </ModalProvider>,
      signedIn,
      path,
      // the policy's slips are the proposal's (its DownloadBankSlip call)
      createDataProvider([apolicesProvider, propostasProvider]),
    ),
  );
