import AddIcon from '@mui/icons-material/Add';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AutocompleteInput,
  ColumnsButton,
  DataTable,
  Link,
  // react-admin's own List, not the deferred one (src/components/lists): with the answer
  // rendered as a transition, the status switch a click had flipped kept its old checked state
  // in the DOM (tests/e2e/usersAndProfiles.test.ts); to be understood before this list defers
  // eslint-disable-next-line no-restricted-imports
  List,
  TextInput,
  TopToolbar,
  useDataProvider,
  useCanAccess,
  useListContext,
  useTranslate,
} from 'react-admin';
import { formatDateTime } from '../../domain/format';
import { PageFrame } from '../../src/components';
import { BrazilianExportButton } from '../../src/export';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { maskCpf } from './masks';
import { CollapseAllButton, CollapsedGroupsContext, ProfileGroupsBody } from './ProfileGroupsBody';
import { SituationInput } from './SituationInput';
import { userExportColumns } from './userExportColumns';
import type { UserRecord } from './types';
import { UserFormDialog } from './UserFormDialog';
import { UserRowActions } from './UserRowActions';
import { UserStatusBulkButtons } from './UserStatusBulkButtons';
import { UserStatusSwitch } from './UserStatusSwitch';
import { type UserAccess, type UserScope, useUserAccess, useUserScope } from './userAccess';
import { useUserActions } from './useUserActions';

const Col = DataTable.Col<UserRecord>;
// the list is grouped by profile: one page holds every user, as GetUsers answers them
const ALL = 10_000;

interface UserTableProps {
  can: UserAccess;
  scope: UserScope;
  onEdit: (user: UserRecord) => void;
}

const UserTable = ({ can, scope, onEdit }: UserTableProps) => {
  const translate = useTranslate();
  const actions = useUserActions();
  const { data, filterValues } = useListContext<UserRecord>();
  // a broker sees its own broker only: the column would repeat it on every row
  const showBroker = !scope.isBrokerCaller && (data ?? []).some((user) => user.BrokerId !== null);
  const filtered = Object.keys(filterValues).length > 0;
  // the selection feeds the bulk (de)activation: only users whose status the caller may change
  const selectable = (user: UserRecord) =>
    can.changeStatus && scope.reaches(user) && scope.mayChangeStatus(user);

  return (
    <DataTable
      body={ProfileGroupsBody}
      rowClick={false}
      isRowSelectable={selectable}
      bulkActionButtons={
        can.changeStatus && <UserStatusBulkButtons setStatus={actions.setStatus} />
      }
      empty={
        <Typography sx={{ p: 2 }} color="text.secondary">
          {translate(`resources.usuarios.list.${filtered ? 'emptyFiltered' : 'empty'}`)}
        </Typography>
      }
    >
      <Col
        source="Name"
        render={(user) => (
          <>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {user.Name}
              {user.UserInfoId === scope.selfId && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {` (${translate('resources.usuarios.list.you')})`}
                </Typography>
              )}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {user.Login}
            </Typography>
          </>
        )}
      />
      <Col source="Email" sx={{ overflowWrap: 'anywhere' }} />
      <Col source="Cpf" sx={{ whiteSpace: 'nowrap' }} render={(user) => maskCpf(user.Cpf)} />
      {showBroker && <Col source="BrokerName" label="resources.usuarios.fields.BrokerId" />}
      <Col
        source="LastLoginAt"
        sx={{ whiteSpace: 'nowrap' }}
        render={(user) =>
          user.LastLoginAt
            ? formatDateTime(user.LastLoginAt)
            : translate('resources.usuarios.list.never')
        }
      />
      <Col
        source="IsActive"
        render={(user) => (
          <UserStatusSwitch
            user={user}
            disabled={!selectable(user)}
            onToggle={actions.toggleStatus}
          />
        )}
      />
      <Col
        source="actions"
        label=""
        disableSort
        render={(user) => {
          const reached = scope.reaches(user);
          return (
            <UserRowActions
              user={user}
              canEdit={can.edit && reached}
              canDelete={can.delete && reached && scope.mayDelete(user)}
              canForcePassword={can.forcePassword && reached}
              canIssueSso={can.issueSso && user.IsActive}
              onEdit={onEdit}
              onDelete={actions.remove}
              onForcePassword={actions.forcePasswordChange}
            />
          );
        }}
      />
    </DataTable>
  );
};

/** /usuarios/listar: the users the signed-in user may see, grouped by profile. */
export const UserList = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const { can } = useUserAccess();
  const scope = useUserScope();
  const { canAccess: canManageProfiles } = useCanAccess({ resource: 'perfis', action: 'list' });
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  const [editing, setEditing] = useState<{ userId: string | null } | null>(null);
  const brokers = useQuery({
    queryKey: ['usuarios', 'brokers'],
    queryFn: () => dataProvider.getUserBrokers(),
    enabled: !scope.isBrokerCaller,
  });

  const exportColumns = userExportColumns(translate);
  const filters = [
    <TextInput key="q" source="q" label="resources.usuarios.filters.search" alwaysOn resettable />,
    <SituationInput key="situation" source="filterByActive" alwaysOn />,
    ...(scope.isBrokerCaller
      ? []
      : [
          <AutocompleteInput
            key="broker"
            source="brokerId"
            label="resources.usuarios.filters.broker"
            choices={brokers.data ?? []}
            optionText="Name"
            optionValue="Id"
            alwaysOn
          />,
        ]),
  ];

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
          {can.outbox && (
            <Button component={Link} to="/usuarios/emails" startIcon={<MailOutlineIcon />}>
              {translate('resources.usuarios.list.outboxLink')}
            </Button>
          )}
          {canManageProfiles && (
            <Button
              component={Link}
              to="/usuarios/perfis"
              startIcon={<ManageAccountsOutlinedIcon />}
            >
              {translate('resources.usuarios.list.profilesLink')}
            </Button>
          )}
          {can.create && (
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
      <CollapsedGroupsContext.Provider value={{ collapsed, setCollapsed }}>
        <List
          resource="usuarios"
          title={false}
          filters={filters}
          sort={{ field: 'Name', order: 'ASC' }}
          perPage={ALL}
          pagination={false}
          empty={false}
          actions={
            <TopToolbar>
              <CollapseAllButton />
              <ColumnsButton />
              <BrazilianExportButton columns={exportColumns} filename="usuarios" />
            </TopToolbar>
          }
        >
          <UserTable
            can={can}
            scope={scope}
            onEdit={(user) => setEditing({ userId: user.UniqueId })}
          />
        </List>
      </CollapsedGroupsContext.Provider>
      {editing && <UserFormDialog open userId={editing.userId} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
};
