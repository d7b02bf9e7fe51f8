import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import type { PolicyHolderListItem } from '../../domain/policyHolders';
import { PolicyHolderList } from './PolicyHolderList';
import { PolicyHolderShow } from './PolicyHolderShow';

/** Resource `tomadores`: the list at /tomadores and the detail at /tomador/:tomadorUniqueId. */
export default {
  list: PolicyHolderList,
  show: PolicyHolderShow,
  icon: BusinessOutlinedIcon,
  recordRepresentation: (record: PolicyHolderListItem) => record.Name,
};
