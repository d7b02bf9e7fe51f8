import AutorenewOutlinedIcon from '@mui/icons-material/AutorenewOutlined';
import type { RenewalRuleAnswer } from '../../domain/renewal';
import { RenewalAreaPage } from './RenewalAreaPage';
import { RenewalRuleCreate } from './RenewalRuleCreate';
import { RenewalRuleEdit } from './RenewalRuleEdit';
import { RenewalRuleList } from './RenewalRuleList';
import { RenewalSettingsPage } from './RenewalSettingsPage';

/**
 * Resource `renovacao`: the area menu at /parametrizacao/renovacao, the defaults
 * (configurar-renovacao) and the modality rules (list, create, edit by token).
 */
export default {
  menu: RenewalAreaPage,
  settings: RenewalSettingsPage,
  list: RenewalRuleList,
  create: RenewalRuleCreate,
  edit: RenewalRuleEdit,
  icon: AutorenewOutlinedIcon,
  recordRepresentation: (record: RenewalRuleAnswer) => record.ModalityName,
};
