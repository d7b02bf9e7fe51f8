import type { AccessRule } from './accessRule';
import { ccgApiAccess } from './ccgAccess';
import { Functionality as F } from './functionalities';
import { UserType } from './userTypes';

/**
 * Access rule of a gateway route:
 * - `none`: no token needed (sign-in, portal config, health)
 * - `authenticated`: any valid token of the tenant
 * - `{ anyOf, userTypes? }`: a token whose user holds any of these functionalities (and, when
 *   given, is of one of these user types)
 */
export const INSURER_STAFF = [UserType.INSURANCE, UserType.ADVISOR];
const HOLDERS_VIEW = [
  F.VISUALIZAR_TOMADORES,
  F.GERENCIAR_TOMADORES,
  F.VISUALIZAR_TOMADORES_SEGURADORA,
  F.GERENCIAR_TOMADORES_SEGURADORA,
];
const HOLDERS_MANAGE = [F.GERENCIAR_TOMADORES, F.GERENCIAR_TOMADORES_SEGURADORA];
const INSURED_VIEW = [F.VISUALIZAR_SEGURADO, F.GERENCIAR_SEGURADOS];
const BENEFICIARIES = [
  F.GERENCIAR_PROPOSTAS,
  F.GERENCIAR_PROPOSTAS_SEGURADORA,
  F.GERENCIAR_SEGURADOS,
  F.VISUALIZAR_SEGURADO,
];
const BROKERS_VIEW = [F.VISUALIZAR_CORRETORES, F.GERENCIAR_CORRETORES];
const OWN_BROKER = [F.VISUALIZAR_CORRETORA, F.GERENCIAR_CORRETORA];
const DOCUMENTS_VIEW = [
  F.VISUALIZAR_DOCUMENTOS,
  F.GERENCIAR_DOCUMENTOS,
  F.VISUALIZAR_TELA_DE_DOCUMENTOS,
];

export type ApiRule = 'none' | 'authenticated' | AccessRule;

const PROPOSALS_VIEW = [
  F.VISUALIZAR_PROPOSTAS,
  F.GERENCIAR_PROPOSTAS,
  F.VISUALIZAR_PROPOSTAS_SEGURADORA,
  F.GERENCIAR_PROPOSTAS_SEGURADORA,
];
const PROPOSALS_MANAGE = [F.GERENCIAR_PROPOSTAS, F.GERENCIAR_PROPOSTAS_SEGURADORA];

const ENGINE_RERUN: ApiRule = { anyOf: [F.REPROCESSAMENTO], userTypes: INSURER_STAFF };

/**
 * Who reads the archives of a document through Broker/GetBrokerRequestDocumentArchives, by the
 * document's owner kind: the spec lists that call for both the broker's and a proposal's.
 */
export const documentArchiveViewers = {
  broker: [...OWN_BROKER, ...BROKERS_VIEW],
  proposal: PROPOSALS_VIEW,
} as const;

const KANBAN: ApiRule = { anyOf: [F.VISUALIZAR_ESTEIRAS], userTypes: INSURER_STAFF };

/**
 * Finance (issue 15, h-cnab): the spec has no finance functionality. Settling a slip moves the
 * proposal on (the first instalment issues its policy), so it is the work of insurer staff who
 * manage proposals — GERENCIAR_PROPOSTAS_SEGURADORA — and of no broker, agent or advisor
 * (advisors act for brokers), hence the insurer user type alone. PARAMETRIZAR_SEGURADORA was
 * the other candidate, but it configures the insurer and moves no business record.
 */
export const FINANCE: ApiRule = {
  anyOf: [F.GERENCIAR_PROPOSTAS_SEGURADORA],
  userTypes: [UserType.INSURANCE],
};

const PARAMETERISATION: ApiRule = { anyOf: [F.PARAMETRIZAR_SEGURADORA], userTypes: INSURER_STAFF };

/**
 * The one table of gateway routes and what each needs. Keys are `METHOD /path`, paths as the
 * spec spells them (matching is case-insensitive). The server refuses to register a route that
 * is missing here, so a new route cannot go out unguarded.
 */
export const apiAccess: Record<string, ApiRule> = {
  'GET /health': 'none',
  'POST /api/Security/GetToken': 'none',
  'GET /api/Application/GetPortalConfig': 'none',
  'GET /api/Security/GetUserInfo': 'authenticated',
  'GET /api/Permissao/BuscarPermissoes': 'authenticated',
  'POST /api/Security/VerifyUserInfoAssignLastTermOfUser': 'authenticated',
  'POST /api/Security/AssignLastCompanyTermOfUse': 'authenticated',
  'GET /api/Core/GetTermOfUse': 'authenticated',
  'GET /api/Core/GetCompanyTermOfUseTags': 'authenticated',
  'POST /api/Security/Logout': 'authenticated',

  // accounts: password recovery, first access, broker self-registration, e-mail outbox
  'POST /api/Security/RequestRecoveryPassword': 'none',
  'POST /api/Security/ValidateUserInfoChangePasswordRequest': 'none',
  'POST /api/Security/ChangeUserInfoPassword': 'none',
  'POST /api/Security/ChangeOwnPassword': 'authenticated',
  'GET /api/Broker/ValidateBrokerRegistrationRequest': 'none',
  'POST /api/Broker/InsertBroker': 'none',
  // Holds every sign-in link the insurer sent: insurer staff only, never brokers.
  'GET /api/Mail/GetOutbox': { anyOf: [F.GERENCIAR_USUARIOS], userTypes: [UserType.INSURANCE] },

  // users and profiles (scope by tenant and broker is enforced in server/modules/users)
  'GET /api/Person/GetUsers': { anyOf: [F.VISUALIZAR_USUARIOS, F.GERENCIAR_USUARIOS] },
  'GET /api/Security/GetUserInfoByUniqueId': {
    anyOf: [F.VISUALIZAR_USUARIOS, F.GERENCIAR_USUARIOS],
  },
  'GET /api/Person/GetUserBrokers': { anyOf: [F.VISUALIZAR_USUARIOS, F.GERENCIAR_USUARIOS] },
  'POST /api/Person/SaveUserInfo': { anyOf: [F.GERENCIAR_USUARIOS] },
  'POST /api/Person/ChangeUserInfoStatus': { anyOf: [F.GERENCIAR_USUARIOS] },
  'DELETE /api/Person/DeleteUserInfo': { anyOf: [F.GERENCIAR_USUARIOS] },
  'POST /api/security/ForceChangeUserInfoPassword': { anyOf: [F.GERENCIAR_SENHA_USUARIOS] },
  'GET /api/UserProfile/GetSettableProfiles': { anyOf: [F.GERENCIAR_USUARIOS] },
  'GET /api/UserProfile/GetSettableProfilesBroker': { anyOf: [F.GERENCIAR_USUARIOS] },
  'GET /api/UserProfile/GetProfileByCompanyId': { anyOf: [F.GERENCIAR_PERFIS] },
  'POST /api/UserProfile/InsertOrUpdateProfile': { anyOf: [F.GERENCIAR_PERFIS] },
  'POST /api/UserProfile/UpdateUserInfoProfile': { anyOf: [F.GERENCIAR_PERFIS] },
  'DELETE /api/UserProfile/DeleteProfile': { anyOf: [F.GERENCIAR_PERFIS] },
  'GET /api/UserProfile/GetProfileApprovalLimits': { anyOf: [F.GERENCIAR_PERFIS] },
  'POST /api/UserProfile/UpdateProfileApprovalLimits': { anyOf: [F.GERENCIAR_PERFIS] },
  'GET /api/Menu/GetMenus': { anyOf: [F.GERENCIAR_PERFIS] },
  'POST /api/Menu/UpdateMenuFuncionalityInProfile': { anyOf: [F.GERENCIAR_PERFIS] },

  // ways in: advisor acting as a broker, single sign-on, directory login, acceptance terms
  'GET /api/Advisor/GetAdvisorBrokers': { anyOf: [F.LISTAR_CORRETORES_ASSESSOR] },
  'POST /api/Advisor/AuthenticationBroker': { anyOf: [F.LISTAR_CORRETORES_ASSESSOR] },
  'POST /api/Advisor/AuthenticationAdvisor': 'authenticated',
  'POST /api/Security/IssueSsoToken': { anyOf: [F.GERENCIAR_USUARIOS] },
  'GET /api/Directory/Start': 'none',
  'GET /api/CompanyAcceptanceTerm/GetLastCompanyAcceptanceTerm': 'authenticated',

  // locations: federative units, municipalities (IBGE, static data) and CEP search
  'GET /api/Location/GetStateProvinces': 'authenticated',
  'GET /api/Location/GetCities': 'authenticated',
  'GET /api/Location/SearchCEP': 'authenticated',

  // files: upload, signed download links (the signature is the download's credential)
  'POST /api/Archive/Upload': 'authenticated',
  'GET /api/Application/GetUrlFileDownload': 'authenticated',
  'GET /files/:container/*': 'none',

  // policy holders (tomadores): a broker reaches only the holders nominated to it
  'GET /api/PolicyHolder/SearchPolicyHoldersRelatedToCurrentUserLogged': { anyOf: HOLDERS_VIEW },
  'GET /api/PolicyHolder/SearchPolicyHolder': {
    anyOf: [...HOLDERS_VIEW, F.GERENCIAR_PROPOSTAS, F.GERENCIAR_PROPOSTAS_SEGURADORA],
  },
  'GET /api/PolicyHolder/GetPolicyHolder': { anyOf: HOLDERS_VIEW },
  'POST /api/PolicyHolder/InsertPolicyHolder': { anyOf: HOLDERS_MANAGE },
  'POST /api/PolicyHolder/SaveComplementarData': { anyOf: HOLDERS_MANAGE },
  'GET /api/PolicyHolderChangeHistory/Get': { anyOf: HOLDERS_VIEW },
  'POST /api/PolicyHolder/UpdatePolicyHolderName': { anyOf: HOLDERS_MANAGE },
  'POST /api/PolicyHolder/SavePolicyHolderLocation': { anyOf: HOLDERS_MANAGE },
  'DELETE /api/PolicyHolder/RemovePolicyHolderLocation': { anyOf: HOLDERS_MANAGE },
  'POST /api/PolicyHolder/ValidatePolicyHolderByCNPJToNewProposal': {
    anyOf: [F.GERENCIAR_PROPOSTAS, F.GERENCIAR_PROPOSTAS_SEGURADORA, ...HOLDERS_MANAGE],
  },
  'POST /api/PolicyHolder/RegisterPolicyHolderNomeationRequest': {
    anyOf: [...HOLDERS_MANAGE, F.GERENCIAR_PROPOSTAS],
  },
  'POST /api/PolicyHolder/DecidePolicyHolderNomeationRequest': {
    anyOf: [F.GERENCIAR_TOMADORES_SEGURADORA, F.NOMEACAO],
    userTypes: INSURER_STAFF,
  },
  'POST /api/PolicyHolder/InverterIgnoreCCGSignaturePolicyHolder': {
    anyOf: [F.IGNORAR_ASSINATURA_DE_CCG],
    userTypes: INSURER_STAFF,
  },
  'POST /api/PolicyHolder/UpdateEconomicGroupParticipantAfiancadoHolding': {
    anyOf: [F.GERENCIAR_TOMADORES_SEGURADORA, F.RESETAR_GRUPO_ECONOMICO],
    userTypes: INSURER_STAFF,
  },
  'POST /api/PolicyHolder/InverterBlockedPolicyHolder': {
    anyOf: [F.GERENCIAR_TOMADORES_SEGURADORA],
    userTypes: INSURER_STAFF,
  },
  'POST /api/PolicyHolder/InverterBlockedRestrictvePolicyHolder': {
    anyOf: [F.BLOQUEAR_RESTRITIVOS_DO_TOMADOR],
    userTypes: INSURER_STAFF,
  },
  'POST /api/PolicyHolder/UpdatePolicyHolderEnableAnnualInstallment': {
    anyOf: [F.GERENCIAR_TOMADORES_SEGURADORA],
    userTypes: INSURER_STAFF,
  },
  'POST /api/PolicyHolder/CalculatePolicyHolderLimitsAndRates': {
    anyOf: [F.GERENCIAR_TOMADORES_SEGURADORA, F.CREDITO],
    userTypes: INSURER_STAFF,
  },
  'POST /api/PolicyHolder/InsertPolicyHolderBranch': { anyOf: HOLDERS_MANAGE },
  'DELETE /api/PolicyHolder/DeletePolicyHolderBranchByUniqueId': { anyOf: HOLDERS_MANAGE },
  'GET /api/PolicyHolder/GetPolicyHolderBranch': { anyOf: HOLDERS_VIEW },
  'GET /api/PolicyHolder/GetPolicyHoldersNominatedByBrokerUniqueId': {
    anyOf: [...BROKERS_VIEW, ...OWN_BROKER, ...HOLDERS_VIEW],
  },

  // request documents: one implementation for every party (server/modules/documents); the
  // service checks the owner's scope (a broker only its nominated holders and its own documents)
  'GET /api/PolicyHolder/GetDocumentsByPolicyHolderUniqueId': { anyOf: HOLDERS_VIEW },
  'GET /api/PolicyHolder/GetRequestLimitDocuments': { anyOf: HOLDERS_VIEW },
  'POST /api/PolicyHolder/UploadRequestDocument': { anyOf: HOLDERS_MANAGE },
  'POST /api/PolicyHolder/UploadRequestLimitsDocument': { anyOf: HOLDERS_MANAGE },
  'POST /api/PolicyHolder/sendRequestToAnalysis': { anyOf: HOLDERS_MANAGE },
  'POST /api/PolicyHolder/CreateRequestDocument': {
    anyOf: [F.GERENCIAR_TOMADORES_SEGURADORA],
    userTypes: INSURER_STAFF,
  },
  'POST /api/PolicyHolder/DeleteRequestDocument': {
    anyOf: [F.GERENCIAR_TOMADORES_SEGURADORA],
    userTypes: INSURER_STAFF,
  },
  // also used for the insured's documents (spec part 1 §7 "Insured")
  'POST /api/PolicyHolder/ChangeRequestDocumentName': {
    anyOf: [F.GERENCIAR_TOMADORES_SEGURADORA, F.GERENCIAR_SEGURADOS],
    userTypes: INSURER_STAFF,
  },
  'POST /api/PolicyHolder/RestoreRequestDocument': {
    anyOf: [F.GERENCIAR_TOMADORES_SEGURADORA, F.GERENCIAR_SEGURADOS],
    userTypes: INSURER_STAFF,
  },
  'GET /api/Insured/GetDocumentsByInsuredUniqueId': { anyOf: INSURED_VIEW },
  'POST /api/Insured/UploadRequestDocument': { anyOf: [F.GERENCIAR_SEGURADOS] },
  'POST /api/Insured/DeleteRequestDocument': {
    anyOf: [F.GERENCIAR_SEGURADOS],
    userTypes: INSURER_STAFF,
  },
  'POST /api/Insured/CreateRequestDocument': {
    anyOf: [F.GERENCIAR_SEGURADOS],
    userTypes: INSURER_STAFF,
  },
  'GET /api/Broker/GetBrokerRequestDocuments': { anyOf: OWN_BROKER },
  // also the archives of a proposal's documents (spec part 2 §7 "Proposals"): the route checks
  // the rule of the document's own kind (documentArchiveViewers)
  'GET /api/Broker/GetBrokerRequestDocumentArchives': {
    anyOf: [...documentArchiveViewers.broker, ...documentArchiveViewers.proposal],
  },
  'POST /api/Broker/UploadBrokerRequestDocumentArchive': { anyOf: [F.GERENCIAR_CORRETORA] },
  'POST /api/Broker/SubmitDocumentToReview': { anyOf: [F.GERENCIAR_CORRETORA] },
  'GET /api/Broker/GetBrokerRequestDocumentsByBroker': { anyOf: BROKERS_VIEW },
  'GET /api/Broker/GetBrokerRequestDocumentsDeletedByBroker': { anyOf: BROKERS_VIEW },
  'POST /api/Broker/CreateBrokerRequestDocumentByInsurer': {
    anyOf: [F.GERENCIAR_CORRETORES],
    userTypes: INSURER_STAFF,
  },
  'POST /api/Broker/UploadBrokerRequestDocumentArchiveByInsurer': {
    anyOf: [F.GERENCIAR_CORRETORES],
    userTypes: INSURER_STAFF,
  },
  'POST /api/Broker/DeleteBrokerRequestDocument': {
    anyOf: [F.GERENCIAR_CORRETORES],
    userTypes: INSURER_STAFF,
  },
  'GET /api/InsuranceCompany/GetRequestDocuments': { anyOf: DOCUMENTS_VIEW },
  'POST /api/InsuranceCompany/CreateRequestDocument': { anyOf: [F.GERENCIAR_DOCUMENTOS] },
  'POST /api/InsuranceCompany/UploadRequestDocument': { anyOf: [F.GERENCIAR_DOCUMENTOS] },
  'POST /api/InsuranceCompany/ChangeRequestDocumentName': { anyOf: [F.GERENCIAR_DOCUMENTOS] },
  'POST /api/InsuranceCompany/DeleteRequestDocument': { anyOf: [F.GERENCIAR_DOCUMENTOS] },
  'POST /api/InsuranceCompany/RestoreRequestDocument': { anyOf: [F.GERENCIAR_DOCUMENTOS] },
  // the insurer's verdict on any party's or proposal's document (Conforme / Reprovado with a
  // reason); the service checks the manage rule of the document's own kind
  'POST /api/InsuranceCompany/ReviewRequestDocument': {
    anyOf: [
      F.GERENCIAR_TOMADORES_SEGURADORA,
      F.GERENCIAR_SEGURADOS,
      F.GERENCIAR_CORRETORES,
      F.GERENCIAR_DOCUMENTOS,
      F.GERENCIAR_PROPOSTAS_SEGURADORA,
    ],
    userTypes: INSURER_STAFF,
  },
  'GET /api/kanban/GetRequestDocumentArchives': 'authenticated',
  'GET /api/kanban/GetCardApprovers': KANBAN,

  // insured (segurados): shared records of the tenant; brokers read them, the insurer manages
  'GET /api/Insured/SearchInsureds': { anyOf: INSURED_VIEW },
  'GET /api/InsuredChangeHistory/Get': { anyOf: INSURED_VIEW },
  'GET /api/Insured/GetInsured': { anyOf: INSURED_VIEW },
  'POST /api/Insured/InsertInsured': { anyOf: [F.GERENCIAR_SEGURADOS] },
  'PATCH /api/Insured/SetBlocked': { anyOf: [F.GERENCIAR_SEGURADOS], userTypes: INSURER_STAFF },
  'PATCH /api/Insured/UpdateInsuredName': { anyOf: [F.GERENCIAR_SEGURADOS] },
  'PATCH /api/Insured/UpdateInsuredBranch': { anyOf: [F.GERENCIAR_SEGURADOS] },
  'POST /api/Insured/SaveInsuredLocation': { anyOf: [F.GERENCIAR_SEGURADOS] },
  'PATCH /api/Insured/UpdateLocation': { anyOf: [F.GERENCIAR_SEGURADOS] },
  'DELETE /api/Insured/RemoveInsuredLocation': { anyOf: [F.GERENCIAR_SEGURADOS] },
  'GET /api/Insured/SearchInsured': {
    anyOf: [...INSURED_VIEW, F.GERENCIAR_PROPOSTAS, F.GERENCIAR_PROPOSTAS_SEGURADORA],
  },
  'POST /api/Insured/ValidateInsuredByDocumentToNewProposal': {
    anyOf: [F.GERENCIAR_PROPOSTAS, F.GERENCIAR_PROPOSTAS_SEGURADORA, F.GERENCIAR_SEGURADOS],
  },

  // beneficiaries (proposal flow)
  'GET /api/Beneficiary/SearchBeneficiary': { anyOf: BENEFICIARIES },
  'POST /api/Beneficiary/ValidateBeneficiaryByDocument': { anyOf: BENEFICIARIES },
  'POST /api/Beneficiary/SaveBeneficiaryLocation': {
    anyOf: [F.GERENCIAR_PROPOSTAS, F.GERENCIAR_PROPOSTAS_SEGURADORA, F.GERENCIAR_SEGURADOS],
  },

  // brokers (corretores): insurer staff reach every broker; a broker only its own data
  'GET /api/Broker/GetCurrentBroker': { anyOf: OWN_BROKER },
  'PUT /api/Broker/UpdateBroker': { anyOf: [F.GERENCIAR_CORRETORA, F.GERENCIAR_CORRETORES] },
  'GET /api/Broker/ValidateBrokerStatus': 'authenticated',
  'POST /api/Broker/InsertBrokerByInsurer': {
    anyOf: [F.GERENCIAR_CORRETORES],
    userTypes: INSURER_STAFF,
  },
  'POST /api/Broker/ValidateBrokerRegistration': {
    anyOf: [F.GERENCIAR_CORRETORES],
    userTypes: INSURER_STAFF,
  },
  'GET /api/Broker/GetSearchBrokers': { anyOf: BROKERS_VIEW },
  'GET /api/Broker/GetBroker': { anyOf: [...BROKERS_VIEW, ...OWN_BROKER] },
  'GET /api/BrokerChangeHistory/Get': { anyOf: [...BROKERS_VIEW, ...OWN_BROKER] },
  'GET /api/Broker/GetBrokerProposalCommissions': { anyOf: [...BROKERS_VIEW, ...OWN_BROKER] },
  'GET /api/Broker/GetBrokerFinancialData': { anyOf: [...BROKERS_VIEW, ...OWN_BROKER] },
  'POST /api/Broker/InverterBlocked': {
    anyOf: [F.GERENCIAR_CORRETORES],
    userTypes: INSURER_STAFF,
  },
  'GET /api/Core/GetBanks': 'authenticated',

  // modalities: branches, groups, modalities, coverages, complementary modalities. Reads serve
  // every proposal; writes and the history belong to the insurer's parameterisation team.
  'GET /api/Core/GetAllCompanyBranch': 'authenticated',
  'GET /api/Core/GetModalitiesByBranch': 'authenticated',
  'GET /api/Modality/GetModalitiesGroups': 'authenticated',
  'GET /api/Modality/GetModalitiesByGroup': 'authenticated',
  'GET /api/Core/GetModality': 'authenticated',
  'GET /api/Core/GetAdditionalCoverages': 'authenticated',
  'POST /api/Core/GetAdditionalCoveragesObjects': 'authenticated',
  'GET /api/Core/GetComplementaryModalities': 'authenticated',
  'GET /api/Core/GetPercentageLimitPremiumRelationIssuredAmount': 'authenticated',
  'GET /api/Core/GetPercentageLimitPremiumRelationIssuedAmount': 'authenticated',
  'POST /api/Core/InsertModality': PARAMETERISATION,
  'PUT /api/Core/UpdateModality': PARAMETERISATION,
  'GET /api/ModalityChangeHistory/GetModalityChangeHistory': PARAMETERISATION,
  'POST /api/Core/InsertCoverage': PARAMETERISATION,
  'PUT /api/Core/UpdateCoverage': PARAMETERISATION,
  'DELETE /api/Core/EnableDisableCoverage': PARAMETERISATION,
  'POST /api/Core/InsertComplementaryModality': PARAMETERISATION,
  'DELETE /api/Core/EnableDisableComplementaryModality': PARAMETERISATION,
  // branches, groups and the premium limit as the parameterisation team writes them
  'GET /api/Core/GetCompanyBranchesParameterisation': PARAMETERISATION,
  'GET /api/Core/GetCompanyBranchesHistory': PARAMETERISATION,
  'POST /api/Core/InsertCompanyBranch': PARAMETERISATION,
  'PUT /api/Core/UpdateCompanyBranch': PARAMETERISATION,
  'POST /api/Modality/InsertModalityGroup': PARAMETERISATION,
  'PUT /api/Modality/UpdateModalityGroup': PARAMETERISATION,
  'GET /api/Core/GetPercentageLimitPremiumParameter': PARAMETERISATION,
  'PUT /api/Core/UpdatePercentageLimitPremiumRelationIssuedAmount': PARAMETERISATION,
  // contractual terms, particular clauses and required proposal documents: the proposal wizard
  // and the analysis cards read them; the parameterisation team writes them.
  'GET /api/Core/GetModalityObject': 'authenticated',
  'GET /api/Core/GetParticularDetailClauses': 'authenticated',
  'GET /api/Core/GetProposalParameterRequestDocuments': 'authenticated',
  'GET /api/Core/GetCardProposalParameterRequestDocuments': 'authenticated',
  'GET /api/Core/GetPipeTypeForDocument': 'authenticated',
  'PUT /api/Core/InsertContractualTerm': PARAMETERISATION,
  'POST /api/Core/InsertParticularClause': PARAMETERISATION,
  'PUT /api/Core/UpdateParticularClause': PARAMETERISATION,
  'PUT /api/Core/UpdateStatusParticularClause': PARAMETERISATION,
  'POST /api/Core/InsertProposalParameterRequestDocument': PARAMETERISATION,
  'PUT /api/Core/UpdateProposalParameterRequestDocument': PARAMETERISATION,
  'POST /api/Core/UpdateStatusProposalParameterRequestDocument': PARAMETERISATION,
  'DELETE /api/Core/DeleteProposalParameterRequestDocument': PARAMETERISATION,

  // payment parameters: instalments per payment code, with modality overrides. The read serves
  // the proposal flow; writes and the history are the insurer's parameterisation.
  'GET /api/InstallmentParameter/GetInstallmentParameter': 'authenticated',
  'POST /api/InstallmentParameter/CreateInstallmentParameter': PARAMETERISATION,
  'PUT /api/InstallmentParameter/ChangeInstallmentParameter': PARAMETERISATION,
  'GET /api/InstallmentParameter/GetInstallmentParameterHistory': PARAMETERISATION,
  'POST /api/InstallmentModalityParameter/ChangeInstallmentModalityParameter': PARAMETERISATION,
  'DELETE /api/InstallmentModalityParameter/DeleteInstallmentModalityParameter': PARAMETERISATION,

  // renewal and anniversary endorsement: defaults and per-modality rules. The reads and the
  // schedules serve the proposal and policy screens; writes and histories are parameterisation.
  'GET /api/Renewal/GetRenewalSettings': 'authenticated',
  'GET /api/Renewal/GetRenewalModalityRules': 'authenticated',
  'GET /api/Renewal/GetRenewalModalityRule': 'authenticated',
  'GET /api/Renewal/GetRenewalSchedule': 'authenticated',
  'PUT /api/Renewal/SaveRenewalSettings': PARAMETERISATION,
  'POST /api/Renewal/CreateRenewalModalityRule': PARAMETERISATION,
  'PUT /api/Renewal/UpdateRenewalModalityRule': PARAMETERISATION,
  'DELETE /api/Renewal/DeleteRenewalModalityRule': PARAMETERISATION,
  'GET /api/Renewal/GetRenewalHistory': PARAMETERISATION,
  'GET /api/AnniversaryEndorsement/GetAnniversarySettings': 'authenticated',
  'GET /api/AnniversaryEndorsement/GetAnniversaryModalityRules': 'authenticated',
  'GET /api/AnniversaryEndorsement/GetAnniversaryModalityRule': 'authenticated',
  'GET /api/AnniversaryEndorsement/GetAnniversarySchedule': 'authenticated',
  'PUT /api/AnniversaryEndorsement/SaveAnniversarySettings': PARAMETERISATION,
  'POST /api/AnniversaryEndorsement/CreateAnniversaryModalityRule': PARAMETERISATION,
  'PUT /api/AnniversaryEndorsement/UpdateAnniversaryModalityRule': PARAMETERISATION,
  'DELETE /api/AnniversaryEndorsement/DeleteAnniversaryModalityRule': PARAMETERISATION,
  'GET /api/AnniversaryEndorsement/GetAnniversaryHistory': PARAMETERISATION,

  // bureaus: query types with their bureaus in fallback order, the PJ query settings and their
  // evaluation of a company (registration and analysis of PJ holders), the broker profile
  // settings. Reads serve the holder flows; writes and histories are the parameterisation's.
  // costs per query are the insurer's business: its staff only
  'GET /api/Parametros/ObterParametrosConsultasPorBureau': {
    anyOf: [F.PARAMETRIZAR_SEGURADORA, ...HOLDERS_VIEW],
    userTypes: INSURER_STAFF,
  },
  'GET /api/Parametros/ObterBureausPorConsulta': {
    anyOf: [F.PARAMETRIZAR_SEGURADORA, ...HOLDERS_VIEW],
    userTypes: INSURER_STAFF,
  },
  'POST /api/Parametros/AdicionarParametrosConsultasPorBureau': PARAMETERISATION,
  'POST /api/Parametros/AtualizarParametrosConsultasPorBureau': PARAMETERISATION,
  'POST /api/Parametros/DeletarParametrosConsultasPorBureau': PARAMETERISATION,
  'GET /api/Parametros/ObterHistoricoParametrosConsultas': PARAMETERISATION,
  'GET /api/Parametros/ObterConfiguracaoConsultaPJ': 'authenticated',
  'POST /api/Parametros/SalvarConfiguracaoConsultaPJ': PARAMETERISATION,
  'GET /api/Parametros/ObterHistoricoConfiguracaoConsultaPJ': PARAMETERISATION,
  'GET /api/Parametros/AvaliarConsultaPJ': {
    anyOf: [...HOLDERS_MANAGE, F.PARAMETRIZAR_SEGURADORA],
  },
  'GET /api/Parametros/ObterPerfilCorretor': PARAMETERISATION,
  'POST /api/Parametros/SalvarPerfilCorretor': PARAMETERISATION,
  'GET /api/Parametros/ObterHistoricoPerfilCorretor': PARAMETERISATION,
  // issuance settings ("Emissão e cobrança", our extension, issue 15): the collection account,
  // beneficiary, PIX key, first due date, issue-before-payment and cancellation method
  'GET /api/Parametros/ObterParametrosEmissao': PARAMETERISATION,
  'POST /api/Parametros/SalvarParametrosEmissao': PARAMETERISATION,
  'GET /api/Parametros/ObterHistoricoParametrosEmissao': PARAMETERISATION,

  // general conditions: versions per sector (público 0775, privado 0776). The proposal flow reads
  // the versions in force and a proposal's own version; publishing and the history are the
  // insurer's parameterisation.
  'GET /api/Plug/GetGeneralConditions': 'authenticated',
  'GET /api/Plug/GetGeneralConditionVersion': 'authenticated',
  'GET /api/Plug/GetGeneralConditionVersions': PARAMETERISATION,
  'POST /api/Plug/PublishGeneralConditionVersion': PARAMETERISATION,
  'GET /api/Plug/GetGeneralConditionsHistory': PARAMETERISATION,

  // proposals: the scope (tenant, broker and co-broker, holder) is the service's; writes need the
  // manage functionalities; sending back for adjustment and re-running the engines are the
  // insurer's.
  'GET /api/Proposal/SearchProposals': { anyOf: PROPOSALS_VIEW },
  'GET /api/Proposal/GetProposals': { anyOf: PROPOSALS_VIEW },
  'POST /api/Proposal/SearchBrokerProposalByText': {
    anyOf: [F.VISUALIZAR_PROPOSTAS, F.GERENCIAR_PROPOSTAS],
  },
  'GET /api/Proposal/GetProposalByUniqueId': { anyOf: PROPOSALS_VIEW },
  'GET /api/Proposal/GetProposalByUniqueId2': { anyOf: PROPOSALS_VIEW },
  'POST /api/Proposal/UpdateProposal': { anyOf: PROPOSALS_MANAGE },
  // ours: the co-brokers a proposal's manager may pick (a broker may not search the brokers)
  'GET /api/Proposal/SearchCoBrokers': { anyOf: PROPOSALS_MANAGE },
  'POST /api/Proposal/CancelProposal': { anyOf: PROPOSALS_MANAGE },
  'POST /api/Proposal/CalculateFinancialData': { anyOf: PROPOSALS_MANAGE },
  'POST /api/Proposal/UpdateCalculateFinancialData': { anyOf: PROPOSALS_MANAGE },
  'POST /api/Proposal/UpdateFinancialData': { anyOf: PROPOSALS_MANAGE },
  'POST /api/Proposal/SubmitProposal': { anyOf: [F.GERENCIAR_PROPOSTAS] },
  // issuance (server/modules/issuance): the broker that owns the proposal or insurer staff who
  // manage proposals issue an approved one; the status machine and the scope decide the rest
  'POST /api/Proposal/IssueProposal': { anyOf: PROPOSALS_MANAGE },
  'POST /api/Proposal/ExecuteAutomaticPEPApprovalValidation': ENGINE_RERUN,
  'POST /api/Proposal/ExecuteAutomaticCreditApprovalValidation': ENGINE_RERUN,
  'POST /api/Proposal/ExecuteAutomaticRegistrationApprovalValidation': ENGINE_RERUN,
  'POST /api/Proposal/ExecuteAutomaticSubscriptionApprovalValidation': ENGINE_RERUN,
  'POST /api/Proposal/ExecuteAutomaticReinsuranceApprovalValidation': ENGINE_RERUN,
  'POST /api/Proposal/RequestProposalAdjustment': {
    anyOf: [F.GERENCIAR_PROPOSTAS_SEGURADORA],
    userTypes: INSURER_STAFF,
  },
  // the proposal's request documents (server/modules/documents/proposalRoutes.ts): the proposal's
  // scope decides (another's is 404); writes only while the proposal may change
  // (domain/proposalDocuments.ts); the insurer's verdict is InsuranceCompany/ReviewRequestDocument
  'GET /api/Proposal/GetPendingRequiredRequestDocuments': { anyOf: PROPOSALS_VIEW },
  'GET /api/Proposal/GetProposalRequestDocuments': { anyOf: PROPOSALS_VIEW },
  'POST /api/Proposal/SaveProposalRequestDocument': { anyOf: PROPOSALS_MANAGE },
  'POST /api/Proposal/CreateProposalRequestDocument': { anyOf: PROPOSALS_MANAGE },
  'POST /api/Proposal/ProposalChangeRequestDocumentName': { anyOf: PROPOSALS_MANAGE },
  'POST /api/Proposal/ProposalDeleteRequestDocument': { anyOf: PROPOSALS_MANAGE },
  'POST /api/Proposal/ProposalRestoreRequestDocument': { anyOf: PROPOSALS_MANAGE },
  // the proposal's texts (server/modules/proposals/contractRoutes.ts): whoever reads the proposal
  // gets its contract draft PDF (downloaded as a proposal archive) and its texts with the tags
  // filled; the clauses change while the proposal does
  'GET /api/Proposal/GenerateContractDraft': { anyOf: PROPOSALS_VIEW },
  'GET /api/Proposal/GetProposalContractualTerms': { anyOf: PROPOSALS_VIEW },
  'GET /api/Proposal/GetCompanyProposalTags': { anyOf: PROPOSALS_VIEW },
  // bank slips (server/modules/bank-slips, issue 15): whoever reads the proposal downloads its
  // slips and sees their payment state
  'GET /api/Proposal/DownloadBankSlip': { anyOf: PROPOSALS_VIEW },
  'GET /api/Proposal/GetBankSlips': { anyOf: PROPOSALS_VIEW },
  'POST /api/Proposal/UpdateParticularClauses': { anyOf: PROPOSALS_MANAGE },
  // risk data after approval and the term checks (riskRoutes.ts): a risk change is made with
  // UpdateProposal; undoing it, a timeline note and an endorsement proposal's save are writes
  'GET /api/Proposal/GetProposalRiskChange': { anyOf: PROPOSALS_VIEW },
  'POST /api/Proposal/ResetProposalRiskChange': { anyOf: PROPOSALS_MANAGE },
  'GET /api/Proposal/ValidateRetroactivityDays': { anyOf: PROPOSALS_VIEW },
  'POST /api/Proposal/GetValidateDeadlineModality': { anyOf: PROPOSALS_VIEW },
  'POST /api/Proposal/UpdateProposalTimelineInfo': { anyOf: PROPOSALS_MANAGE },
  'POST /api/Proposal/UpdateProposalEndorsement': { anyOf: PROPOSALS_MANAGE },
  // the kanban service (server/modules/kanban, under the portal config's kanbanUrl): menu 1's
  // VISUALIZAR_ESTEIRAS opens it to insurer staff; each pipe then needs its own analysis
  // functionality (domain/kanban.ts pipeCatalogue), checked by the service (403)
  'GET /kanban-api/api/kanban/v1.0/pipes': KANBAN,
  'GET /kanban-api/api/kanban/v1.0/pipes/:id': KANBAN,
  'GET /kanban-api/api/kanban/v1.0/pipes/:id/steps/filter': KANBAN,
  'GET /kanban-api/api/kanban/v1.0/pipes/:id/events': KANBAN,
  'GET /kanban-api/api/kanban/v1.0/pipes/:id/steps/:stepId/skip/:n/filterCardsValues': KANBAN,
  'GET /kanban-api/api/kanban/v1.0/pipes/:id/:document/steps/filter': KANBAN,
  'POST /kanban-api/api/kanban/v1.0/pipes/:id/steps/filterPriority': KANBAN,
  'POST /kanban-api/api/kanban/v1.0/steps/:stepId/card-navigation': KANBAN,
  // the broker cards' data and actions: the card's pipe is checked by the service (403)
  'GET /api/kanban/GetCardBrokerInfo': KANBAN,
  'POST /api/kanban/KanbanBrokerRequestDocument': KANBAN,
  'POST /api/kanban/KanbanBrokerChangeStatusRequestDocument': KANBAN,
  'POST /api/kanban/KanbanBrokerDeleteRequestDocument': KANBAN,
  'POST /api/kanban/KanbanBrokerRequestDocumentsSendToBroker': KANBAN,
  // RAMO_ATIVIDADE and GRUPO_ECONOMICO card data (server/modules/kanban/activityCards): the pipe's
  // functionality is checked by the service (403), as on the board
  'GET /api/kanban/GetBranchActivities': KANBAN,
  'GET /api/kanban/GetCardBranchActivityInfo': KANBAN,
  'POST /api/kanban/KanbanSaveBranchActivity': KANBAN,
  'GET /api/kanban/GetCardEconomicGroupInfo': KANBAN,
  'POST /api/kanban/KanbanSaveEconomicGroup': KANBAN,
  // proposal and endorsement cards (server/modules/kanban/proposalCards): the service checks the
  // card's pipe (sees it; acts in it for writes)
  'GET /api/kanban/GetCardProposalInfo': KANBAN,
  'GET /api/kanban/GetCardEndorsementInfo': KANBAN,
  'POST /api/kanban/KanbanProposalRequestDocument': KANBAN,
  'POST /api/kanban/KanbanProposalChangeStatusRequestDocument': KANBAN,
  'POST /api/kanban/KanbanProposalDeleteRequestDocument': KANBAN,
  'POST /api/kanban/KanbanProposalSendToBroker': KANBAN,
  'POST /api/kanban/KanbanSendEmailRequestDocumentToBroker': KANBAN,
  'POST /api/kanban/KanbanSendEmailRequestDocumentToBrokerByPipe': KANBAN,
  'POST /api/kanban/FollowUpSendObservation': KANBAN,
  'POST /api/kanban/KanbanInsuranceUpdateProposal': KANBAN,
  'POST /api/kanban/KanbanInsuranceUpdateProposalContractualTerms': KANBAN,
  // policy holders' cards (server/modules/kanban/holderCards): the service checks the pipe
  'GET /api/kanban/GetCardPolicyHolderNomeationRequestInfo': KANBAN,
  'GET /api/kanban/GetCardRequestLimitInfo': KANBAN,
  'POST /api/kanban/KanbanRequestLimitChangeStatusRequestDocument': KANBAN,
  'POST /api/kanban/UpdateRequestLimitProposal': KANBAN,
  'POST /api/policyHolder/CreatePolicyHolderRequestLimitObservation': KANBAN,
  ...ccgApiAccess,
  // the calls common to every card (kanban/cardCommonRoutes.ts): the pipe's own check in the service
  'GET /api/kanban/GetKanbanCardOwner': KANBAN,
  'GET /api/kanban/GetKanbanCardOwnerList': KANBAN,
  'GET /api/Kanban/GetCardMovementUser': KANBAN,
  'GET /api/kanban/GetAllKanbanCardPriority': KANBAN,
  'GET /api/kanban/GetCardJustificationParameters': KANBAN,
  'POST /api/kanban/UpdateKanbanCardOwner': KANBAN,
  'POST /api/kanban/UpdateKanbanCardJustification': KANBAN,
  'POST /api/kanban/UpdateKanbanCardPriority': KANBAN,
  // policies (issue 15, the policy calls; server/modules/policies): the scope (tenant, broker and
  // co-broker, holder) is the service's, another's policy is 404; the internal cancel and the
  // renewal block are the insurer's
  'GET /api/Policy/SearchPoliciesRelatedToLoggedUser': { anyOf: [F.VISUALIZAR_APOLICES] },
  'GET /api/Policy/GetPolicyShortBrief': { anyOf: [F.VISUALIZAR_APOLICES] },
  'GET /api/Policy/SearchPoliciesRelatedToPolicyHolder': { anyOf: [F.VISUALIZAR_APOLICES] },
  'GET /api/Policy/SearchPoliciesRelatedToInsured': { anyOf: [F.VISUALIZAR_APOLICES] },
  'GET /api/Policy/GetHistory': { anyOf: [F.VISUALIZAR_APOLICES] },
  'GET /api/Policy/DownloadLastEndorsementDocument': { anyOf: [F.VISUALIZAR_APOLICES] },
  'GET /api/Policy/ObterPolicyUniqueIdPorNumeroApolice': { anyOf: [F.VISUALIZAR_APOLICES] },
  'GET /api/policy/GetNumberOfDaysToCancelPolicy': {
    anyOf: [F.VISUALIZAR_APOLICES, F.CANCELAR_APOLICE_MANUALMENTE],
  },
  'POST /api/Policy/InternalCancelPolicy': {
    anyOf: [F.CANCELAR_APOLICE_MANUALMENTE],
    userTypes: INSURER_STAFF,
  },
  'PUT /api/Policy/UpdatePolicyRenewal': {
    anyOf: [F.BLOQUEIO_APOLICE_RENOVACAO],
    userTypes: INSURER_STAFF,
  },
  // policy documents (server/modules/policy-documents, issue 15): the policy document follows the
  // proposal's scope; the issuance report is the insurer's; the validation is public (no token),
  // rate-limited per address, and tells nothing unless the number and a party's document match
  'GET /api/Policy/DownloadPolicyDocument': { anyOf: [F.VISUALIZAR_APOLICES] },
  'GET /api/Proposal/LoadIssuanceReport': {
    anyOf: [F.DOWNLOAD_DO_LAUDO_DE_EMISSAO],
    userTypes: INSURER_STAFF,
  },
  'GET /api/Policy/ValidatePolicy': 'none',
  // finance (issue 15, h-cnab): the CNAB return upload and the manual settlement
  'POST /api/Finance/UploadCnabReturn': FINANCE,
  'GET /api/Finance/GetCnabReturnFiles': FINANCE,
  'GET /api/Finance/GetCnabReturnFile': FINANCE,
  'GET /api/Finance/SearchBankSlips': FINANCE,
  'POST /api/Finance/SettleBankSlipManually': FINANCE,
};

export const apiAccessKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.toLowerCase()}`;

const normalized = new Map(
  Object.entries(apiAccess).map(([key, rule]) => {
    const [method, path] = key.split(' ');
    return [apiAccessKey(method, path), rule] as const;
  }),
);

export const findApiRule = (method: string, path: string): ApiRule | undefined =>
  normalized.get(apiAccessKey(method, path));
