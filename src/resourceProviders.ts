import { aniversarioProvider } from '../resources/aniversario/aniversarioDataProvider';
import { beneficiariosProvider } from '../resources/beneficiarios/beneficiariosDataProvider';
import { brokerProfileProvider } from '../resources/broker-profile/brokerProfileDataProvider';
import { emissaoProvider } from '../resources/emissao/emissaoDataProvider';
import { bureausProvider } from '../resources/bureaus/bureausDataProvider';
import { condicoesGeraisProvider } from '../resources/condicoes-gerais/condicoesGeraisDataProvider';
import { consultaPjProvider } from '../resources/consulta-pj/consultaPjDataProvider';
import { corretoresProvider } from '../resources/corretores/corretoresDataProvider';
import { modalidadesProvider } from '../resources/modalidades/modalidadesDataProvider';
import { pagamentosProvider } from '../resources/pagamentos/pagamentosDataProvider';
import { propostasProvider } from '../resources/propostas/propostasDataProvider';
import { perfisProvider } from '../resources/perfis/perfisDataProvider';
import { renovacaoProvider } from '../resources/renovacao/renovacaoDataProvider';
import { seguradosProvider } from '../resources/segurados/seguradosDataProvider';
import { tomadoresProvider } from '../resources/tomadores/tomadoresDataProvider';
import { usuariosProvider } from '../resources/usuarios/usuariosDataProvider';
import { emailsProvider } from './pages/accounts/emailsDataProvider';
import { kanbanProvider } from './pages/kanban/kanbanDataProvider';
// policies (issue 15)
import { apolicesProvider } from '../resources/apolices/apolicesDataProvider';
// the public policy validation page (issue 15)
import { validarApoliceProvider } from './pages/validarApolice/validarApoliceDataProvider';
// finance: the CNAB return and the manual settlement (issue 15)
import { financeiroProvider } from '../resources/financeiro/financeiroDataProvider';

/** Every resource the dataProvider serves, each with its mapping onto the gateway's calls. */
export const resourceProviders = [
  usuariosProvider,
  emailsProvider,
  perfisProvider,
  tomadoresProvider,
  seguradosProvider,
  beneficiariosProvider,
  corretoresProvider,
  modalidadesProvider,
  pagamentosProvider,
  renovacaoProvider,
  aniversarioProvider,
  bureausProvider,
  condicoesGeraisProvider,
  consultaPjProvider,
  brokerProfileProvider,
  emissaoProvider,
  propostasProvider,
  kanbanProvider,
  // policies (issue 15)
  apolicesProvider,
  // the public policy validation page (issue 15)
  validarApoliceProvider,
  // finance: the CNAB return and the manual settlement (issue 15)
  financeiroProvider,
];
