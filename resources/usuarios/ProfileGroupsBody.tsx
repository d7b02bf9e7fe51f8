import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  Button,
  ButtonBase,
  Chip,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { createContext, Fragment, type ReactNode, useContext } from 'react';
import {
  DataTableClasses,
  DataTableRow,
  RecordContextProvider,
  useDataTableDataContext,
  useListContext,
  useTranslate,
} from 'react-admin';
import type { UserRecord } from './types';
import { groupUsersByProfile, type ProfileGroup } from './userGroups';

/** Which profile groups are collapsed (by ProfileUniqueId), shared by the body and its button. */
export interface CollapsedGroups {
  collapsed: Record<string, boolean>;
  setCollapsed: (collapsed: Record<string, boolean>) => void;
}

export const CollapsedGroupsContext = createContext<CollapsedGroups>({
  collapsed: {},
  setCollapsed: () => undefined,
});

const GroupHeader = ({
  group,
  expanded,
  onToggle,
}: {
  group: ProfileGroup<UserRecord>;
  expanded: boolean;
  onToggle: () => void;
}) => {
  const translate = useTranslate();
  const inactive = group.users.length - group.activeCount;
  return (
    <TableRow>
      {/* a colSpan past the last column spans whatever columns are shown */}
      <TableCell colSpan={100} sx={{ bgcolor: 'action.hover', py: 0.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ m: 0 }}>
          <ButtonBase
            aria-expanded={expanded}
            onClick={onToggle}
            sx={{ gap: 1, py: 0.5, width: '100%', justifyContent: 'flex-start', flexWrap: 'wrap' }}
          >
            <ExpandMoreIcon
              fontSize="small"
              sx={{ transform: expanded ? 'none' : 'rotate(-90deg)', transition: 'transform .2s' }}
            />
            <Typography component="span" sx={{ fontWeight: 600, mr: 0.5 }}>
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
              label={translate('resources.usuarios.list.count', {
                smart_count: group.users.length,
              })}
            />
            {inactive > 0 && (
              <Chip
                size="small"
                label={translate('resources.usuarios.list.inactiveCount', {
                  smart_count: inactive,
                })}
              />
            )}
          </ButtonBase>
        </Typography>
      </TableCell>
    </TableRow>
  );
};

/**
 * The DataTable's body with the users grouped by profile (spec part 1 §3): a heading row per
 * profile that folds its users away; inside a group the users keep the list's sort.
 */
export const ProfileGroupsBody = ({ children }: { children?: ReactNode }) => {
  const data = useDataTableDataContext() as UserRecord[] | undefined;
  const { collapsed, setCollapsed } = useContext(CollapsedGroupsContext);
  return (
    <TableBody className={`datatable-body ${DataTableClasses.tbody}`}>
      {groupUsersByProfile(data ?? []).map((group) => {
        const expanded = !collapsed[group.profileUniqueId];
        return (
          <Fragment key={group.profileUniqueId}>
            <GroupHeader
              group={group}
              expanded={expanded}
              onToggle={() => setCollapsed({ ...collapsed, [group.profileUniqueId]: expanded })}
            />
            {expanded &&
              group.users.map((user) => (
                <RecordContextProvider value={user} key={user.id}>
                  <DataTableRow
                    className={DataTableClasses.row}
                    data-testid={`user-row-${user.Login}`}
                  >
                    {children}
                  </DataTableRow>
                </RecordContextProvider>
              ))}
          </Fragment>
        );
      })}
    </TableBody>
  );
};

/** Folds or unfolds every profile group at once; shown when there is more than one. */
export const CollapseAllButton = () => {
  const translate = useTranslate();
  const { data } = useListContext<UserRecord>();
  const { collapsed, setCollapsed } = useContext(CollapsedGroupsContext);
  const profiles = [...new Set((data ?? []).map((user) => user.ProfileUniqueId))];
  if (profiles.length < 2) return null;
  const allCollapsed = profiles.every((profile) => collapsed[profile]);
  return (
    <Button
      size="small"
      onClick={() =>
        setCollapsed(Object.fromEntries(profiles.map((profile) => [profile, !allCollapsed])))
      }
      startIcon={allCollapsed ? <UnfoldMoreIcon /> : <UnfoldLessIcon />}
    >
      {translate(`resources.usuarios.list.${allCollapsed ? 'expandAll' : 'collapseAll'}`)}
    </Button>
  );
};
