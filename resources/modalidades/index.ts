import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import type { ModalityListItem } from '../../domain/modalities';
import { ModalityConfigPage } from './ModalityConfigPage';
import { ModalityGroupPage } from './ModalityGroupPage';
import { ModalityList } from './ModalityList';

/**
 * Resource `modalidades`: the list at /parametrizacao/modalidades, a group's modalities at
 * /parametrizacao/branch/:branchId/modalidade/:modalityGroupId and one modality's configuration
 * (`show`) at /parametrizacao/branch/…/modalidade/:modalidadeId/:modalidadeUniqueId/.
 */
export default {
  list: ModalityList,
  show: ModalityConfigPage,
  group: ModalityGroupPage,
  icon: CategoryOutlinedIcon,
  recordRepresentation: (record: ModalityListItem) => record.Name,
};
