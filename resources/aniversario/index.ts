import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import type { AnniversaryRuleAnswer } from '../../domain/anniversaryEndorsement';
import { AnniversaryAreaPage } from './AnniversaryAreaPage';
import { AnniversaryRuleCreate } from './AnniversaryRuleCreate';
import { AnniversaryRuleEdit } from './AnniversaryRuleEdit';
import { AnniversaryRuleList } from './AnniversaryRuleList';
import { AnniversarySettingsPage } from './AnniversarySettingsPage';

/**
 * Resource `aniversario`: the area menu at /parametrizacao/endosso, the defaults
 * (configurar-aniversario) and the modality rules (list, create, edit by token).
 */
export default {
  menu: AnniversaryAreaPage,
  settings: AnniversarySettingsPage,
  list: AnniversaryRuleList,
  create: AnniversaryRuleCreate,
  edit: AnniversaryRuleEdit,
  icon: EventRepeatOutlinedIcon,
  recordRepresentation: (record: AnniversaryRuleAnswer) => record.ModalityName,
};
