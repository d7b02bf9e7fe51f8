import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { UserRecord } from './types';

export interface UserRowActionsProps {
  user: UserRecord;
  canEdit: boolean;
  canDelete: boolean;
  canForcePassword: boolean;
  onEdit: (user: UserRecord) => void;
  onDelete: (user: UserRecord) => void;
  onForcePassword: (user: UserRecord) => void;
}

/** The actions of one user in a menu; absent when the signed-in user may do none of them. */
export const UserRowActions = ({
  user,
  canEdit,
  canDelete,
  canForcePassword,
  onEdit,
  onDelete,
  onForcePassword,
}: UserRowActionsProps) => {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!canEdit && !canDelete && !canForcePassword) return null;
  const run = (action: (user: UserRecord) => void) => () => {
    setAnchor(null);
    action(user);
  };
  return (
    <>
      <IconButton
        aria-label={translate('resources.usuarios.list.actions', { name: user.Name })}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {canEdit && (
          <MenuItem onClick={run(onEdit)}>
            <ListItemIcon>
              <EditOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('resources.usuarios.actions.edit')}</ListItemText>
          </MenuItem>
        )}
        {canForcePassword && (
          <MenuItem onClick={run(onForcePassword)}>
            <ListItemIcon>
              <LockResetIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('resources.usuarios.actions.forcePassword')}</ListItemText>
          </MenuItem>
        )}
        {canDelete && (
          <MenuItem onClick={run(onDelete)} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('resources.usuarios.actions.delete')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
};
