import { beneficiariosProvider } from '../resources/beneficiarios/beneficiariosDataProvider';
import { corretoresProvider } from '../resources/corretores/corretoresDataProvider';
import { modalidadesProvider } from '../resources/modalidades/modalidadesDataProvider';
import { pagamentosProvider } from '../resources/pagamentos/pagamentosDataProvider';
import { perfisProvider } from '../resources/perfis/perfisDataProvider';
import { seguradosProvider } from '../resources/segurados/seguradosDataProvider';
import { tomadoresProvider } from '../resources/tomadores/tomadoresDataProvider';
import { usuariosProvider } from '../resources/usuarios/usuariosDataProvider';

/** Every resource the dataProvider serves, each with its mapping onto the gateway's calls. */
export const resourceProviders = [
  usuariosProvider,
  perfisProvider,
  tomadoresProvider,
  seguradosProvider,
  beneficiariosProvider,
  corretoresProvider,
  modalidadesProvider,
  pagamentosProvider,
];
