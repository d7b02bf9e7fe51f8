import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDelete, useGetList, useNotify, useTranslate } from 'react-admin';
import { useModals } from '../../src/components';
import { errorMessages } from '../usuarios/errorMessages';
import { ProfileDetail } from './ProfileDetail';
import { ProfileFormDialog } from './ProfileFormDialog';
import type { Profile, ProfileRecord } from './types';

export interface ProfilesOfTypeProps {
  userTypeId: number;
  selectedId: string | null;
  onSelect: (uniqueId: string | null) => void;
}

/** The profiles of one user type: the list on the left, the chosen one on the right. */
export const ProfilesOfType = ({ userTypeId, selectedId, onSelect }: ProfilesOfTypeProps) => {
  const translate = useTranslate();
  const [deleteOne] = useDelete<ProfileRecord>();
  const queryClient = useQueryClient();
  const modals = useModals();
  const notify = useNotify();
  const [form, setForm] = useState<{ profile?: Profile } | null>(null);
  const { data, isPending, error, refetch } = useGetList<ProfileRecord>('perfis', {
    filter: { userInfoTypeId: userTypeId },
  });
  const profiles = data ?? [];
  const selected = profiles.find((profile) => profile.UniqueId === selectedId) ?? profiles[0];

  const remove = async (profile: ProfileRecord) => {
    const confirmed = await modals.confirm({
      title: 'resources.perfis.messages.deleteTitle',
      message: translate('resources.perfis.messages.deleteConfirm', { name: profile.Name }),
      confirmLabel: 'resources.perfis.actions.delete',
    });
    if (!confirmed) return;
    try {
      await deleteOne(
        'perfis',
        { id: profile.id, previousData: profile },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      await queryClient.invalidateQueries({ queryKey: ['perfis', 'getList'] });
      onSelect(null);
      notify(translate('resources.perfis.messages.deleted', { name: profile.Name }), {
        type: 'success',
      });
    } catch (failure) {
      await modals.showError(errorMessages(failure));
    }
  };

  const typeName = translate(`aval.users.userTypes.${userTypeId}`);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '260px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Card variant="outlined">
        <CardContent sx={{ pb: 1 }}>
          <Button
            fullWidth
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setForm({})}
            sx={{ mb: 1 }}
          >
            {translate('resources.perfis.list.create')}
          </Button>
          {isPending && <LinearProgress />}
          {error && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => refetch()}>
                  {translate('resources.perfis.list.retry')}
                </Button>
              }
            >
              {translate('resources.perfis.list.loadError')}
            </Alert>
          )}
          {!isPending && !error && profiles.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
              {translate('resources.perfis.list.empty', { type: typeName })}
            </Typography>
          )}
          <List dense aria-label={translate('resources.perfis.name', { smart_count: 2 })}>
            {profiles.map((profile) => (
              <ListItemButton
                key={profile.id}
                selected={profile.UniqueId === selected?.UniqueId}
                onClick={() => onSelect(profile.UniqueId)}
                sx={{ borderRadius: 1 }}
              >
                <ListItemText primary={profile.Name} />
                <Chip
                  size="small"
                  label={translate('resources.perfis.list.users', {
                    smart_count: profile.Usuarios.length,
                  })}
                />
              </ListItemButton>
            ))}
          </List>
        </CardContent>
      </Card>
      {selected ? (
        <ProfileDetail
          key={selected.UniqueId}
          profile={selected}
          siblings={profiles}
          onRename={() => setForm({ profile: selected })}
          onDelete={() => remove(selected)}
        />
      ) : (
        !isPending && (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {translate('resources.perfis.list.pick')}
          </Typography>
        )
      )}
      {form && (
        <ProfileFormDialog
          userTypeId={userTypeId}
          profile={form.profile}
          onClose={() => setForm(null)}
          onSaved={(profile) => {
            setForm(null);
            onSelect(profile.UniqueId);
          }}
        />
      )}
    </Box>
  );
};
