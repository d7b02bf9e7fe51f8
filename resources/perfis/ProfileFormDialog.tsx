import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Form, useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useModals } from '../../src/components';
import { errorMessages } from '../usuarios/errorMessages';
import { ProfileInputs } from './ProfileInputs';
import type { Profile, ProfileRecord } from './types';

export interface ProfileFormDialogProps {
  userTypeId: number;
  /** The profile to rename, as the list holds it; absent creates one of `userTypeId`. */
  profile?: ProfileRecord;
  onClose: () => void;
  onSaved: (profile: Profile) => void;
}

type ProfileValues = Pick<Profile, 'Name' | 'HomeMenuId'>;

/**
 * What a refused save tells the form: the messages naming a field (the provider's
 * withFieldErrors) go under it; any other message, and a refusal naming none (such as the 409
 * of a duplicate name), opens the error modal. Either way the dialog keeps what was typed.
 */
const useRefusal = () => {
  const modals = useModals();
  return async (error: unknown) => {
    const fieldErrors = (error as { body?: { errors?: Record<string, unknown> } }).body?.errors;
    const messages = errorMessages(error);
    if (!fieldErrors) {
      await modals.showError(messages);
      return undefined;
    }
    const underFields = new Set(Object.values(fieldErrors));
    const rest = (Array.isArray(messages) ? messages : []).filter((m) => !underFields.has(m));
    if (rest.length > 0) await modals.showError(rest);
    return fieldErrors;
  };
};

/** Create or rename a profile (InsertOrUpdateProfile); the home menu among its granted menus. */
export const ProfileFormDialog = ({
  userTypeId,
  profile,
  onClose,
  onSaved,
}: ProfileFormDialogProps) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refusal = useRefusal();
  const titleId = useId();
  const [create, { isPending: creating }] = useCreate<ProfileRecord>();
  const [update, { isPending: updating }] = useUpdate<ProfileRecord>();
  const saving = creating || updating;

  const save = async (values: Partial<ProfileValues>) => {
    const data = {
      Name: (values.Name ?? '').trim(),
      UserTypeId: userTypeId,
      HomeMenuId: values.HomeMenuId ?? null,
    };
    try {
      // returnPromise: the saved record (react-admin's hook types cannot tell from the option)
      const saved = (
        profile
          ? await update(
              'perfis',
              { id: profile.UniqueId, data, previousData: profile },
              { mutationMode: 'pessimistic', returnPromise: true },
            )
          : await create('perfis', { data }, { mutationMode: 'pessimistic', returnPromise: true })
      ) as ProfileRecord;
      await queryClient.invalidateQueries({ queryKey: ['perfis', 'getList'] });
      await queryClient.invalidateQueries({ queryKey: ['usuarios'] });
      notify(
        translate(`resources.perfis.messages.${profile ? 'updated' : 'created'}`, {
          name: saved.Name,
        }),
        { type: 'success' },
      );
      onSaved(saved);
      return undefined;
    } catch (error) {
      return refusal(error);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form<ProfileValues>
        record={profile ? { ...profile, id: profile.UniqueId } : undefined}
        defaultValues={{ Name: profile?.Name ?? '', HomeMenuId: profile?.HomeMenuId ?? null }}
        onSubmit={save}
        noValidate
      >
        <DialogTitle id={titleId}>
          {profile
            ? translate('resources.perfis.form.editTitle')
            : translate('resources.perfis.form.createTitle', {
                type: translate(`aval.users.userTypes.${userTypeId}`),
              })}
        </DialogTitle>
        <DialogContent>
          <ProfileInputs menuIds={profile?.MenuIds} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate('resources.perfis.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('resources.perfis.form.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
