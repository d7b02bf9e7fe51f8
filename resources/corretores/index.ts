import BusinessCenterOutlinedIcon from '@mui/icons-material/BusinessCenterOutlined';
import type { BrokerListItem } from '../../domain/brokers';
import { BrokerCreate } from './BrokerCreate';
import { BrokerList } from './BrokerList';
import { BrokerShow } from './BrokerShow';
import { OwnBrokerPage } from './OwnBrokerPage';

/**
 * Resource `corretores`: the list at /corretores, registration at
 * /corretores/cadastrar-novo-corretor, the detail at /corretor/:corretorUniqueId and the
 * broker's own data at /corretor.
 */
export default {
  list: BrokerList,
  create: BrokerCreate,
  show: BrokerShow,
  own: OwnBrokerPage,
  icon: BusinessCenterOutlinedIcon,
  recordRepresentation: (record: BrokerListItem) => record.Name,
};
