import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { AnniversaryRuleAnswer } from '../../../domain/anniversaryEndorsement';
import type { RenewalRuleAnswer } from '../../../domain/renewal';
import { aniversarioProvider } from '../../../resources/aniversario/aniversarioDataProvider';
import { renovacaoProvider } from '../../../resources/renovacao/renovacaoDataProvider';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { admin, renderInAdmin } from '../shell/fixtures';

/**
 * Renders a screen at `path` (matched by `pattern`, for its :token) as an administrator, on the
 * app's dataProvider for both areas (each test replaces the area's api module).
 */
export const renderAt = (
  ui: ReactElement,
  path: string,
  pattern = path,
  /** Further routes the screen may lead to (pattern → screen). */
  more: Record<string, ReactElement> = {},
) =>
  render(
    renderInAdmin(
      <ModalProvider>
        <Routes>
          <Route path={pattern} element={ui} />
          {Object.entries(more).map(([other, element]) => (
            <Route key={other} path={other} element={element} />
          ))}
        </Routes>
      </ModalProvider>,
      admin,
      path,
      createDataProvider([renovacaoProvider, aniversarioProvider]),
    ),
  );

/** The helper text a field shows (its aria-describedby). */
export const messageUnder = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id.split(' ')[0])?.textContent ?? '') : '';
};

export const demoRenewalSettings = {
  RenewalEnabled: true,
  DaysBeforeExpiry: 60,
  AutoIssueWhenUnchanged: true,
  RecalculatePremium: true,
  BlockOnHolderRestrictions: true,
  NotifyBrokerDaysBefore: 90,
  Version: 3,
};

export const civelRule: RenewalRuleAnswer = {
  Id: 7,
  UniqueId: '77777777-2222-4333-8444-555555555555',
  ModalityId: 31,
  ModalityUniqueId: '31313131-2222-4333-8444-555555555555',
  ModalityName: 'Judicial cível',
  BranchCode: '0776',
  ModalityGroupName: 'Judicial',
  AutomaticRenewal: true,
  DaysBeforeExpiry: null,
  MaxRenewals: 3,
  AdjustmentIndex: 'IPCA',
  Effective: {
    ...demoRenewalSettings,
    AutomaticRenewal: true,
    MaxRenewals: 3,
    AdjustmentIndex: 'IPCA',
    RuleUniqueId: '77777777-2222-4333-8444-555555555555',
  },
  Version: 2,
};

export const demoAnniversarySettings = {
  AnniversaryEnabled: true,
  DaysBeforeAnniversary: 30,
  AdjustmentIndex: 'IPCA' as const,
  ChargeAnnualPremium: true,
  AutomaticIssue: false,
  Version: 1,
};

export const imobiliarioRule: AnniversaryRuleAnswer = {
  Id: 9,
  UniqueId: '99999999-2222-4333-8444-555555555555',
  ModalityId: 40,
  ModalityUniqueId: '40404040-2222-4333-8444-555555555555',
  ModalityName: 'Imobiliário',
  BranchCode: '0776',
  ModalityGroupName: 'Imobiliário',
  IsEnabled: true,
  DaysBeforeAnniversary: 45,
  AdjustmentIndex: 'IGPM',
  ChargeAnnualPremium: null,
  AutomaticIssue: null,
  Effective: {
    Enabled: true,
    AnniversaryEnabled: true,
    DaysBeforeAnniversary: 45,
    AdjustmentIndex: 'IGPM',
    ChargeAnnualPremium: true,
    AutomaticIssue: false,
    RuleUniqueId: '99999999-2222-4333-8444-555555555555',
  },
  Version: 1,
};
