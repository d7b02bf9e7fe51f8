import type { ResourceLoaders } from './providers/resourceRegistry';

/**
 * Every resource the dataProvider serves, by name, each with its mapping onto the gateway's calls
 * in a chunk of its own: a screen's first call loads its resource's alone (a list of holders
 * does not evaluate the proposals' schemas), a named call loads them all (dataProvider.ts).
 */
export const resourceLoaders: ResourceLoaders = {
  usuarios: () =>
    import('../resources/usuarios/usuariosDataProvider').then((area) => area.usuariosProvider),
  emails: () => import('./pages/accounts/emailsDataProvider').then((area) => area.emailsProvider),
  perfis: () =>
    import('../resources/perfis/perfisDataProvider').then((area) => area.perfisProvider),
  tomadores: () =>
    import('../resources/tomadores/tomadoresDataProvider').then((area) => area.tomadoresProvider),
  segurados: () =>
    import('../resources/segurados/seguradosDataProvider').then((area) => area.seguradosProvider),
  beneficiarios: () =>
    import('../resources/beneficiarios/beneficiariosDataProvider').then(
      (area) => area.beneficiariosProvider,
    ),
  corretores: () =>
    import('../resources/corretores/corretoresDataProvider').then(
      (area) => area.corretoresProvider,
    ),
  modalidades: () =>
    import('../resources/modalidades/modalidadesDataProvider').then(
      (area) => area.modalidadesProvider,
    ),
  pagamentos: () =>
    import('../resources/pagamentos/pagamentosDataProvider').then(
      (area) => area.pagamentosProvider,
    ),
  renovacao: () =>
    import('../resources/renovacao/renovacaoDataProvider').then((area) => area.renovacaoProvider),
  aniversario: () =>
    import('../resources/aniversario/aniversarioDataProvider').then(
      (area) => area.aniversarioProvider,
    ),
  bureaus: () =>
    import('../resources/bureaus/bureausDataProvider').then((area) => area.bureausProvider),
  'condicoes-gerais': () =>
    import('../resources/condicoes-gerais/condicoesGeraisDataProvider').then(
      (area) => area.condicoesGeraisProvider,
    ),
  'consulta-pj': () =>
    import('../resources/consulta-pj/consultaPjDataProvider').then(
      (area) => area.consultaPjProvider,
    ),
  'broker-profile': () =>
    import('../resources/broker-profile/brokerProfileDataProvider').then(
      (area) => area.brokerProfileProvider,
    ),
  emissao: () =>
    import('../resources/emissao/emissaoDataProvider').then((area) => area.emissaoProvider),
  propostas: () =>
    import('../resources/propostas/propostasDataProvider').then((area) => area.propostasProvider),
  kanban: () => import('./pages/kanban/kanbanDataProvider').then((area) => area.kanbanProvider),
  // policies (issue 15)
  apolices: () =>
    import('../resources/apolices/apolicesDataProvider').then((area) => area.apolicesProvider),
  // the public policy validation page (issue 15)
  validarApolice: () =>
    import('./pages/validarApolice/validarApoliceDataProvider').then(
      (area) => area.validarApoliceProvider,
    ),
  // finance: the CNAB return and the manual settlement (issue 15)
  'financeiro-retorno-cnab': () =>
    import('../resources/financeiro/financeiroDataProvider').then(
      (area) => area.financeiroProvider,
    ),
};
