import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { CustomRoutes, Loading } from 'react-admin';
import { Navigate, Outlet, Route } from 'react-router-dom';
import { isAccessRule, screenAccess } from '../domain/screenAccess';
import { RouteGuard } from './layout/RouteGuard';
import { LoginPage } from './pages/LoginPage';
// in the first load anyway: App shows it when the tenant is in maintenance
import { MaintenancePage } from './pages/MaintenancePage';
import { RedirectToHomePage } from './pages/RedirectToHomePage';
import { resourceLoaders } from './resourceProviders';

/*
 * Only the sign-in page and the guard are in the first load: every other screen, and the
 * signed-in layout (menu, app bar), is a chunk of its own fetched when its route is first opened.
 */
/**
 * A screen loaded when its route first opens. With `resource`, that resource's mapping onto the
 * gateway (src/resourceProviders.ts) loads beside it: the screen's first call needs it, and
 * fetched only when that call came it was one more round trip before the record showed (a
 * holder's page on a phone, issue 17). A failure there is the call's to report, not the screen's.
 */
// `any` as in React's own lazy(): the screen keeps its props' type through T
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const page = <Module extends Record<Name, ComponentType<any>>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  resource?: keyof typeof resourceLoaders,
) =>
  lazy(() => {
    if (resource) resourceLoaders[resource]?.().catch(() => undefined);
    return load().then((module) => ({ default: module[name] }));
  });

const AuthenticatedLayout = page(
  () => import('./layout/AuthenticatedLayout'),
  'AuthenticatedLayout',
);
// the access pages besides sign-in
const CredentialsPage = page(() => import('./pages/sso/CredentialsPage'), 'CredentialsPage');
const CredentialsRedirectPage = page(
  () => import('./pages/sso/CredentialsRedirectPage'),
  'CredentialsRedirectPage',
);
const CredentialsTokenPage = page(
  () => import('./pages/sso/CredentialsTokenPage'),
  'CredentialsTokenPage',
);
const StartRegistrationPage = page(
  () => import('./pages/accounts/StartRegistrationPage'),
  'StartRegistrationPage',
);
const CompleteRegistrationPage = page(
  () => import('./pages/accounts/CompleteRegistrationPage'),
  'CompleteRegistrationPage',
);
const PasswordLinkPage = page(
  () => import('./pages/accounts/PasswordLinkPage'),
  'PasswordLinkPage',
);
const PasswordRecoveryPage = page(
  () => import('./pages/accounts/PasswordRecoveryPage'),
  'PasswordRecoveryPage',
);
const DirectoryLoginPage = page(
  () => import('./pages/directory/DirectoryLoginPage'),
  'DirectoryLoginPage',
);
const LoginAdCallbackRoute = page(
  () => import('./pages/LoginAdCallbackRoute'),
  'LoginAdCallbackRoute',
);
const CcgTemplatePage = page(() => import('./pages/ccg/CcgTemplatePage'), 'CcgTemplatePage');
const CcgStepsPage = page(() => import('./pages/ccg/CcgStepsPage'), 'CcgStepsPage');
const ErrorPage401 = page(() => import('./pages/ErrorPage401'), 'ErrorPage401');
const ErrorPage404 = page(() => import('./pages/ErrorPage404'), 'ErrorPage404');
const LockedPage = page(() => import('./pages/LockedPage'), 'LockedPage');
// the public policy validation (issue 15)
const ValidarApolicePage = page(
  () => import('./pages/validarApolice/ValidarApolicePage'),
  'ValidarApolicePage',
);
// signed-in pages that are not a resource's screens
const ChangeOwnPasswordPage = page(
  () => import('./pages/accounts/ChangeOwnPasswordPage'),
  'ChangeOwnPasswordPage',
);
const OutboxPage = page(() => import('./pages/accounts/OutboxPage'), 'OutboxPage');
const AcceptanceTermsPage = page(
  () => import('./pages/acceptanceTerms/AcceptanceTermsPage'),
  'AcceptanceTermsPage',
);
const AdvisorBrokersPage = page(
  () => import('./pages/advisor/AdvisorBrokersPage'),
  'AdvisorBrokersPage',
);
const ParametrizacaoMenuPage = page(
  () => import('./pages/parametrizacao/ParametrizacaoMenuPage'),
  'ParametrizacaoMenuPage',
);
const PlaceholderPage = page(() => import('./pages/PlaceholderPage'), 'PlaceholderPage');
const DefaultStepRedirect = page(
  () => import('./pages/DefaultStepRedirect'),
  'DefaultStepRedirect',
);
const FirstAllowedRedirect = page(
  () => import('./pages/FirstAllowedRedirect'),
  'FirstAllowedRedirect',
);

// users and profiles: the resources' list screens, loaded on first visit
const UsuariosList = lazy(() =>
  import('../resources/usuarios').then((resource) => ({ default: resource.default.list })),
);
const PerfisList = lazy(() =>
  import('../resources/perfis').then((resource) => ({ default: resource.default.list })),
);
// parties: list and detail screens in chunks of their own, so a list does not fetch its detail
const CorretoresList = page(
  () => import('../resources/corretores/BrokerList'),
  'BrokerList',
  'corretores',
);
const CorretorCreate = page(
  () => import('../resources/corretores/BrokerCreate'),
  'BrokerCreate',
  'corretores',
);
const CorretorShow = page(
  () => import('../resources/corretores/BrokerShow'),
  'BrokerShow',
  'corretores',
);
const CorretorOwn = page(
  () => import('../resources/corretores/OwnBrokerPage'),
  'OwnBrokerPage',
  'corretores',
);
const SeguradosList = page(
  () => import('../resources/segurados/InsuredList'),
  'InsuredList',
  'segurados',
);
const SeguradoShow = page(
  () => import('../resources/segurados/InsuredShow'),
  'InsuredShow',
  'segurados',
);
const TomadoresList = page(
  () => import('../resources/tomadores/PolicyHolderList'),
  'PolicyHolderList',
  'tomadores',
);
const TomadorShow = page(
  () => import('../resources/tomadores/PolicyHolderShow'),
  'PolicyHolderShow',
  'tomadores',
);
// proposals: the broker's and the insurer's list, the detail (both views) and the timeline
const PropostasList = page(
  () => import('../resources/propostas/ProposalList'),
  'BrokerProposalList',
  'propostas',
);
const PropostasSeguradoraList = page(
  () => import('../resources/propostas/ProposalList'),
  'InsurerProposalList',
  'propostas',
);
const PropostaShow = page(
  () => import('../resources/propostas/ProposalShow'),
  'BrokerProposalShow',
  'propostas',
);
const PropostaSeguradoraShow = page(
  () => import('../resources/propostas/ProposalShow'),
  'InsurerProposalShow',
  'propostas',
);
const PropostaTimeline = page(
  () => import('../resources/propostas/ProposalTimelinePage'),
  'ProposalTimelinePage',
  'propostas',
);
// policies (issue 15): the list and the detail
const ApolicesList = page(
  () => import('../resources/apolices/PolicyList'),
  'PolicyList',
  'apolices',
);
const ApoliceShow = page(
  () => import('../resources/apolices/PolicyShow'),
  'PolicyShow',
  'apolices',
);

// proposals: the new-proposal wizard (one chunk for its five steps and the edit entry)
const wizard = () => import('../resources/propostas/wizard/ProposalWizardPage');
const ProposalWizardPage = page(wizard, 'ProposalWizardPage', 'propostas');
const EditProposalRedirect = page(wizard, 'EditProposalRedirect');

// parameterisation: modalities (list, a group, one modality)
const modalidades = () => import('../resources/modalidades').then((resource) => resource.default);
const ModalidadesList = lazy(() => modalidades().then((r) => ({ default: r.list })));
const ModalidadeGrupo = lazy(() => modalidades().then((r) => ({ default: r.group })));
const ModalidadeShow = lazy(() => modalidades().then((r) => ({ default: r.show })));
const PagamentosPage = lazy(() =>
  import('../resources/pagamentos').then((r) => ({ default: r.default.list })),
);
const CondicoesGeraisPage = lazy(() =>
  import('../resources/condicoes-gerais').then((r) => ({ default: r.default.list })),
);
// parameterisation: bureaus per query type, PJ query settings, broker profile
const bureaus = () => import('../resources/bureaus').then((resource) => resource.default);
const BureausList = lazy(() => bureaus().then((r) => ({ default: r.list })));
const BureausShow = lazy(() => bureaus().then((r) => ({ default: r.show })));
const ConsultaPjPage = lazy(() =>
  import('../resources/consulta-pj').then((r) => ({ default: r.default.list })),
);
const BrokerProfilePage = lazy(() =>
  import('../resources/broker-profile').then((r) => ({ default: r.default.list })),
);
// parameterisation: issuance and collection settings (issue 15)
const EmissaoPage = lazy(() =>
  import('../resources/emissao').then((r) => ({ default: r.default.list })),
);
// parameterisation: renewal and anniversary endorsement (menu, defaults, modality rules)
const renovacao = () => import('../resources/renovacao').then((resource) => resource.default);
const RenovacaoMenu = lazy(() => renovacao().then((r) => ({ default: r.menu })));
const RenovacaoSettings = lazy(() => renovacao().then((r) => ({ default: r.settings })));
const RenovacaoList = lazy(() => renovacao().then((r) => ({ default: r.list })));
const RenovacaoCreate = lazy(() => renovacao().then((r) => ({ default: r.create })));
const RenovacaoEdit = lazy(() => renovacao().then((r) => ({ default: r.edit })));
const aniversario = () => import('../resources/aniversario').then((resource) => resource.default);
const AniversarioMenu = lazy(() => aniversario().then((r) => ({ default: r.menu })));
const AniversarioSettings = lazy(() => aniversario().then((r) => ({ default: r.settings })));
const AniversarioList = lazy(() => aniversario().then((r) => ({ default: r.list })));
const AniversarioCreate = lazy(() => aniversario().then((r) => ({ default: r.create })));
const AniversarioEdit = lazy(() => aniversario().then((r) => ({ default: r.edit })));

// finance (issue 15): the CNAB return and the manual settlement
const CnabReturnPage = page(() => import('./pages/financeiro/CnabReturnPage'), 'CnabReturnPage');
// the kanban: the pipes and one pipe's board (drag and drop, card views)
const KanbanPipesPage = page(() => import('./pages/kanban/KanbanPipesPage'), 'KanbanPipesPage');
const KanbanBoardPage = page(() => import('./pages/kanban/KanbanBoardPage'), 'KanbanBoardPage');

// the insurer's document catalogue
const DocumentsPage = lazy(() =>
  import('./pages/documents/DocumentsPage').then((page) => ({ default: page.DocumentsPage })),
);

export interface AppRoute {
  /** the path exactly as domain/screenAccess.ts (and the spec) writes it */
  path: string;
  /** the react-router pattern, when react-router cannot take the spec's path as is */
  routerPath?: string;
  element: ReactElement;
}

const soon = (key: string) => <PlaceholderPage titleKey={`aval.routes.${key}`} />;

/** Every screen of spec part 1 §2, in the spec's order: the one route table of the portal. */
export const appRoutes: AppRoute[] = [
  { path: '/login/:companyDns?', element: <LoginPage /> },
  { path: '/login/:companyDns?/assessor', element: <LoginPage advisor /> },
  { path: '/credentials', element: <CredentialsPage /> },
  { path: '/acesso/credentials-asd/:token/:extraPath?', element: <CredentialsTokenPage /> },
  { path: '/acesso/credentials-asd-redirect', element: <CredentialsRedirectPage /> },
  { path: '/iniciar-cadastro', element: <StartRegistrationPage /> },
  { path: '/completar-cadastro/:cnpj', element: <CompleteRegistrationPage /> },
  { path: '/primeiro-acesso/:token', element: <PasswordLinkPage kind="first_access" /> },
  { path: '/recuperacao-da-senha', element: <PasswordRecoveryPage /> },
  { path: '/login-entra-ad/:seguradora', element: <DirectoryLoginPage /> },
  {
    path: '/login-ad-:seguradora-callback',
    routerPath: '/:loginAdCallback',
    element: <LoginAdCallbackRoute />,
  },
  { path: '/alterar-senha/:token', element: <PasswordLinkPage kind="password_reset" /> },
  { path: '/error-401', element: <ErrorPage401 /> },
  { path: '/maintenance', element: <MaintenancePage /> },
  { path: '/error-404', element: <ErrorPage404 /> },
  { path: '/locked', element: <LockedPage /> },
  { path: '/validar-apolice', element: <ValidarApolicePage /> },

  { path: '/redirect-to-home', element: <RedirectToHomePage /> },
  { path: '/trocar-senha', element: <ChangeOwnPasswordPage /> },
  { path: '/contrato', element: <CcgTemplatePage /> },
  { path: '/stepper', element: <CcgStepsPage /> },
  { path: '/bi/embbeded', element: soon('bi') },
  { path: '/integracoes', element: soon('integracoes') },
  { path: '/gerenciamento-consultas-bureau', element: soon('consultasBureau') },
  { path: '/kanban', element: <KanbanPipesPage /> },
  { path: '/kanban/pipe/:token/:pipeid?', element: <KanbanBoardPage /> },
  { path: '/apolices', element: <ApolicesList /> },
  { path: '/apolice/:policyUniqueId', element: <ApoliceShow /> },
  { path: '/apolices/endossos', element: soon('endossos') },
  {
    path: '/apolices/endossos/alteracao/:policyUniqueId/:typeId',
    element: soon('endossoAlteracao'),
  },
  { path: '/apolices/endossos/emissao/:uniqueId', element: soon('endossoEmissao') },
  { path: '/propostas', element: <PropostasList /> },
  { path: '/propostas/proposta/:propostaUniqueId', element: <PropostaShow /> },
  { path: '/propostas/proposta/editar/:propostaUniqueId', element: <EditProposalRedirect /> },
  {
    path: '/propostas/nova-proposta',
    element: <Navigate to="/propostas/nova-proposta-new/dados-tomador" replace />,
  },
  { path: '/propostas/timeline/:propostaUniqueId', element: <PropostaTimeline /> },
  {
    path: '/propostas/nova-proposta-new',
    element: <Navigate to="/propostas/nova-proposta-new/dados-tomador" replace />,
  },
  {
    path: '/propostas/nova-proposta-new/dados-tomador',
    element: <ProposalWizardPage step="dados-tomador" />,
  },
  {
    path: '/propostas/nova-proposta-new/dados-segurado',
    element: <ProposalWizardPage step="dados-segurado" />,
  },
  {
    path: '/propostas/nova-proposta-new/dados-de-risco',
    element: <ProposalWizardPage step="dados-de-risco" />,
  },
  {
    path: '/propostas/nova-proposta-new/resumo-da-proposta',
    element: <ProposalWizardPage step="resumo-da-proposta" />,
  },
  {
    path: '/propostas/nova-proposta-new/dados-financeiros/:propostaUniqueId',
    element: <ProposalWizardPage step="dados-financeiros" />,
  },
  {
    path: '/propostas/endosso/:endorsementKind/:policyUniqueId/:subTipoEndossoId/:step?',
    element: (
      <DefaultStepRedirect param="step" firstStep="informacoes-do-endosso">
        {soon('propostaEndosso')}
      </DefaultStepRedirect>
    ),
  },
  { path: '/propostas-seguradora', element: <PropostasSeguradoraList /> },
  {
    path: '/propostas-seguradora/proposta/:proposalType?/:propostaUniqueId?',
    element: <PropostaSeguradoraShow />,
  },
  // finance (issue 15): the CNAB return and the manual settlement
  { path: '/financeiro/retorno-cnab', element: <CnabReturnPage /> },
  { path: '/corretor', element: <CorretorOwn /> },
  { path: '/corretor-assessoria', element: <AdvisorBrokersPage /> },
  { path: '/corretores', element: <CorretoresList /> },
  { path: '/corretores/cadastrar-novo-corretor', element: <CorretorCreate /> },
  { path: '/corretor/:corretorUniqueId', element: <CorretorShow /> },
  { path: '/tomadores', element: <TomadoresList /> },
  { path: '/tomador/:tomadorUniqueId', element: <TomadorShow /> },
  { path: '/segurados', element: <SeguradosList /> },
  { path: '/segurado/:seguradoUniqueId', element: <SeguradoShow /> },
  { path: '/documentos', element: <DocumentsPage /> },
  {
    path: '/usuarios',
    element: <FirstAllowedRedirect candidates={['/usuarios/listar', '/usuarios/perfis']} />,
  },
  { path: '/usuarios/listar', element: <UsuariosList /> },
  { path: '/usuarios/perfis', element: <PerfisList /> },
  { path: '/usuarios/emails', element: <OutboxPage /> },
  { path: '/termos-aceite', element: <AcceptanceTermsPage /> },
  { path: '/parametrizacao', element: <Navigate to="/parametrizacao/menu" replace /> },
  { path: '/parametrizacao/menu', element: <ParametrizacaoMenuPage /> },
  { path: '/parametrizacao/modalidades', element: <ModalidadesList /> },
  { path: '/parametrizacao/endosso', element: <AniversarioMenu /> },
  { path: '/parametrizacao/endosso/modalidades-aniversario', element: <AniversarioList /> },
  { path: '/parametrizacao/endosso/configurar-aniversario', element: <AniversarioSettings /> },
  { path: '/parametrizacao/endosso/criar-modalidade-aniversario', element: <AniversarioCreate /> },
  {
    path: '/parametrizacao/endosso/editar-modalidade-aniversario/:token',
    element: <AniversarioEdit />,
  },
  { path: '/parametrizacao/renovacao', element: <RenovacaoMenu /> },
  { path: '/parametrizacao/renovacao/modalidades-renovacao', element: <RenovacaoList /> },
  { path: '/parametrizacao/renovacao/configurar-renovacao', element: <RenovacaoSettings /> },
  { path: '/parametrizacao/renovacao/criar-modalidade-renovacao', element: <RenovacaoCreate /> },
  {
    path: '/parametrizacao/renovacao/editar-modalidade-renovacao/:token',
    element: <RenovacaoEdit />,
  },
  { path: '/parametrizacao/pagamentos', element: <PagamentosPage /> },
  { path: '/parametrizacao/condicoes-gerais', element: <CondicoesGeraisPage /> },
  { path: '/parametrizacao/bureaus-consulta', element: <BureausList /> },
  { path: '/parametrizacao/bureaus-consulta/:tipoConsultaId', element: <BureausShow /> },
  { path: '/parametrizacao/consulta-pj', element: <ConsultaPjPage /> },
  { path: '/parametrizacao/broker-profile', element: <BrokerProfilePage /> },
  { path: '/parametrizacao/emissao', element: <EmissaoPage /> },
  {
    path: '/parametrizacao/branch/:branchId/grupo/:modalityGroupId/modalidade/:modalidadeId/:modalidadeUniqueId/',
    routerPath:
      '/parametrizacao/branch/:branchId/grupo/:modalityGroupId/modalidade/:modalidadeId/:modalidadeUniqueId',
    element: <ModalidadeShow />,
  },
  {
    path: '/parametrizacao/branch/:branchId/modalidade/:modalityGroupId',
    element: <ModalidadeGrupo />,
  },
  // the areas not built yet
];

const isAccessScreen = ({ path }: AppRoute) =>
  isAccessRule(screenAccess.find((screen) => screen.path === path)?.rule);

const toRoute = ({ path, routerPath, element }: AppRoute) => (
  <Route key={path} path={routerPath ?? path} element={element} />
);

/**
 * All screens are registered outside react-admin's layout route: the access screens bare, the
 * signed-in ones under AuthenticatedLayout. Both pass the guard. (A `/:loginAdCallback` route
 * next to react-admin's layout route would capture every one-segment path such as /kanban;
 * in one route tree react-router ranks the static paths first.)
 */
export const adminRoutes = (
  <CustomRoutes noLayout>
    <Route path="/" element={<Navigate to="/redirect-to-home" replace />} />
    <Route
      element={
        <RouteGuard>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </RouteGuard>
      }
    >
      {appRoutes.filter(isAccessScreen).map(toRoute)}
    </Route>
    <Route
      element={
        <RouteGuard>
          <Suspense fallback={<Loading />}>
            <AuthenticatedLayout />
          </Suspense>
        </RouteGuard>
      }
    >
      {appRoutes.filter((route) => !isAccessScreen(route)).map(toRoute)}
    </Route>
  </CustomRoutes>
);
