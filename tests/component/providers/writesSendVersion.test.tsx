import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as anniversary from '../../../resources/aniversario/anniversaryApi';
// policies (issue 15)
import * as policies from '../../../resources/apolices/policiesApi';
// finance: the manual settlement (issue 15)
import * as finance from '../../../resources/financeiro/financeApi';
import * as brokerProfile from '../../../resources/broker-profile/brokerProfileApi';
import * as bureaus from '../../../resources/bureaus/bureausApi';
import * as generalConditions from '../../../resources/condicoes-gerais/generalConditionsApi';
import * as pjQuery from '../../../resources/consulta-pj/pjQueryApi';
// issuance and collection settings (issue 15)
import * as issuanceSettings from '../../../resources/emissao/emissaoApi';
import * as profiles from '../../../resources/perfis/profilesApi';
import * as brokers from '../../../resources/corretores/brokersApi';
import * as branchGroups from '../../../resources/modalidades/branchGroupsApi';
import * as modalities from '../../../resources/modalidades/modalitiesApi';
import * as modalityTexts from '../../../resources/modalidades/modalityTextsApi';
import * as payments from '../../../resources/pagamentos/paymentsApi';
import * as proposals from '../../../resources/propostas/proposalsApi';
import * as renewal from '../../../resources/renovacao/renewalApi';
import * as insureds from '../../../resources/segurados/insuredsApi';
import * as holders from '../../../resources/tomadores/policyHoldersApi';
import { usuariosProvider } from '../../../resources/usuarios/usuariosDataProvider';
import * as users from '../../../resources/usuarios/usersApi';
import { buildApp } from '../../../server/app';
import { defaultConfig } from '../../../server/config';
import { kanbanBrokerCardsApi } from '../../../src/providers/kanbanBrokerCardsApi';
import * as activityCards from '../../../src/providers/kanbanActivityCardsApi';
import { kanbanProposalCardsApi as cards } from '../../../src/providers/kanbanProposalCardsApi';
import * as holderCards from '../../../src/providers/kanbanHolderCardsApi';
import * as ccg from '../../../src/providers/ccgApi';
import * as kanbanCards from '../../../src/providers/kanbanCardCommonApi';
import { kanbanClient } from '../../../src/providers/kanbanClient';
import { requestDocumentsAdapter } from '../../../src/providers/requestDocumentsApi';

// DESIGN §4: the portal sends the Version it read on every write. The gateway's own OpenAPI
// document says which write calls take a Version; every one the portal's source names must be in
// WRITES below, and calling it with a record read at Version 7 must send Version 7.

const READ = 7;
const uuid = '00000000-0000-4000-8000-000000000001';
const record = { Id: 11, UniqueId: uuid, Version: READ };
const anything = {} as never;

/** One call of each portal write whose gateway route takes a Version, with a record read at 7. */
const WRITES: Record<string, () => Promise<unknown>> = {
  'kanban/KanbanSaveBranchActivity': () =>
    activityCards.saveBranchActivity({
      PolicyHolderUniqueId: uuid,
      BranchActivityId: 3,
      Version: READ,
    }),
  'kanban/KanbanSaveEconomicGroup': () =>
    activityCards.saveEconomicGroup({
      PolicyHolderUniqueId: uuid,
      EconomicGroupName: 'Grupo',
      HoldingPolicyHolderUniqueId: null,
      Version: READ,
    }),
  'Person/SaveUserInfo': () => users.saveUser({ UniqueId: uuid, Version: READ } as never),
  'Person/ChangeUserInfoStatus': () => users.changeUserStatus(11, READ),
  'Person/DeleteUserInfo': async () =>
    usuariosProvider.mapping.delete?.('usuarios', {
      id: uuid,
      previousData: { UserInfoId: 11, Version: READ },
    } as never),
  'PolicyHolder/SaveComplementarData': () =>
    holders.saveComplementaryData({ PolicyHolderUniqueId: uuid, Version: READ } as never),
  'PolicyHolder/UpdatePolicyHolderName': () => holders.updatePolicyHolderName(uuid, 'Nome', READ),
  'PolicyHolder/InverterIgnoreCCGSignaturePolicyHolder': () => holders.invertIgnoreCcg(uuid, READ),
  'kanban/KanbanPolicyHolderCCGSendToBroker': () => ccg.sendCcgToBroker(record),
  'PolicyHolder/UploadPolicyHolderCCGSigned': () => ccg.uploadSignedCcg(record, uuid),
  'CCG/SaveCCGTemplate': () => ccg.saveCcgTemplate('<p>Contrato</p>', READ),
  'CCG/SaveCCGStep': () =>
    ccg.saveCcgStep({ UniqueId: uuid, Name: 'Etapa', CCGStatus: 1, Required: true, Version: READ }),
  'CCG/MoveCCGStep': () => ccg.moveCcgStep(record, 'up'),
  'CCG/DeleteCCGStep': () => ccg.deleteCcgStep(record),
  'PolicyHolder/UpdateEconomicGroupParticipantAfiancadoHolding': () =>
    holders.updateEconomicGroup({
      PolicyHolderUniqueId: uuid,
      EconomicGroupName: null,
      HoldingPolicyHolderUniqueId: null,
      Version: READ,
    }),
  'PolicyHolder/InverterBlockedPolicyHolder': () =>
    holders.invertBlock('blocked', uuid, 'Motivo', READ),
  'PolicyHolder/InverterBlockedRestrictvePolicyHolder': () =>
    holders.invertBlock('restrictive', uuid, 'Motivo', READ),
  'PolicyHolder/UpdatePolicyHolderEnableAnnualInstallment': () =>
    holders.setAnnualInstallment(uuid, true, READ),
  'PolicyHolder/ChangeRequestDocumentName': async () =>
    requestDocumentsAdapter({ kind: 'policy_holder', uniqueId: uuid }).rename?.(uuid, 'N', READ),
  'InsuranceCompany/ChangeRequestDocumentName': async () =>
    requestDocumentsAdapter({ kind: 'insurer' }).rename?.(uuid, 'N', READ),
  'InsuranceCompany/ReviewRequestDocument': async () =>
    requestDocumentsAdapter({ kind: 'policy_holder', uniqueId: uuid }).review?.(
      uuid,
      'Conforme',
      null,
      READ,
    ),
  'PolicyHolder/DeleteRequestDocument': async () =>
    requestDocumentsAdapter({ kind: 'policy_holder', uniqueId: uuid }).remove?.(uuid, READ),
  'PolicyHolder/RestoreRequestDocument': async () =>
    requestDocumentsAdapter({ kind: 'insured', uniqueId: uuid }).restore?.(uuid, READ),
  'Insured/DeleteRequestDocument': async () =>
    requestDocumentsAdapter({ kind: 'insured', uniqueId: uuid }).remove?.(uuid, READ),
  'Broker/DeleteBrokerRequestDocument': async () =>
    requestDocumentsAdapter({ kind: 'broker', brokerId: 11 }).remove?.(uuid, READ),
  'InsuranceCompany/DeleteRequestDocument': async () =>
    requestDocumentsAdapter({ kind: 'insurer' }).remove?.(uuid, READ),
  'InsuranceCompany/RestoreRequestDocument': async () =>
    requestDocumentsAdapter({ kind: 'insurer' }).restore?.(uuid, READ),
  'Broker/InverterBlocked': () => brokers.toggleBrokerBlocked(uuid, 'Motivo', READ),
  'Broker/ValidateBrokerRegistration': () => brokers.decideBrokerRegistration(uuid, true, '', READ),
  'Broker/UpdateBroker': () =>
    brokers.updateBroker({ BrokerUniqueId: uuid, Version: READ } as never),
  'Insured/SetBlocked': () => insureds.setInsuredBlocked(record, true, 'Motivo'),
  'Insured/UpdateInsuredName': () => insureds.updateInsuredName(record, 'Nome'),
  'Insured/UpdateInsuredBranch': () => insureds.updateInsuredBranch(record, true),
  'Core/UpdateModality': () => modalities.updateModality(11, READ, anything),
  'Core/UpdateCoverage': () => modalities.updateCoverage(11, READ, anything),
  'Core/EnableDisableCoverage': () => modalities.toggleCoverage(record),
  'Core/InsertContractualTerm': () =>
    modalityTexts.saveContractualTerm({ ModalityId: 11, Version: READ } as never),
  'Core/UpdateParticularClause': () => modalityTexts.saveParticularClause(11, anything, record),
  'Core/UpdateStatusParticularClause': () =>
    modalityTexts.setParticularClauseStatus(record as never, false),
  'Core/UpdateProposalParameterRequestDocument': () =>
    modalityTexts.saveRequiredDocument(uuid, anything, record),
  'Core/UpdateStatusProposalParameterRequestDocument': () =>
    modalityTexts.restoreRequiredDocument(record),
  'Core/DeleteProposalParameterRequestDocument': () => modalityTexts.deleteRequiredDocument(record),
  'Core/UpdateCompanyBranch': () => branchGroups.updateBranch(11, READ, { IsActive: false }),
  'Modality/UpdateModalityGroup': () => branchGroups.updateGroup(11, READ, 'Grupo'),
  'Core/UpdatePercentageLimitPremiumRelationIssuedAmount': () =>
    branchGroups.updatePremiumLimit('10', READ),
  'InstallmentParameter/ChangeInstallmentParameter': () =>
    payments.changePaymentParameter(11, READ, anything),
  'InstallmentModalityParameter/ChangeInstallmentModalityParameter': () =>
    payments.saveModalityOverride(11, 12, READ, anything),
  'InstallmentModalityParameter/DeleteInstallmentModalityParameter': () =>
    payments.deleteModalityOverride(11, READ),
  'Parametros/AtualizarParametrosConsultasPorBureau': () => bureaus.updateBureau(11, READ, {}),
  'Parametros/DeletarParametrosConsultasPorBureau': () => bureaus.removeBureau(11, READ),
  'Parametros/SalvarConfiguracaoConsultaPJ': () => pjQuery.savePjSettings(anything, READ),
  'Parametros/SalvarPerfilCorretor': () => brokerProfile.saveBrokerProfile(anything, READ),
  'Parametros/SalvarParametrosEmissao': () => issuanceSettings.saveIssuanceSettings(anything, READ),
  'Plug/PublishGeneralConditionVersion': () => generalConditions.publishVersion(anything, READ),
  'Renewal/SaveRenewalSettings': () => renewal.saveRenewalSettings(READ, anything),
  'Renewal/UpdateRenewalModalityRule': () => renewal.updateRenewalRule(uuid, READ, anything),
  'Renewal/DeleteRenewalModalityRule': () => renewal.deleteRenewalRule(uuid, READ),
  'AnniversaryEndorsement/SaveAnniversarySettings': () =>
    anniversary.saveAnniversarySettings(READ, anything),
  'AnniversaryEndorsement/UpdateAnniversaryModalityRule': () =>
    anniversary.updateAnniversaryRule(uuid, READ, anything),
  'AnniversaryEndorsement/DeleteAnniversaryModalityRule': () =>
    anniversary.deleteAnniversaryRule(uuid, READ),
  'Proposal/UpdateProposal': () => proposals.updateProposal({ UniqueId: uuid, Version: READ }),
  'Proposal/UpdateProposalEndorsement': () =>
    proposals.updateProposalEndorsement({ UniqueId: uuid, Version: READ }),
  'Proposal/ResetProposalRiskChange': () =>
    proposals.resetProposalRiskChange({ ProposalUniqueId: uuid, Version: READ }),
  'Proposal/UpdateProposalTimelineInfo': () =>
    proposals.addProposalTimelineNote({ ProposalUniqueId: uuid, Note: 'Nota', Version: READ }),
  'Proposal/CalculateFinancialData': () =>
    proposals.calculateFinancialData({ ProposalUniqueId: uuid, Version: READ }),
  'Proposal/UpdateCalculateFinancialData': () =>
    proposals.saveFinancialData({ ProposalUniqueId: uuid, Version: READ }),
  'Proposal/SubmitProposal': () => proposals.submitProposal(record),
  'Proposal/IssueProposal': () => proposals.issueProposal(record),
  'UserProfile/UpdateProfileApprovalLimits': () =>
    profiles.saveProfileApprovalLimits({ ProfileUniqueId: uuid, Version: READ, Limits: [] }),
  'Proposal/CancelProposal': () => proposals.cancelProposal(record, 'Motivo'),
  'Proposal/RequestProposalAdjustment': () =>
    proposals.requestProposalAdjustment(record, 'Observação'),
  'Proposal/UpdateParticularClauses': () =>
    proposals.updateParticularClauses({ ProposalId: 11, Version: READ }, []),
  'Proposal/ProposalChangeRequestDocumentName': async () =>
    requestDocumentsAdapter({ kind: 'proposal', uniqueId: uuid }).rename?.(uuid, 'N', READ),
  'Proposal/ProposalDeleteRequestDocument': async () =>
    requestDocumentsAdapter({ kind: 'proposal', uniqueId: uuid }).remove?.(uuid, READ),
  'Proposal/ProposalRestoreRequestDocument': async () =>
    requestDocumentsAdapter({ kind: 'proposal', uniqueId: uuid }).restore?.(uuid, READ),
  'kanban/KanbanBrokerChangeStatusRequestDocument': () =>
    kanbanBrokerCardsApi.changeDocumentStatus(uuid, 'Conforme', null, READ),
  'kanban/KanbanBrokerDeleteRequestDocument': () => kanbanBrokerCardsApi.deleteDocument(uuid, READ),
  'kanban/KanbanBrokerRequestDocumentsSendToBroker': () =>
    kanbanBrokerCardsApi.sendDocumentsToBroker(uuid, 11, READ),
  'kanban/KanbanProposalChangeStatusRequestDocument': () =>
    cards.changeDocumentStatus({
      RequestDocumentUniqueId: uuid,
      Status: 'Conforme',
      Version: READ,
    }),
  'kanban/KanbanProposalDeleteRequestDocument': () =>
    cards.deleteDocument({ RequestDocumentUniqueId: uuid, Version: READ }),
  'kanban/KanbanProposalSendToBroker': () =>
    cards.sendToBroker({ ProposalUniqueId: uuid, CardId: 11, Version: READ }),
  'kanban/FollowUpSendObservation': () =>
    cards.sendFollowUp({ ProposalUniqueId: uuid, Observation: 'Nota', Version: READ }),
  'kanban/KanbanInsuranceUpdateProposal': () =>
    cards.updateProposal({ ProposalUniqueId: uuid, Version: READ }),
  'kanban/KanbanInsuranceUpdateProposalContractualTerms': () =>
    cards.updateContractualTerms({ ProposalUniqueId: uuid, ParticularClausule: [], Version: READ }),
  'kanban/KanbanRequestLimitChangeStatusRequestDocument': () =>
    holderCards.changeRequestLimitDocumentStatus(uuid, 'Conforme', null, READ),
  'kanban/UpdateRequestLimitProposal': () =>
    holderCards.updateRequestLimitProposal({
      RequestLimitUniqueId: uuid,
      ProposedLimitValue: '1000.00',
      ProposedBaseRate: '1,5',
      Version: READ,
    }),
  'policyHolder/CreatePolicyHolderRequestLimitObservation': () =>
    holderCards.createRequestLimitObservation(uuid, 'Nota', READ),
  'kanban/UpdateKanbanCardOwner': () => kanbanCards.updateCardOwner(11, 12, READ),
  'kanban/UpdateKanbanCardPriority': () => kanbanCards.updateCardPriority(11, 4, READ),
  'kanban/UpdateKanbanCardJustification': () =>
    kanbanCards.updateCardJustification(11, 'Motivo', READ),
  // policies (issue 15): the internal cancellation (its simulation sends the Version too) and
  // the renewal block
  'Policy/InternalCancelPolicy': () =>
    policies.cancelPolicy(
      { PolicyNumber: '0775.26.000101-4', Version: READ },
      { Reason: 'Motivo' },
    ),
  'Policy/UpdatePolicyRenewal': () => policies.updatePolicyRenewal(record, true),
  // the kanban service's move (its own base; the step in the path is the card's current one)
  '/kanban-api/api/kanban/v1.0/steps/{stepId}/card-navigation': () =>
    kanbanClient.moveCard(5, { cardId: 11, stepToId: 12, Version: READ }),
  // finance (issue 15): the manual settlement of a slip
  'Finance/SettleBankSlipManually': () =>
    finance.settleBankSlipManually({
      BankSlipUniqueId: uuid,
      PaidAt: '2026-03-10',
      Amount: '1479.45',
      Justification: 'Pago na agência',
      Version: READ,
    }),
};

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
  parameters?: { in: string; name: string }[];
}

/** `Area/Call` of every write the gateway documents with a Version in its body or query. */
const versionedWrites = async () => {
  const app = await buildApp({
    db: {} as never,
    config: defaultConfig({ jwtSecret: 'x'.repeat(48) }),
    logger: false,
  });
  const paths = (await app.inject({ method: 'GET', url: '/docs/json' })).json().paths as Record<
    string,
    Record<string, Operation>
  >;
  await app.close();
  const calls: string[] = [];
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (method === 'get') continue;
      const body = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
      const takesVersion =
        'Version' in body || query.some((p) => p.name.toLowerCase() === 'version');
      if (takesVersion) calls.push(path.replace(/^\/api\//, ''));
    }
  }
  return calls;
};

const portalSource = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return portalSource(path);
    return /\.tsx?$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });

/** Whether the portal's code names the call (its last path segment, quoted or after a `/`). */
const portalCalls = (call: string, sources: string[]) => {
  const name = call.split('/').at(-1) as string;
  const named = new RegExp(`['\`/]${name}['\`]`);
  return sources.some((source) => named.test(source));
};

const fetchMock = vi.fn<typeof fetch>();
const sent = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  const address = new URL(String(url), 'http://localhost');
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
  const fromQuery = [...address.searchParams].find(([key]) => key.toLowerCase() === 'version');
  return {
    path: address.pathname.replace(/^\/api\//, ''),
    version: body.Version ?? (fromQuery ? Number(fromQuery[1]) : undefined),
  };
};

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ Response: {} })));
});
afterAll(() => vi.unstubAllGlobals());

describe('the portal’s writes send the Version they read', () => {
  it('covers every write the gateway documents with a Version and that the portal calls', async () => {
    const sources = ['src', 'resources'].flatMap(portalSource);
    const called = (await versionedWrites()).filter((call) => portalCalls(call, sources));
    expect(called.length).toBeGreaterThan(30);
    const missing = called.filter(
      (call) => !Object.keys(WRITES).some((key) => key.toLowerCase() === call.toLowerCase()),
    );
    expect(missing, 'portal writes with a Version route but no entry in WRITES').toEqual([]);
  });

  it('lists only calls whose gateway route takes a Version', async () => {
    const versioned = (await versionedWrites()).map((call) => call.toLowerCase());
    const unversioned = Object.keys(WRITES).filter(
      (call) => !versioned.includes(call.toLowerCase()),
    );
    expect(unversioned, 'WRITES entries whose route documents no Version').toEqual([]);
  });

  it.each(Object.entries(WRITES))('%s sends the Version read', async (call, write) => {
    await write();
    expect(sent()).toEqual({ path: call.replace('{stepId}', '5'), version: READ });
  });
});
