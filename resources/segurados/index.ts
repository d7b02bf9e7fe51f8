import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import type { InsuredSummary } from '../../domain/insureds';
import { InsuredList } from './InsuredList';
import { InsuredShow } from './InsuredShow';

/** Resource `segurados`: the list at /segurados, the detail at /segurado/:seguradoUniqueId. */
export default {
  list: InsuredList,
  show: InsuredShow,
  icon: ShieldOutlinedIcon,
  recordRepresentation: (record: InsuredSummary) => record.Name,
};
