import AssignmentIcon from '@mui/icons-material/Assignment';
import BadgeIcon from '@mui/icons-material/Badge';
import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import type { ReactElement } from 'react';
import { MenuId, type MenuIdValue } from '../../domain/menus';

export const menuIcons: Record<MenuIdValue, ReactElement> = {
  [MenuId.KANBAN]: <ViewKanbanIcon />,
  [MenuId.TOMADORES]: <BusinessIcon />,
  [MenuId.USUARIOS]: <PeopleIcon />,
  [MenuId.SEGURADOS]: <VerifiedUserIcon />,
  [MenuId.PARAMETRIZACAO]: <SettingsIcon />,
  [MenuId.APOLICES]: <DescriptionIcon />,
  [MenuId.PROPOSTAS]: <AssignmentIcon />,
  [MenuId.BI]: <BarChartIcon />,
  [MenuId.DOCUMENTOS]: <FolderIcon />,
  [MenuId.CORRETORES]: <BadgeIcon />,
  [MenuId.INTEGRACOES]: <SyncAltIcon />,
  [MenuId.CONSULTAS_BUREAU]: <ManageSearchIcon />,
};
