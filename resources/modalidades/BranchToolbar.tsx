import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { Alert, Button, Chip, Menu, MenuItem, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ParameterisationGroup } from '../../domain/branchGroups';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { BranchDialog, GroupDialog } from './BranchGroupDialogs';
import { useParameterisationBranches } from './useBranchGroups';
import { useFormCall } from './useFormCall';
import { useModalityReload } from './useModalities';

type Open = 'newBranch' | 'renameBranch' | 'newGroup' | ParameterisationGroup | null;

/** Above the groups of the branch on screen: create, rename and (de)activate branches and groups. */
export const BranchToolbar = ({ branchId }: { branchId: number | null }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.modalidades.branchGroups.${key}`);
  const { updateCompanyBranch } = useDataProvider<AvalDataProvider>();
  const branches = useParameterisationBranches();
  const reload = useModalityReload();
  const toggle = useFormCall();
  const [open, setOpen] = useState<Open>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const branch = branches.data?.find((candidate) => candidate.Id === branchId);

  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {branch && (
          <>
            <Chip
              size="small"
              variant="outlined"
              label={t(branch.IsPrivate ? 'private' : 'public')}
            />
            <Chip
              size="small"
              color={branch.IsActive ? 'success' : 'default'}
              label={t(branch.IsActive ? 'active' : 'inactive')}
            />
          </>
        )}
        <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen('newBranch')}>
          {t('newBranch')}
        </Button>
        {branch && (
          <>
            <Button
              size="small"
              startIcon={<EditOutlinedIcon />}
              onClick={() => setOpen('renameBranch')}
            >
              {t('renameBranch')}
            </Button>
            <Button
              size="small"
              startIcon={<PowerSettingsNewIcon />}
              disabled={toggle.busy}
              onClick={() =>
                void toggle.run(() =>
                  reload(
                    updateCompanyBranch(branch.Id, branch.Version, { IsActive: !branch.IsActive }),
                  ),
                )
              }
            >
              {t(branch.IsActive ? 'deactivate' : 'activate')}
            </Button>
            <Button
              size="small"
              startIcon={<AddIcon />}
              disabled={!branch.IsActive}
              onClick={() => setOpen('newGroup')}
            >
              {t('newGroupShort')}
            </Button>
            <Button
              size="small"
              startIcon={<EditOutlinedIcon />}
              disabled={!branch.Groups.length}
              onClick={(event) => setMenu(event.currentTarget)}
              aria-haspopup="menu"
            >
              {t('renameGroupShort')}
            </Button>
            <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
              {branch.Groups.map((group) => (
                <MenuItem
                  key={group.Id}
                  onClick={() => {
                    setMenu(null);
                    setOpen(group);
                  }}
                >
                  {group.Name}
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
      </Stack>
      {toggle.messages.length > 0 && (
        <Alert severity={toggle.stale ? 'warning' : 'error'}>{toggle.messages.join(' ')}</Alert>
      )}
      {open === 'newBranch' && <BranchDialog onClose={() => setOpen(null)} />}
      {open === 'renameBranch' && branch && (
        <BranchDialog branch={branch} onClose={() => setOpen(null)} />
      )}
      {open === 'newGroup' && branch && (
        <GroupDialog branch={branch} onClose={() => setOpen(null)} />
      )}
      {open && typeof open === 'object' && branch && (
        <GroupDialog branch={branch} group={open} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
};
