import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isBroker, UserType } from '../../domain/userTypes';
import { useModals } from '../../src/components';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { errorMessages } from './errorMessages';
import type { SavedUser, UserDetails } from './types';
import { UserInputs } from './UserInputs';
import {
  emptyUserForm,
  toSaveUserBody,
  type UserFormErrors,
  type UserFormValues,
  userFormOf,
  validateUserForm,
} from './userForm';
import { useUserScope } from './userAccess';

/** The user types insurer staff may give, in the order of the profiles screen's tabs. */
const INSURER_USER_TYPES = [
  UserType.INSURANCE,
  UserType.BROKER,
  UserType.AGENT,
  UserType.POLICY_HOLDER,
  UserType.ADVISOR,
];

export interface UserFormDialogProps {
  open: boolean;
  /** UniqueId of the user to edit; null creates one. */
  userId: string | null;
  onClose: () => void;
}

/** Create or edit a user in a dialog; an edit always starts from the user as saved now. */
export const UserFormDialog = ({ open, userId, onClose }: UserFormDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const titleId = useId();
  const details = useQuery({
    queryKey: ['usuarios', 'details', userId],
    queryFn: () =>
      dataProvider.getOne<UserDetails & { id: string }>('usuarios', { id: userId as string }),
    enabled: open && userId !== null,
    gcTime: 0,
  });
  // the form starts from the caller's kind (a broker creates agents only): wait for the session
  const { isPending: sessionPending } = useUserScope();
  const title = translate(`resources.usuarios.form.${userId ? 'editTitle' : 'createTitle'}`);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {sessionPending ? (
        <Loading />
      ) : userId === null ? (
        <UserForm key="new" onClose={onClose} />
      ) : details.data ? (
        <UserForm key={userId} existing={details.data.data} onClose={onClose} />
      ) : details.error ? (
        <DialogContent>
          <Alert severity="error">{String(errorMessages(details.error) ?? '')}</Alert>
        </DialogContent>
      ) : (
        <Loading />
      )}
    </Dialog>
  );
};

const Loading = () => {
  const translate = useTranslate();
  return (
    <DialogContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress size={24} />
        <Typography>{translate('resources.usuarios.form.loading')}</Typography>
      </Stack>
    </DialogContent>
  );
};

const UserForm = ({ existing, onClose }: { existing?: UserDetails; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const queryClient = useQueryClient();
  const modals = useModals();
  const notify = useNotify();
  const { isBrokerCaller } = useUserScope();
  const [values, setValues] = useState<UserFormValues>(() =>
    existing
      ? userFormOf(existing)
      : emptyUserForm(isBrokerCaller ? { UserTypeId: UserType.AGENT } : {}),
  );
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [saving, setSaving] = useState(false);

  const profiles = useQuery({
    queryKey: ['usuarios', 'settableProfiles', isBrokerCaller, values.UserTypeId],
    queryFn: () =>
      isBrokerCaller
        ? dataProvider.getSettableProfilesBroker()
        : dataProvider.getSettableProfiles(values.UserTypeId as number),
    enabled: values.UserTypeId !== null,
  });
  const brokers = useQuery({
    queryKey: ['usuarios', 'brokers'],
    queryFn: () => dataProvider.getUserBrokers(),
    enabled: !isBrokerCaller && values.UserTypeId !== null && isBroker(values.UserTypeId),
  });
  const userTypes = (isBrokerCaller ? [UserType.AGENT] : INSURER_USER_TYPES).map((id) => ({
    value: id,
    label: translate(`aval.users.userTypes.${id}`),
  }));

  const change = <Field extends keyof UserFormValues>(
    field: Field,
    value: UserFormValues[Field],
  ) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'UserTypeId' && value !== current.UserTypeId) {
        next.ProfileUniqueId = null;
        next.HomeMenuId = null;
        if (!value || !isBroker(value as number)) next.BrokerId = null;
      }
      if (field === 'ProfileUniqueId') {
        const profile = profiles.data?.find((candidate) => candidate.UniqueId === value);
        if (next.HomeMenuId !== null && !profile?.MenuIds.includes(next.HomeMenuId)) {
          next.HomeMenuId = null;
        }
      }
      return next;
    });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const announce = async (saved: SavedUser) => {
    if (existing) {
      notify(translate('resources.usuarios.messages.updated', { name: saved.Name }), {
        type: 'success',
      });
      return;
    }
    const key =
      saved.InviteStatus === 'kept'
        ? 'createdKept'
        : saved.InviteStatus === 'failed'
          ? 'createdFailed'
          : 'created';
    await modals.showSuccess(
      translate(`resources.usuarios.messages.${key}`, { name: saved.Name, email: saved.Email }),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateUserForm(values, { brokerChosenByCaller: isBrokerCaller });
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      const body = toSaveUserBody(values, existing);
      const { data } = existing
        ? await dataProvider.update<SavedUser & { id: string }>('usuarios', {
            id: existing.UniqueId,
            data: body,
            previousData: { ...existing, id: existing.UniqueId } as SavedUser & { id: string },
          })
        : await dataProvider.create<SavedUser & { id: string }>('usuarios', { data: body });
      await queryClient.invalidateQueries({ queryKey: ['usuarios', 'getList'] });
      onClose();
      await announce(data);
    } catch (error) {
      await modals.showError(errorMessages(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent dividers>
        <UserInputs
          values={values}
          errors={errors}
          onChange={change}
          userTypes={userTypes}
          profiles={values.UserTypeId === null ? [] : profiles.data}
          profilesLoading={profiles.isFetching}
          brokers={brokers.data}
          isBrokerCaller={isBrokerCaller}
        />
        {!existing && (
          <Alert severity="info" variant="outlined">
            {translate('resources.usuarios.form.inviteHint')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('resources.usuarios.form.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate('resources.usuarios.form.save')}
        </Button>
      </DialogActions>
    </form>
  );
};
