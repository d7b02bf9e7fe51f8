import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ModalityAnswer, ModalityGroupAnswer } from '../../../domain/modalities';
import { modalidadesProvider } from '../../../resources/modalidades/modalidadesDataProvider';
import { pagamentosProvider } from '../../../resources/pagamentos/pagamentosDataProvider';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { admin, renderInAdmin } from '../shell/fixtures';

/**
 * Renders a modality screen as an administrator, with the shared modals and the app's
 * dataProvider for these areas (whose …Api modules the tests stub).
 */
export const renderModalities = (ui: ReactElement, path = '/parametrizacao/modalidades') =>
  render(
    renderInAdmin(
      <ModalProvider>{ui}</ModalProvider>,
      admin,
      path,
      createDataProvider([modalidadesProvider, pagamentosProvider]),
    ),
  );

/** The helper text a field shows (its aria-describedby). */
export const messageUnder = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id.split(' ')[0])?.textContent ?? '') : '';
};

export const executante: ModalityAnswer = {
  Id: 21,
  UniqueId: '21212121-2222-4333-8444-555555555555',
  BranchId: 1,
  BranchCode: '0775',
  ModalityGroupId: 3,
  ModalityGroupUniqueId: '33333333-2222-4333-8444-555555555555',
  ModalityGroupName: 'Garantias contratuais',
  Name: 'Executante construtor',
  Ref: 'EXE-01',
  MaxInsuredAmountValue: '50000000.00',
  MaxInsuredAmountAutomaticValue: '2000000.00',
  MinInsurancePremium: '350.00',
  BaseRate: '1.2000',
  MaxRetroactivityDays: 30,
  MaxFutureDays: 90,
  MinPeriodInDays: 30,
  MaxPeriodInDays: 1825,
  DaysForAutomaticCancel: null,
  IsDeleted: false,
  EnabledForAutomaticEmission: true,
  IsComplementaryModality: false,
  HasComplementaryModality: false,
  DisabledForRestrictiveBranchActivity: false,
  EqualizeValidityDate: false,
  IgnoreBranchWhenInsuredIsPF: false,
  EnableAutomaticCancel: false,
  CanUseModalityTax: true,
  IssueBeforePayment: null,
  Version: 4,
  Coverages: [],
  ComplementaryModalities: [],
};

export const groupOf = (
  modalities: ModalityAnswer[],
  fields: Partial<ModalityGroupAnswer> = {},
): ModalityGroupAnswer => ({
  Id: 3,
  ModalityGroupUniqueId: '33333333-2222-4333-8444-555555555555',
  Name: 'Garantias contratuais',
  BranchId: 1,
  BranchCode: '0775',
  BranchName: 'Setor público',
  Modalities: modalities,
  ...fields,
});
