import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import { BrokerProfilePage } from './BrokerProfilePage';

/** Resource `broker-profile`: the broker profile settings at /parametrizacao/broker-profile. */
export default {
  list: BrokerProfilePage,
  icon: BadgeOutlinedIcon,
};
