import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { GeneralConditionsPage } from './GeneralConditionsPage';

/** Resource `condicoes-gerais`: the general conditions at /parametrizacao/condicoes-gerais. */
export default {
  list: GeneralConditionsPage,
  icon: DescriptionOutlinedIcon,
};
