import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import { maskCpf } from './masks';
import type { UserRecord } from './types';
import type { ProfileGroup } from './userGroups';
import type { UserPermissions } from './userPermissions';
import { UserRowActions } from './UserRowActions';
import { UserStatusSwitch } from './UserStatusSwitch';

export interface UserActionHandlers {
  onEdit: (user: UserRecord) => void;
  onDelete: (user: UserRecord) => void;
  onForcePassword: (user: UserRecord) => void;
  onToggleStatus: (user: UserRecord) => Promise<void>;
}

export interface ProfileGroupAccordionProps extends UserActionHandlers {
  group: ProfileGroup<UserRecord>;
  /** The broker column, shown in every group when any listed user has a broker. */
  showBroker: boolean;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  permissions: UserPermissions;
}

const wide = { display: { xs: 'none', md: 'table-cell' } };
/** Same column widths in every group, so the groups line up. */
const widths = (showBroker: boolean) => ({
  name: showBroker ? '24%' : '28%',
  email: showBroker ? '24%' : '30%',
  cpf: 136,
  broker: '18%',
  lastLogin: 150,
  status: 112,
  actions: 48,
});

/** One profile of the user list: a collapsible group with its count and its users. */
export const ProfileGroupAccordion = ({
  group,
  showBroker,
  expanded,
  onExpandedChange,
  permissions,
  ...handlers
}: ProfileGroupAccordionProps) => {
  const translate = useTranslate();
  const summaryId = useId();
  const inactive = group.users.length - group.activeCount;
  const column = (name: string) => translate(`resources.usuarios.fields.${name}`);
  const width = widths(showBroker);

  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => onExpandedChange(open)}
      disableGutters
      variant="outlined"
      sx={{
        '&:not(:last-of-type)': { mb: 1.5 },
        borderRadius: 1,
        '&::before': { display: 'none' },
      }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, mr: 0.5 }}>
            {group.profileName}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={translate(`aval.users.userTypes.${group.userTypeId}`)}
          />
          <Chip
            size="small"
            color="primary"
            label={translate('resources.usuarios.list.count', { smart_count: group.users.length })}
          />
          {inactive > 0 && (
            <Chip
              size="small"
              label={translate('resources.usuarios.list.inactiveCount', { smart_count: inactive })}
            />
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0, overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={summaryId} sx={{ tableLayout: { md: 'fixed' } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: { md: width.name } }}>{column('Name')}</TableCell>
              <TableCell sx={{ ...wide, width: width.email }}>{column('Email')}</TableCell>
              <TableCell sx={{ ...wide, width: width.cpf }}>{column('Cpf')}</TableCell>
              {showBroker && (
                <TableCell sx={{ ...wide, width: width.broker }}>{column('BrokerId')}</TableCell>
              )}
              <TableCell sx={{ ...wide, width: width.lastLogin }}>
                {column('LastLoginAt')}
              </TableCell>
              <TableCell sx={{ width: { md: width.status } }}>{column('IsActive')}</TableCell>
              <TableCell padding="checkbox" sx={{ width: width.actions }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {group.users.map((user) => {
              const self = user.UserInfoId === permissions.selfId;
              const manageable = permissions.canManageUser(user);
              return (
                <TableRow key={user.id} hover data-testid={`user-row-${user.Login}`}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {user.Name}
                      {self && (
                        <Typography component="span" variant="body2" color="text.secondary">
                          {` (${translate('resources.usuarios.list.you')})`}
                        </Typography>
                      )}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {user.Login}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ ...wide, overflowWrap: 'anywhere' }}>{user.Email}</TableCell>
                  <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{maskCpf(user.Cpf)}</TableCell>
                  {showBroker && <TableCell sx={wide}>{user.BrokerName}</TableCell>}
                  <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>
                    {user.LastLoginAt
                      ? formatDateTime(user.LastLoginAt)
                      : translate('resources.usuarios.list.never')}
                  </TableCell>
                  <TableCell>
                    <UserStatusSwitch
                      user={user}
                      disabled={!manageable || (self && user.IsActive)}
                      onToggle={handlers.onToggleStatus}
                    />
                  </TableCell>
                  <TableCell padding="checkbox">
                    <UserRowActions
                      user={user}
                      canEdit={manageable}
                      canDelete={manageable && !self}
                      canForcePassword={permissions.canForcePassword && permissions.reaches(user)}
                      canIssueSso={permissions.canIssueSso && user.IsActive}
                      onEdit={handlers.onEdit}
                      onDelete={handlers.onDelete}
                      onForcePassword={handlers.onForcePassword}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </AccordionDetails>
    </Accordion>
  );
};
