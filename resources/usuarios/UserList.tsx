import AddIcon from '@mui/icons-material/Add';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Box, Button, Card, CardContent, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useDataProvider, useGetList, usePermissions, useTranslate } from 'react-admin';
import { Functionality as F } from '../../domain/functionalities';
import { holdsAny } from '../../domain/userInfo';
import { ListStatus, PageFrame } from '../../src/components';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import type { SessionUserInfo } from '../../src/providers/types';
import { ProfileGroupAccordion } from './ProfileGroupAccordion';
import type { UserFilter, UserRecord } from './types';
import { UserFormDialog } from './UserFormDialog';
import { groupUsersByProfile, matchesSearch } from './userGroups';
import { type Situation, UserListToolbar } from './UserListToolbar';
import { useUserActions } from './useUserActions';
import { useUserPermissions } from './userPermissions';

const ALL = { page: 1, perPage: 10_000 };

const filterOf = (situation: Situation, brokerId: number | null): UserFilter => ({
  ...(situation === 'all' ? {} : { filterByActive: situation === 'active' ? 'true' : 'false' }),
  ...(brokerId ? { brokerId } : {}),
});

/** /usuarios/listar: the users the signed-in user may see, grouped by profile. */
export const UserList = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const permissions = useUserPermissions();
  const { permissions: session } = usePermissions<SessionUserInfo | null>();
  const actions = useUserActions();
  const [search, setSearch] = useState('');
  const [situation, setSituation] = useState<Situation>('all');
  const [brokerId, setBrokerId] = useState<number | null>(null);
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  const [editing, setEditing] = useState<{ userId: string | null } | null>(null);

  const { data, isPending, error, refetch } = useGetList<UserRecord>('usuarios', {
    filter: filterOf(situation, brokerId),
    pagination: ALL,
    sort: { field: 'Name', order: 'ASC' },
  });
  const brokers = useQuery({
    queryKey: ['usuarios', 'brokers'],
    queryFn: () => dataProvider.getUserBrokers(),
    enabled: !permissions.isBrokerCaller,
  });
  const groups = useMemo(
    () => groupUsersByProfile((data ?? []).filter((user) => matchesSearch(user, search))),
    [data, search],
  );
  // a broker sees its own broker only: the column would repeat it on every row
  const showBroker =
    !permissions.isBrokerCaller && (data ?? []).some((user) => user.BrokerId !== null);
  const allCollapsed =
    groups.length > 0 && groups.every((group) => collapsed[group.profileUniqueId]);
  const setAll = (value: boolean) =>
    setCollapsed(Object.fromEntries(groups.map((group) => [group.profileUniqueId, value])));
  const filtered = search.trim() !== '' || situation !== 'all' || brokerId !== null;

  return (
    <PageFrame
      testId="page-usuarios-listar"
      title={translate('resources.usuarios.list.title')}
      subtitle={translate('resources.usuarios.list.subtitle')}
      breadcrumb={[
        { label: 'resources.usuarios.list.title', to: '/usuarios' },
        { label: 'resources.usuarios.list.breadcrumb' },
      ]}
      action={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {permissions.canSeeOutbox && (
            <Button component={Link} to="/usuarios/emails" startIcon={<MailOutlineIcon />}>
              {translate('resources.usuarios.list.outboxLink')}
            </Button>
          )}
          {holdsAny(session, [F.GERENCIAR_PERFIS]) && (
            <Button
              component={Link}
              to="/usuarios/perfis"
              startIcon={<ManageAccountsOutlinedIcon />}
            >
              {translate('resources.usuarios.list.profilesLink')}
            </Button>
          )}
          {permissions.canManage && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ userId: null })}
            >
              {translate('resources.usuarios.list.create')}
            </Button>
          )}
        </Stack>
      }
    >
      <Card>
        <CardContent>
          <UserListToolbar
            search={search}
            onSearchChange={setSearch}
            situation={situation}
            onSituationChange={setSituation}
            brokers={permissions.isBrokerCaller ? undefined : (brokers.data ?? [])}
            brokerId={brokerId}
            onBrokerChange={setBrokerId}
          />
          {groups.length > 1 && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
              <Button
                size="small"
                onClick={() => setAll(!allCollapsed)}
                startIcon={allCollapsed ? <UnfoldMoreIcon /> : <UnfoldLessIcon />}
              >
                {translate(`resources.usuarios.list.${allCollapsed ? 'expandAll' : 'collapseAll'}`)}
              </Button>
            </Box>
          )}
          <ListStatus
            loading={isPending}
            loadingGap={2}
            error={error}
            errorText={translate('resources.usuarios.list.loadError')}
            retryLabel={translate('resources.usuarios.list.retry')}
            onRetry={() => refetch()}
            empty={!isPending && !error && groups.length === 0}
            emptyText={translate(`resources.usuarios.list.${filtered ? 'emptyFiltered' : 'empty'}`)}
          />
          {groups.map((group) => (
            <ProfileGroupAccordion
              key={group.profileUniqueId}
              group={group}
              showBroker={showBroker}
              expanded={!collapsed[group.profileUniqueId]}
              onExpandedChange={(open) =>
                setCollapsed((current) => ({ ...current, [group.profileUniqueId]: !open }))
              }
              permissions={permissions}
              onEdit={(user) => setEditing({ userId: user.UniqueId })}
              onDelete={actions.remove}
              onForcePassword={actions.forcePasswordChange}
              onToggleStatus={actions.toggleStatus}
            />
          ))}
        </CardContent>
      </Card>
      {editing && <UserFormDialog open userId={editing.userId} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
};
