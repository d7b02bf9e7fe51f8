import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { PaymentParametersPage } from './PaymentParametersPage';

/** Resource `pagamentos`: the payment instalment parameters at /parametrizacao/pagamentos. */
export default {
  list: PaymentParametersPage,
  icon: PaymentsOutlinedIcon,
};
