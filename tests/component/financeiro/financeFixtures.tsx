import { render } from '@testing-library/react';
import { Notification } from 'react-admin';
import type {
  BankSlipForSettlement,
  CnabReturnLine,
  CnabReturnResult,
} from '../../../domain/contracts/finance';
import { financeiroProvider } from '../../../resources/financeiro/financeiroDataProvider';
import { CnabReturnPage } from '../../../src/pages/financeiro/CnabReturnPage';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { admin, renderInAdmin } from '../shell/fixtures';

export { stubGateway } from '../propostas/proposalFixtures';

export const FILE_ID = '7a7a7a7a-0000-4000-8000-000000000001';
export const SLIP_ID = '5b5b5b5b-0000-4000-8000-000000000002';
export const POLICY_ID = '8d8d8d8d-0000-4000-8000-000000000004';

export const line = (fields: Partial<CnabReturnLine> = {}): CnabReturnLine => ({
  LineNumber: 3,
  OurNumber: '00000000001',
  OccurrenceCode: '06',
  OccurrenceName: 'Liquidação',
  Amount: '1479.45',
  PaidAt: '2026-03-10',
  Outcome: 'LIQUIDADO',
  Message: 'Boleto liquidado.',
  BankSlipUniqueId: SLIP_ID,
  ProposalUniqueId: '6c6c6c6c-0000-4000-8000-000000000003',
  ProposalNumber: 1042,
  InstallmentNumber: 1,
  PolicyNumber: '0775.26.000101-4',
  PolicyUniqueId: POLICY_ID,
  ...fields,
});

export const returnResult = (fields: Partial<CnabReturnResult> = {}): CnabReturnResult => ({
  FileUniqueId: FILE_ID,
  FileName: 'RET0310.ret',
  BankCode: '341',
  BankName: 'Itaú',
  GeneratedOn: '2026-03-10',
  FileSequence: 12,
  ProcessedAt: '2026-03-11T12:00:00.000Z',
  ProcessedByName: 'Ana Financeiro',
  Lines: [
    line(),
    line({
      LineNumber: 5,
      OurNumber: '00000000002',
      Amount: '100.00',
      Outcome: 'VALOR_DIVERGENTE',
      Message: 'Valor pago menor que o do boleto.',
      PolicyNumber: null,
      PolicyUniqueId: null,
    }),
    line({
      LineNumber: 7,
      OurNumber: '00000000003',
      Outcome: 'JA_LIQUIDADO',
      Message: 'Boleto já liquidado.',
      PolicyNumber: null,
      PolicyUniqueId: null,
    }),
  ],
  Settled: 1,
  Rejected: 1,
  AlreadySettled: 1,
  Ignored: 0,
  ...fields,
});

export const filesPage = (rows: CnabReturnResult[] = []) => ({
  Data: rows.map(({ Lines, ...summary }) => ({ ...summary, LineCount: Lines.length })),
  PageResult: { CurrentPage: 1, RowsPerPage: 10, TotalRows: rows.length, TotalPages: 1 },
});

export const slipForSettlement = (
  fields: Partial<BankSlipForSettlement> = {},
): BankSlipForSettlement => ({
  UniqueId: SLIP_ID,
  ProposalUniqueId: '6c6c6c6c-0000-4000-8000-000000000003',
  ProposalNumber: 1042,
  PolicyHolderName: 'Construtora Alvorada Ltda.',
  InstallmentNumber: 1,
  Amount: '1479.45',
  DueDate: '2026-03-15',
  OurNumber: '00000000001',
  DigitableLine: '34191090080000000001923001234501116470000147945',
  Status: 'ABERTO',
  StatusName: 'Aberto',
  PaidAt: null,
  PaidAmount: null,
  SettlementSource: null,
  Version: 7,
  ...fields,
});

/** The finance page signed in as the insurer's administrator, on the real finance provider. */
export const renderFinancePage = () =>
  render(
    renderInAdmin(
      <>
        <CnabReturnPage />
        <Notification />
      </>,
      admin,
      '/financeiro/retorno-cnab',
      createDataProvider([financeiroProvider]),
    ),
  );
