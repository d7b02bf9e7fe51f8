// the public policy validation page (issue 15)
// issuance and collection settings (issue 15)
import { issuanceSettingsPtBR } from './issuanceSettings.pt-BR';
import { policyValidationPtBR } from './policyValidation.pt-BR';
import type { TranslationMessages } from 'react-admin';
import { flatPhrases } from './phrases';
// bank slips (issue 15)
import { bankSlipsPtBR } from './bankSlips.pt-BR';
// finance: the CNAB return and the manual settlement (issue 15)
import { financeiroPtBR } from './financeiro.pt-BR';
import { accountsPtBR } from './accounts.pt-BR';
import { avalPtBR } from './aval.pt-BR';
import { signInPtBR } from './signIn.pt-BR';
import { beneficiariesPtBR } from './beneficiaries.pt-BR';
import { brokersPtBR } from './brokers.pt-BR';
import { componentsPtBR } from './components.pt-BR';
import { insuredsPtBR } from './insureds.pt-BR';
import { modalitiesPtBR } from './modalities.pt-BR';
import { renewalPtBR } from './renewal.pt-BR';
import { bureausPtBR } from './bureaus.pt-BR';
import { paymentsPtBR } from './payments.pt-BR';
import { generalConditionsPtBR } from './generalConditions.pt-BR';
import { branchGroupsPtBR } from './branchGroups.pt-BR';
import { exportPtBR } from './export.pt-BR';
import { partyPanelsPtBR } from './partyPanels.pt-BR';
import { policyHoldersPtBR } from './policyHolders.pt-BR';
import { proposalsPtBR } from './proposals.pt-BR';
import { raPortugueseMessages } from './ra.pt-BR';
import { kanbanBrokerCardPtBR } from './kanbanBrokerCard.pt-BR';
import { requestDocumentsPtBR } from './requestDocuments.pt-BR';
import { usersPtBR } from './users.pt-BR';
import { waysInPtBR } from './waysIn.pt-BR';
import { kanbanPtBR } from './kanban.pt-BR';
import { kanbanCardsPtBR } from './kanbanCards.pt-BR';
import { proposalWizardPtBR } from './proposalWizard.pt-BR';
// policies (issue 15)
import { policiesPtBR } from './policies.pt-BR';

/** Default language: react-admin's messages, the app's (aval.*) and the shared components'. */
/** The areas' messages in merge order: a later area wins a key an earlier one also defines. */
export const ptBRAreas = [
  raPortugueseMessages,
  avalPtBR,
  signInPtBR,
  componentsPtBR,
  partyPanelsPtBR,
  beneficiariesPtBR,
  insuredsPtBR,
  policyHoldersPtBR,
  accountsPtBR,
  requestDocumentsPtBR,
  kanbanBrokerCardPtBR,
  usersPtBR,
  brokersPtBR,
  waysInPtBR,
  modalitiesPtBR,
  renewalPtBR,
  bureausPtBR,
  paymentsPtBR,
  generalConditionsPtBR,
  branchGroupsPtBR,
  exportPtBR,
  proposalsPtBR,
  proposalWizardPtBR,
  kanbanPtBR,
  kanbanCardsPtBR,
  // policies (issue 15)
  policiesPtBR,
  // the public policy validation page (issue 15)
  policyValidationPtBR,
  // bank slips (issue 15)
  bankSlipsPtBR,
  // finance: the CNAB return and the manual settlement (issue 15)
  financeiroPtBR,
  issuanceSettingsPtBR,
];

export const ptBRMessages: TranslationMessages = flatPhrases(...ptBRAreas);
