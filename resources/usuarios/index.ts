import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import type { UserListItem } from './types';
import { UserList } from './UserList';

/** Resource `usuarios`: the list at /usuarios/listar; create and edit open in its dialog. */
export default {
  list: UserList,
  icon: PeopleAltOutlinedIcon,
  recordRepresentation: (record: UserListItem) => `${record.Name} (${record.Login})`,
};
