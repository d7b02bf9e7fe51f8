import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VpnKeyOutlinedIcon from '@mui/icons-material/VpnKeyOutlined';
import { Box, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { IssueSsoTokenButton } from '../../src/pages/sso/IssueSsoTokenButton';
import type { UserRecord } from './types';

export interface UserRowActionsProps {
  user: UserRecord;
  canEdit: boolean;
  canDelete: boolean;
  canForcePassword: boolean;
  /** "Gerar acesso único": the caller may issue single sign-on links and the user is active. */
  canIssueSso: boolean;
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
  canIssueSso,
  onEdit,
  onDelete,
  onForcePassword,
}: UserRowActionsProps) => {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const sso = useRef<HTMLElement>(null);
  if (!canEdit && !canDelete && !canForcePassword && !canIssueSso) return null;
  const run = (action: (user: UserRecord) => void) => () => {
    setAnchor(null);
    action(user);
  };
  // IssueSsoTokenButton owns its dialog and opens it from its own button. It stays mounted out of
  // the menu (which unmounts its items once closed), with that button hidden: the menu item below
  // presses it. Its dialog is portalled, so it shows; closing it gives the focus back to the "⋮".
  const issueSso = () => {
    setAnchor(null);
    sso.current?.querySelector('button')?.click();
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
        {canIssueSso && (
          <MenuItem onClick={issueSso}>
            <ListItemIcon>
              <VpnKeyOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('resources.usuarios.actions.issueSso')}</ListItemText>
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
      {canIssueSso && (
        <Box ref={sso} sx={{ display: 'none' }}>
          <IssueSsoTokenButton userUniqueId={user.UniqueId} />
        </Box>
      )}
    </>
  );
};
