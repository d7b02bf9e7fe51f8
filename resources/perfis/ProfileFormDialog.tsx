import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Dropdown, PlainTextField, useModals } from '../../src/components';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { errorMessages } from '../usuarios/errorMessages';
import { useMenuLabel } from '../usuarios/menuOptions';
import type { Profile, ProfileRecord } from './types';

export interface ProfileFormDialogProps {
  userTypeId: number;
  /** The profile to rename; absent creates one of `userTypeId`. */
  profile?: Profile;
  onClose: () => void;
  onSaved: (profile: Profile) => void;
}

/** Create or rename a profile (InsertOrUpdateProfile); the home menu among its granted menus. */
export const ProfileFormDialog = ({
  userTypeId,
  profile,
  onClose,
  onSaved,
}: ProfileFormDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const queryClient = useQueryClient();
  const modals = useModals();
  const notify = useNotify();
  const menuLabel = useMenuLabel();
  const titleId = useId();
  const [name, setName] = useState(profile?.Name ?? '');
  const [homeMenuId, setHomeMenuId] = useState<number | null>(profile?.HomeMenuId ?? null);
  const [nameError, setNameError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const menus = [
    { value: 0, label: translate('resources.perfis.form.homeMenuNone') },
    ...(profile?.MenuIds ?? []).map((id) => ({ value: id, label: menuLabel(id) })),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(translate('resources.perfis.form.nameRequired'));
      return;
    }
    setSaving(true);
    const data = { Name: name.trim(), UserTypeId: userTypeId, HomeMenuId: homeMenuId };
    try {
      const { data: saved } = profile
        ? await dataProvider.update<ProfileRecord>('perfis', {
            id: profile.UniqueId,
            data,
            previousData: { ...profile, id: profile.UniqueId },
          })
        : await dataProvider.create<ProfileRecord>('perfis', { data });
      await queryClient.invalidateQueries({ queryKey: ['perfis', 'getList'] });
      await queryClient.invalidateQueries({ queryKey: ['usuarios'] });
      notify(
        translate(`resources.perfis.messages.${profile ? 'updated' : 'created'}`, {
          name: saved.Name,
        }),
        { type: 'success' },
      );
      onSaved(saved);
    } catch (error) {
      await modals.showError(errorMessages(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {profile
            ? translate('resources.perfis.form.editTitle')
            : translate('resources.perfis.form.createTitle', {
                type: translate(`aval.users.userTypes.${userTypeId}`),
              })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <PlainTextField
              label="resources.perfis.fields.Name"
              name="Name"
              required
              value={name}
              onChange={(value) => {
                setName(value);
                setNameError(undefined);
              }}
              error={nameError}
            />
            {profile ? (
              <Dropdown
                label="resources.perfis.fields.HomeMenuId"
                name="HomeMenuId"
                clearable={false}
                items={menus}
                value={homeMenuId ?? 0}
                onChange={(value) => setHomeMenuId(value ? Number(value) : null)}
              />
            ) : (
              <Alert severity="info" variant="outlined">
                {translate('resources.perfis.form.homeMenuLater')}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('resources.perfis.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('resources.perfis.form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
