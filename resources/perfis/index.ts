import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { ProfileList } from './ProfileList';
import type { Profile } from './types';

/** Resource `perfis`: the profiles screen at /usuarios/perfis (create and rename in a dialog). */
export default {
  list: ProfileList,
  icon: AdminPanelSettingsOutlinedIcon,
  recordRepresentation: (record: Profile) => record.Name,
};
