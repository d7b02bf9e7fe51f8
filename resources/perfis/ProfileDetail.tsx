import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useMenuLabel } from '../usuarios/menuOptions';
import { ApprovalLimits } from './ApprovalLimits';
import { GrantMatrix } from './GrantMatrix';
import { ProfileMembers } from './ProfileMembers';
import type { Profile } from './types';

export interface ProfileDetailProps {
  profile: Profile;
  siblings: Profile[];
  onRename: () => void;
  onDelete: () => void;
}

/** One profile: its grants matrix and its users. */
export const ProfileDetail = ({ profile, siblings, onRename, onDelete }: ProfileDetailProps) => {
  const translate = useTranslate();
  const menuLabel = useMenuLabel();
  const [tab, setTab] = useState<'grants' | 'users' | 'approvalLimits'>('grants');
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 1 }}
        >
          <Box>
            <Typography variant="h6" component="h2">
              {profile.Name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.perfis.fields.HomeMenuId')}:{' '}
              {profile.HomeMenuId
                ? menuLabel(profile.HomeMenuId)
                : translate('resources.perfis.form.homeMenuNone')}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1}>
            <Button size="small" startIcon={<EditOutlinedIcon />} onClick={onRename}>
              {translate('resources.perfis.actions.rename')}
            </Button>
            <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
              {translate('resources.perfis.actions.delete')}
            </Button>
          </Stack>
        </Stack>
        <Tabs value={tab} onChange={(_, value) => setTab(value)} sx={{ mb: 2 }}>
          <Tab value="grants" label={translate('resources.perfis.tabs.grants')} />
          <Tab
            value="users"
            label={translate('resources.perfis.tabs.users', {
              smart_count: profile.Usuarios.length,
            })}
          />
          <Tab value="approvalLimits" label={translate('resources.perfis.tabs.approvalLimits')} />
        </Tabs>
        {tab === 'grants' && <GrantMatrix profile={profile} />}
        {tab === 'users' && <ProfileMembers profile={profile} siblings={siblings} />}
        {tab === 'approvalLimits' && <ApprovalLimits profile={profile} />}
      </CardContent>
    </Card>
  );
};
