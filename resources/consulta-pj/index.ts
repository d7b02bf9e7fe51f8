import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import { PjQuerySettingsPage } from './PjQuerySettingsPage';

/** Resource `consulta-pj`: the tenant's PJ query settings at /parametrizacao/consulta-pj. */
export default {
  list: PjQuerySettingsPage,
  icon: AccountBalanceOutlinedIcon,
};
