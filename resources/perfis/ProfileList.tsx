import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link, Title, useCanAccess, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { UserType } from '../../domain/userTypes';
import { Breadcrumb } from '../../src/components';
import { ProfilesOfType } from './ProfilesOfType';

/** The user types with profiles, in the order of the tabs. */
export const PROFILE_USER_TYPES = [
  UserType.INSURANCE,
  UserType.BROKER,
  UserType.AGENT,
  UserType.POLICY_HOLDER,
  UserType.ADVISOR,
];

/**
 * /usuarios/perfis: the profiles per user type (?tipo=<id>&perfil=<UniqueId> deep-links one; the
 * profile list's sort rides along in the same query string).
 */
export const ProfileList = () => {
  const translate = useTranslate();
  const { canAccess: canSeeUsers } = useCanAccess({ resource: 'usuarios', action: 'list' });
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('tipo'));
  const userTypeId = PROFILE_USER_TYPES.find((id) => id === requested) ?? UserType.INSURANCE;
  // the list's own parameters (its sort) share the query string: change only tipo and perfil
  const select = (type: number, profile: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tipo', String(type));
        if (profile) next.set('perfil', profile);
        else next.delete('perfil');
        return next;
      },
      { replace: true },
    );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="page-usuarios-perfis">
      <Title title={translate('resources.perfis.list.title')} />
      <Breadcrumb
        items={[
          { label: 'resources.usuarios.list.title', to: '/usuarios' },
          { label: 'resources.perfis.list.breadcrumb' },
        ]}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {translate('resources.perfis.list.title')}
          </Typography>
          <Typography color="text.secondary">
            {translate('resources.perfis.list.subtitle')}
          </Typography>
        </Box>
        {canSeeUsers && (
          <Button component={Link} to="/usuarios/listar" startIcon={<PeopleAltOutlinedIcon />}>
            {translate('resources.perfis.list.usersLink')}
          </Button>
        )}
      </Stack>
      <Tabs
        value={userTypeId}
        onChange={(_, value: number) => select(value, null)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {PROFILE_USER_TYPES.map((id) => (
          <Tab key={id} value={id} label={translate(`aval.users.userTypes.${id}`)} />
        ))}
      </Tabs>
      <ProfilesOfType
        key={userTypeId}
        userTypeId={userTypeId}
        selectedId={params.get('perfil')}
        onSelect={(profile) => select(userTypeId, profile)}
      />
    </Box>
  );
};
