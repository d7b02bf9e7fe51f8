import englishMessages from 'ra-language-english';
// the public policy validation page (issue 15)
// issuance and collection settings (issue 15)
import { issuanceSettingsEn } from './issuanceSettings.en';
import { policyValidationEn } from './policyValidation.en';
import type { TranslationMessages } from 'react-admin';
import { flatPhrases } from './phrases';
// bank slips (issue 15)
import { bankSlipsEn } from './bankSlips.en';
// finance: the CNAB return and the manual settlement (issue 15)
import { financeiroEn } from './financeiro.en';
import { accountsEn } from './accounts.en';
import { avalEn } from './aval.en';
import { signInEn } from './signIn.en';
import { beneficiariesEn } from './beneficiaries.en';
import { brokersEn } from './brokers.en';
import { componentsEn } from './components.en';
import { insuredsEn } from './insureds.en';
import { modalitiesEn } from './modalities.en';
import { renewalEn } from './renewal.en';
import { bureausEn } from './bureaus.en';
import { paymentsEn } from './payments.en';
import { generalConditionsEn } from './generalConditions.en';
import { branchGroupsEn } from './branchGroups.en';
import { exportEn } from './export.en';
import { partyPanelsEn } from './partyPanels.en';
import { policyHoldersEn } from './policyHolders.en';
import { proposalsEn } from './proposals.en';
import { kanbanBrokerCardEn } from './kanbanBrokerCard.en';
import { requestDocumentsEn } from './requestDocuments.en';
import { usersEn } from './users.en';
import { waysInEn } from './waysIn.en';
import { kanbanEn } from './kanban.en';
import { kanbanCardsEn } from './kanbanCards.en';
import { proposalWizardEn } from './proposalWizard.en';
// policies (issue 15)
import { policiesEn } from './policies.en';

/** The areas' messages in merge order: a later area wins a key an earlier one also defines. */
export const enAreas = [
  englishMessages,
  avalEn,
  signInEn,
  componentsEn,
  partyPanelsEn,
  beneficiariesEn,
  insuredsEn,
  policyHoldersEn,
  accountsEn,
  requestDocumentsEn,
  kanbanBrokerCardEn,
  usersEn,
  brokersEn,
  waysInEn,
  modalitiesEn,
  renewalEn,
  bureausEn,
  paymentsEn,
  generalConditionsEn,
  branchGroupsEn,
  exportEn,
  proposalsEn,
  proposalWizardEn,
  kanbanEn,
  kanbanCardsEn,
  // policies (issue 15)
  policiesEn,
  // the public policy validation page (issue 15)
  policyValidationEn,
  // bank slips (issue 15)
  bankSlipsEn,
  // finance: the CNAB return and the manual settlement (issue 15)
  financeiroEn,
  issuanceSettingsEn,
];

export const enMessages: TranslationMessages = flatPhrases(...enAreas);
