import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useModals } from '../../src/components';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { errorMessages } from '../usuarios/errorMessages';
import { MoveUsersDialog } from './MoveUsersDialog';
import type { Profile } from './types';

export interface ProfileMembersProps {
  profile: Profile;
  /** Every profile of the same user type (the move targets, this one excluded). */
  siblings: Profile[];
}

/** The users of a profile, with "mover para outro perfil". */
export const ProfileMembers = ({ profile, siblings }: ProfileMembersProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const queryClient = useQueryClient();
  const modals = useModals();
  const notify = useNotify();
  const [selected, setSelected] = useState<string[]>([]);
  const [moving, setMoving] = useState(false);
  const members = profile.Usuarios;
  const chosen = selected.filter((id) => members.some((member) => member.UniqueId === id));
  const all = members.length > 0 && chosen.length === members.length;

  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((value) => value !== id) : [...current, id],
    );

  const move = async (target: Profile) => {
    try {
      await dataProvider.moveUsersToProfile(chosen, target.UniqueId);
      await queryClient.invalidateQueries({ queryKey: ['perfis', 'getList'] });
      await queryClient.invalidateQueries({ queryKey: ['usuarios'] });
      setMoving(false);
      setSelected([]);
      notify(
        translate('resources.perfis.members.moved', {
          smart_count: chosen.length,
          profile: target.Name,
        }),
        { type: 'success' },
      );
    } catch (error) {
      await modals.showError(errorMessages(error));
    }
  };

  if (members.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
        {translate('resources.perfis.members.empty')}
      </Typography>
    );
  }
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Checkbox
            checked={all}
            indeterminate={chosen.length > 0 && !all}
            onChange={() => setSelected(all ? [] : members.map((member) => member.UniqueId))}
            slotProps={{
              input: { 'aria-label': translate('resources.perfis.members.selectAll') },
            }}
          />
          <Typography variant="body2">{translate('resources.perfis.members.selectAll')}</Typography>
        </Box>
        <Button
          startIcon={<DriveFileMoveOutlinedIcon />}
          disabled={chosen.length === 0}
          onClick={() => setMoving(true)}
        >
          {translate('resources.perfis.members.move')}
        </Button>
      </Box>
      <List dense disablePadding>
        {members.map((member) => (
          <ListItem key={member.UniqueId} divider disableGutters>
            <ListItemIcon sx={{ minWidth: 0 }}>
              <Checkbox
                checked={chosen.includes(member.UniqueId)}
                onChange={() => toggle(member.UniqueId)}
                slotProps={{
                  input: {
                    'aria-label': translate('resources.perfis.members.select', {
                      name: member.Name,
                    }),
                  },
                }}
              />
            </ListItemIcon>
            <ListItemText
              primary={member.Name}
              secondary={[member.Login, member.Email].filter(Boolean).join(' · ')}
            />
            {!member.IsActive && (
              <Chip size="small" label={translate('resources.perfis.members.inactive')} />
            )}
          </ListItem>
        ))}
      </List>
      {moving && (
        <MoveUsersDialog
          count={chosen.length}
          targets={siblings.filter((candidate) => candidate.UniqueId !== profile.UniqueId)}
          onCancel={() => setMoving(false)}
          onConfirm={move}
        />
      )}
    </Box>
  );
};
