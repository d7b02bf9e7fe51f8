import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { LocalesMenuButton, useDataProvider, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { appConfigStore, useAppConfig } from '../providers/appConfigStore';
import type { AvalDataProvider } from '../providers/dataProvider';
import { storage } from '../providers/storage';
import { tenantHostFromPath } from '../providers/tenant';
import { LoginForm } from './LoginForm';

/** A `simula-<host>` segment reached without a page load still switches the tenant. */
const useTenantFromPath = (pathname: string) => {
  const dataProvider = useDataProvider<AvalDataProvider>();
  const host = tenantHostFromPath(pathname);
  useEffect(() => {
    if (!host || appConfigStore.loadedHost() === host) return;
    dataProvider
      .getPortalConfig(host, window.location.origin)
      .then((config) => appConfigStore.set(config, host))
      .catch(() => undefined);
  }, [host, dataProvider]);
};

/** page-login: `/login/:companyDns?` and its advisor variant `/login/:companyDns?/assessor`. */
export const LoginPage = ({ advisor = false }: { advisor?: boolean }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const config = useAppConfig();
  useTenantFromPath(pathname);
  useEffect(() => {
    storage.setLoginPath(pathname);
  }, [pathname]);

  return (
    <Box
      data-testid="page-login"
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
      })}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8, color: 'common.white' }}>
        <LocalesMenuButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={6}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={0.5} sx={{ mb: 3, textAlign: 'center' }}>
            <Typography variant="overline" color="secondary.main" sx={{ fontWeight: 700 }}>
              {translate('aval.app.title')} · {translate('aval.app.subtitle')}
            </Typography>
            <Typography variant="h6" component="p" color="primary.main" sx={{ fontWeight: 600 }}>
              {config?.companyName ?? translate('aval.app.title')}
            </Typography>
            <Typography variant="h5" component="h1">
              {translate(advisor ? 'aval.auth.advisorTitle' : 'aval.auth.title')}
            </Typography>
          </Stack>
          <LoginForm advisorOnly={advisor} />
        </CardContent>
      </Card>
    </Box>
  );
};
LoginPage.path = '/login/:companyDns?';
