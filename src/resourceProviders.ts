import { beneficiariosProvider } from '../resources/beneficiarios/beneficiariosDataProvider';
import { corretoresProvider } from '../resources/corretores/corretoresDataProvider';
import { perfisProvider } from '../resources/perfis/perfisDataProvider';
import { seguradosProvider } from '../resources/segurados/seguradosDataProvider';
import { tomadoresProvider } from '../resources/tomadores/tomadoresDataProvider';
import { usuariosProvider } from '../resources/usuarios/usuariosDataProvider';
import { emailsProvider } from './pages/accounts/outboxResource';

/** Every resource the dataProvider serves, each with its mapping onto the gateway's calls. */
export const resourceProviders = [
  usuariosProvider,
  emailsProvider,
  perfisProvider,
  tomadoresProvider,
  seguradosProvider,
  beneficiariosProvider,
  corretoresProvider,
];
