import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { policyRepresentation } from './paths';
import { PolicyList } from './PolicyList';
import { PolicyShow } from './PolicyShow';

/**
 * Resource `apolices`: the list at /apolices and the detail at /apolice/:policyUniqueId.
 * src/routes.tsx loads each screen in a chunk of its own.
 */
export default {
  list: PolicyList,
  show: PolicyShow,
  icon: VerifiedUserOutlinedIcon,
  recordRepresentation: policyRepresentation,
};
