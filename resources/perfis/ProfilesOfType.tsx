import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DataTable,
  ListBase,
  useDelete,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useModals } from '../../src/components';
import { BrazilianExportButton } from '../../src/export';
import { errorMessages } from '../usuarios/errorMessages';
import { useMenuLabel } from '../usuarios/menuOptions';
import { ProfileDetail } from './ProfileDetail';
import { ProfileFormDialog } from './ProfileFormDialog';
import { profileExportColumns } from './profileExportColumns';
import type { ProfileRecord } from './types';

const Col = DataTable.Col<ProfileRecord>;
// GetProfileByCompanyId answers every profile of the type: one page holds them all
const ALL = 10_000;
const BY_NAME = { field: 'Name', order: 'ASC' } as const;

export interface ProfilesOfTypeProps {
  userTypeId: number;
  selectedId: string | null;
  onSelect: (uniqueId: string | null) => void;
}

/**
 * The profiles of one user type: the list on the left (react-admin's list controller: sortable
 * columns, the sort in the URL beside `tipo` and `perfil`, the Brazilian CSV export), the chosen
 * one on the right.
 */
export const ProfilesOfType = (props: ProfilesOfTypeProps) => (
  <ListBase
    resource="perfis"
    filter={{ userInfoTypeId: props.userTypeId }}
    sort={BY_NAME}
    perPage={ALL}
  >
    <ProfilesPanel {...props} />
  </ListBase>
);

/**
 * The profile's name selects it, as does a click anywhere on its row; a button, so the keyboard
 * reaches it too.
 */
const ProfileLink = ({
  profile,
  selected,
  onSelect,
}: {
  profile: ProfileRecord;
  selected: boolean;
  onSelect: (uniqueId: string) => void;
}) => (
  <Link
    component="button"
    type="button"
    onClick={(event) => {
      event.stopPropagation();
      onSelect(profile.UniqueId);
    }}
    aria-current={selected || undefined}
    underline="hover"
    sx={{ textAlign: 'left', fontWeight: selected ? 600 : undefined }}
  >
    {profile.Name}
  </Link>
);

const ProfilesPanel = ({ userTypeId, selectedId, onSelect }: ProfilesOfTypeProps) => {
  const translate = useTranslate();
  const menuLabel = useMenuLabel();
  const [deleteOne] = useDelete<ProfileRecord>();
  const queryClient = useQueryClient();
  const modals = useModals();
  const notify = useNotify();
  const [form, setForm] = useState<{ profile?: ProfileRecord } | null>(null);
  const { data, isPending, error, refetch } = useListContext<ProfileRecord>();
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
        gridTemplateColumns: { xs: '1fr', md: '320px minmax(0, 1fr)' },
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
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <BrazilianExportButton
              columns={profileExportColumns(translate, menuLabel)}
              filename="perfis"
            />
          </Stack>
          {error ? (
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
          ) : (
            <DataTable
              rowClick={(id) => {
                onSelect(String(id));
                return false;
              }}
              bulkActionButtons={false}
              aria-label={translate('resources.perfis.name', { smart_count: 2 })}
              rowSx={(profile) =>
                profile.UniqueId === selected?.UniqueId ? { bgcolor: 'action.selected' } : {}
              }
              empty={
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {translate('resources.perfis.list.empty', { type: typeName })}
                </Typography>
              }
            >
              <Col
                source="Name"
                render={(profile) => (
                  <ProfileLink
                    profile={profile}
                    selected={profile.UniqueId === selected?.UniqueId}
                    onSelect={onSelect}
                  />
                )}
              />
              <Col
                source="UserCount"
                align="right"
                render={(profile) => (
                  <Chip
                    size="small"
                    label={translate('resources.perfis.list.users', {
                      smart_count: profile.UserCount,
                    })}
                  />
                )}
              />
            </DataTable>
          )}
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
