import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { IssuanceSettingsPage } from './IssuanceSettingsPage';

/** Resource `emissao`: the issuance and collection settings at /parametrizacao/emissao. */
export default {
  list: IssuanceSettingsPage,
  icon: ReceiptLongOutlinedIcon,
};
