import type { AccessRule } from './accessRule';
import { apiAccess, INSURER_STAFF } from './apiAccess';
import { Functionality as F } from './functionalities';
import type { RequestDocumentOwnerKind } from './requestDocuments';
import { screenAccess } from './screenAccess';
import { UserType } from './userTypes';

/** The rule of a gateway route, as domain/apiAccess spells its key; a typo fails at load. */
const route = (key: string): AccessRule => {
  const rule = apiAccess[key];
  if (!rule || typeof rule === 'string') {
    throw new Error(`${key} não tem regra de funcionalidades em domain/apiAccess.ts.`);
  }
  return rule;
};

/** The rule of a portal screen, as domain/screenAccess spells its path. */
const screen = (path: string): AccessRule => {
  const rule = screenAccess.find((entry) => entry.path === path)?.rule;
  if (!rule || typeof rule === 'string') {
    throw new Error(`${path} não tem regra de funcionalidades em domain/screenAccess.ts.`);
  }
  return rule;
};

/**
 * Who manages (reviews, renames, restores) the documents of each owner kind. The gateway's
 * routes for these are shared by several kinds, so its service checks this rule of the
 * document's own kind on top of the route's.
 */
export const requestDocumentManageRule: Record<RequestDocumentOwnerKind, AccessRule> = {
  policy_holder: { anyOf: [F.GERENCIAR_TOMADORES_SEGURADORA], userTypes: INSURER_STAFF },
  policy_holder_limit: { anyOf: [F.GERENCIAR_TOMADORES_SEGURADORA], userTypes: INSURER_STAFF },
  insured: { anyOf: [F.GERENCIAR_SEGURADOS], userTypes: INSURER_STAFF },
  broker: { anyOf: [F.GERENCIAR_CORRETORES], userTypes: INSURER_STAFF },
  insurer: { anyOf: [F.GERENCIAR_DOCUMENTOS], userTypes: INSURER_STAFF },
  // a broker writes its proposal's documents through the Proposal routes; reviewing them is the
  // insurer's
  proposal: { anyOf: [F.GERENCIAR_PROPOSTAS_SEGURADORA], userTypes: INSURER_STAFF },
};

const holderDocuments = (owner: 'policy_holder' | 'policy_holder_limit') => ({
  list: route(
    owner === 'policy_holder'
      ? 'GET /api/PolicyHolder/GetDocumentsByPolicyHolderUniqueId'
      : 'GET /api/PolicyHolder/GetRequestLimitDocuments',
  ),
  create: route('POST /api/PolicyHolder/CreateRequestDocument'),
  upload: route(
    owner === 'policy_holder'
      ? 'POST /api/PolicyHolder/UploadRequestDocument'
      : 'POST /api/PolicyHolder/UploadRequestLimitsDocument',
  ),
  rename: requestDocumentManageRule[owner],
  delete: route('POST /api/PolicyHolder/DeleteRequestDocument'),
  restore: requestDocumentManageRule[owner],
  send: route('POST /api/PolicyHolder/sendRequestToAnalysis'),
  review: requestDocumentManageRule[owner],
});

/**
 * What each portal resource lets a user do, action by action: react-admin's own (`list`,
 * `show`, `create`, `edit`, `delete`) and named ones. Actions backed by a gateway route take
 * that route's rule and list/show the screen's, so the portal cannot answer differently from
 * the gateway. An action missing here is refused.
 */
export const resourceAccess = {
  tomadores: {
    list: screen('/tomadores'),
    show: screen('/tomador/:tomadorUniqueId'),
    create: route('POST /api/PolicyHolder/InsertPolicyHolder'),
    edit: route('POST /api/PolicyHolder/SaveComplementarData'),
    block: route('POST /api/PolicyHolder/InverterBlockedPolicyHolder'),
    restrictiveBlock: route('POST /api/PolicyHolder/InverterBlockedRestrictvePolicyHolder'),
    ignoreCcg: route('POST /api/PolicyHolder/InverterIgnoreCCGSignaturePolicyHolder'),
    installments: route('POST /api/PolicyHolder/UpdatePolicyHolderEnableAnnualInstallment'),
    calculateLimits: route('POST /api/PolicyHolder/CalculatePolicyHolderLimitsAndRates'),
    editGroup: route('POST /api/PolicyHolder/UpdateEconomicGroupParticipantAfiancadoHolding'),
    requestNomination: route('POST /api/PolicyHolder/RegisterPolicyHolderNomeationRequest'),
    decideNomination: route('POST /api/PolicyHolder/DecidePolicyHolderNomeationRequest'),
    checkProposal: route('POST /api/PolicyHolder/ValidatePolicyHolderByCNPJToNewProposal'),
  },
  // a holder's CCG (the holder screen's CCG tab and the CCG card)
  ccg: {
    create: route('POST /api/PolicyHolder/CreatePolicyHolderCCG'),
    send: route('POST /api/kanban/KanbanPolicyHolderCCGSendToBroker'),
    upload: route('POST /api/PolicyHolder/UploadPolicyHolderCCGSigned'),
  },
  segurados: {
    list: screen('/segurados'),
    show: screen('/segurado/:seguradoUniqueId'),
    create: route('POST /api/Insured/InsertInsured'),
    edit: route('PATCH /api/Insured/UpdateInsuredName'),
    block: route('PATCH /api/Insured/SetBlocked'),
  },
  beneficiarios: {
    list: route('GET /api/Beneficiary/SearchBeneficiary'),
    // registering one by document ends with its address: whoever may save that
    create: route('POST /api/Beneficiary/SaveBeneficiaryLocation'),
    edit: route('POST /api/Beneficiary/SaveBeneficiaryLocation'),
  },
  corretores: {
    list: screen('/corretores'),
    show: screen('/corretor/:corretorUniqueId'),
    create: route('POST /api/Broker/InsertBrokerByInsurer'),
    edit: route('PUT /api/Broker/UpdateBroker'),
    block: route('POST /api/Broker/InverterBlocked'),
    // the insurer's side of a broker's screen: data, documents and the registration decision
    manage: route('POST /api/Broker/InverterBlocked'),
    // the broker's own screen (/corretor): its data and its compliance documents
    editOwn: route('POST /api/Broker/SubmitDocumentToReview'),
  },
  usuarios: {
    list: screen('/usuarios/listar'),
    show: route('GET /api/Security/GetUserInfoByUniqueId'),
    create: route('POST /api/Person/SaveUserInfo'),
    edit: route('POST /api/Person/SaveUserInfo'),
    delete: route('DELETE /api/Person/DeleteUserInfo'),
    changeStatus: route('POST /api/Person/ChangeUserInfoStatus'),
    forcePassword: route('POST /api/security/ForceChangeUserInfoPassword'),
    // the sso service issues links for the insurer's own staff only (an advisor acting for a
    // broker holds the broker's user type), on top of the route's rule
    issueSso: { ...route('POST /api/Security/IssueSsoToken'), userTypes: [UserType.INSURANCE] },
    outbox: route('GET /api/Mail/GetOutbox'),
  },
  // the outbox screen (/usuarios/emails) as a list resource of its own
  emails: {
    list: route('GET /api/Mail/GetOutbox'),
  },
  perfis: {
    list: screen('/usuarios/perfis'),
    create: route('POST /api/UserProfile/InsertOrUpdateProfile'),
    edit: route('POST /api/UserProfile/InsertOrUpdateProfile'),
    delete: route('DELETE /api/UserProfile/DeleteProfile'),
  },
  modalidades: {
    list: screen('/parametrizacao/modalidades'),
    create: route('POST /api/Core/InsertModality'),
    edit: route('PUT /api/Core/UpdateModality'),
  },
  // parameterisation: the modality rules of renewal and anniversary endorsement, the bureaus
  renovacao: {
    list: screen('/parametrizacao/renovacao/modalidades-renovacao'),
    create: route('POST /api/Renewal/CreateRenewalModalityRule'),
    edit: route('PUT /api/Renewal/UpdateRenewalModalityRule'),
    delete: route('DELETE /api/Renewal/DeleteRenewalModalityRule'),
  },
  aniversario: {
    list: screen('/parametrizacao/endosso/modalidades-aniversario'),
    create: route('POST /api/AnniversaryEndorsement/CreateAnniversaryModalityRule'),
    edit: route('PUT /api/AnniversaryEndorsement/UpdateAnniversaryModalityRule'),
    delete: route('DELETE /api/AnniversaryEndorsement/DeleteAnniversaryModalityRule'),
  },
  bureaus: {
    list: screen('/parametrizacao/bureaus-consulta'),
    show: screen('/parametrizacao/bureaus-consulta/:tipoConsultaId'),
    edit: route('POST /api/Parametros/AtualizarParametrosConsultasPorBureau'),
  },
  // proposals: one resource behind the broker's (/propostas) and the insurer's
  // (/propostas-seguradora) screens, so list and show take the gateway's rule (any proposal
  // viewer); which screen a user reaches is the screen table's. The actions are the gateway's.
  propostas: {
    list: route('GET /api/Proposal/SearchProposals'),
    show: route('GET /api/Proposal/GetProposalByUniqueId'),
    searchText: route('POST /api/Proposal/SearchBrokerProposalByText'),
    // the wizard's screen rule (GERENCIAR_PROPOSTAS), and only brokers and their agents quote
    // (the gateway's UpdateProposal creates a quote for a broker's user only)
    create: {
      ...screen('/propostas/nova-proposta-new'),
      userTypes: [UserType.BROKER, UserType.AGENT],
    },
    edit: screen('/propostas/proposta/editar/:propostaUniqueId'),
    // the wizard's financial step: the broker's pricing, and the insurer staff's rate
    financialData: screen('/propostas/nova-proposta-new/dados-financeiros/:propostaUniqueId'),
    // RiskRate of CalculateFinancialData / UpdateCalculateFinancialData: insurer staff only
    changeRate: {
      ...route('POST /api/Proposal/UpdateCalculateFinancialData'),
      userTypes: INSURER_STAFF,
    },
    submit: route('POST /api/Proposal/SubmitProposal'),
    issue: route('POST /api/Proposal/IssueProposal'),
    cancel: route('POST /api/Proposal/CancelProposal'),
    requestAdjustment: route('POST /api/Proposal/RequestProposalAdjustment'),
    rerunEngines: route('POST /api/Proposal/ExecuteAutomaticPEPApprovalValidation'),
    timeline: screen('/propostas/timeline/:propostaUniqueId'),
    contractDraft: route('GET /api/Proposal/GenerateContractDraft'),
    // a risk change on an approved proposal is an UpdateProposal with only its risk data (detail)
    riskChange: route('POST /api/Proposal/UpdateProposal'),
    // undoing a risk change (detail) and a note on the timeline's current step (timeline page)
    resetRiskChange: route('POST /api/Proposal/ResetProposalRiskChange'),
    timelineNote: route('POST /api/Proposal/UpdateProposalTimelineInfo'),
    // the particular clauses on the detail (the broker's and the insurer's managers)
    editClauses: route('POST /api/Proposal/UpdateParticularClauses'),
  },
  // policies (issue 15): the list and detail take their screens' rules (VISUALIZAR_APOLICES); the
  // detail's actions their functionalities, as the gateway's Policy routes check them
  apolices: {
    list: screen('/apolices'),
    show: screen('/apolice/:policyUniqueId'),
    cancel: { anyOf: [F.CANCELAR_APOLICE_MANUALMENTE] },
    blockRenewal: { anyOf: [F.BLOQUEIO_APOLICE_RENOVACAO] },
    issuanceReport: { anyOf: [F.DOWNLOAD_DO_LAUDO_DE_EMISSAO] },
    requestEndorsement: screen('/apolices/endossos/alteracao/:policyUniqueId/:typeId'),
  },
  // finance (issue 15): the processed CNAB return files listed on the finance page
  'financeiro-retorno-cnab': {
    list: screen('/financeiro/retorno-cnab'),
  },
  // request documents, one resource per owner kind (RequestDocumentsPanel)
  'documentos-tomador': holderDocuments('policy_holder'),
  'documentos-limite': holderDocuments('policy_holder_limit'),
  'documentos-segurado': {
    list: route('GET /api/Insured/GetDocumentsByInsuredUniqueId'),
    create: route('POST /api/Insured/CreateRequestDocument'),
    upload: route('POST /api/Insured/UploadRequestDocument'),
    rename: requestDocumentManageRule.insured,
    delete: route('POST /api/Insured/DeleteRequestDocument'),
    restore: requestDocumentManageRule.insured,
    review: requestDocumentManageRule.insured,
  },
  'documentos-corretor': {
    list: route('GET /api/Broker/GetBrokerRequestDocumentsByBroker'),
    create: route('POST /api/Broker/CreateBrokerRequestDocumentByInsurer'),
    upload: route('POST /api/Broker/UploadBrokerRequestDocumentArchiveByInsurer'),
    delete: route('POST /api/Broker/DeleteBrokerRequestDocument'),
    review: requestDocumentManageRule.broker,
  },
  'documentos-corretora': {
    list: route('GET /api/Broker/GetBrokerRequestDocuments'),
    upload: route('POST /api/Broker/UploadBrokerRequestDocumentArchive'),
    send: route('POST /api/Broker/SubmitDocumentToReview'),
  },
  'documentos-seguradora': {
    list: route('GET /api/InsuranceCompany/GetRequestDocuments'),
    create: route('POST /api/InsuranceCompany/CreateRequestDocument'),
    upload: route('POST /api/InsuranceCompany/UploadRequestDocument'),
    rename: route('POST /api/InsuranceCompany/ChangeRequestDocumentName'),
    delete: route('POST /api/InsuranceCompany/DeleteRequestDocument'),
    restore: route('POST /api/InsuranceCompany/RestoreRequestDocument'),
  },
  'documentos-proposta': {
    list: route('GET /api/Proposal/GetProposalRequestDocuments'),
    create: route('POST /api/Proposal/CreateProposalRequestDocument'),
    upload: route('POST /api/Proposal/SaveProposalRequestDocument'),
    rename: route('POST /api/Proposal/ProposalChangeRequestDocumentName'),
    delete: route('POST /api/Proposal/ProposalDeleteRequestDocument'),
    restore: route('POST /api/Proposal/ProposalRestoreRequestDocument'),
    review: requestDocumentManageRule.proposal,
  },
} satisfies Record<string, Record<string, AccessRule>>;

export type ResourceName = keyof typeof resourceAccess;
export type ResourceAction<R extends ResourceName> = keyof (typeof resourceAccess)[R] & string;

/** The resource of each request-document owner (the portal's owner kinds). */
export const requestDocumentResource = {
  policy_holder: 'documentos-tomador',
  policy_holder_limit: 'documentos-limite',
  insured: 'documentos-segurado',
  broker: 'documentos-corretor',
  own_broker: 'documentos-corretora',
  insurer: 'documentos-seguradora',
  proposal: 'documentos-proposta',
} as const satisfies Record<RequestDocumentOwnerKind | 'own_broker', ResourceName>;

/** The rule of `action` on `resource`, or undefined when the table has none (refused). */
export const findResourceRule = (resource: string, action: string): AccessRule | undefined => {
  const actions: Record<string, AccessRule> | undefined = Object.hasOwn(resourceAccess, resource)
    ? resourceAccess[resource as ResourceName]
    : undefined;
  return actions && Object.hasOwn(actions, action) ? actions[action] : undefined;
};
