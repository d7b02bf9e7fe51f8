import { Box, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useAppConfig } from '../../providers/appConfigStore';
import { storage } from '../../providers/storage';

interface AccountFrameProps {
  testId: string;
  title: string;
  children: ReactNode;
  /** wider card for long forms */
  wide?: boolean;
  /** the "back to sign-in" link under the card content (default shown) */
  backLink?: boolean;
  /** a small line above the tenant name (the sign-in page shows the product there) */
  overline?: string;
}

/** The sign-in page and the signed-out account screens: tenant name, title, card. */
export const AccountFrame = ({
  testId,
  title,
  children,
  wide = false,
  backLink = true,
  overline,
}: AccountFrameProps) => {
  const translate = useTranslate();
  const config = useAppConfig();
  return (
    <Box
      data-testid={testId}
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
      <Card sx={{ width: '100%', maxWidth: wide ? 760 : 460 }} elevation={6}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={0.5} sx={{ mb: 3, textAlign: 'center' }}>
            {overline && (
              <Typography variant="overline" color="secondary.main" sx={{ fontWeight: 700 }}>
                {overline}
              </Typography>
            )}
            <Typography variant="h6" component="p" color="primary.main" sx={{ fontWeight: 600 }}>
              {config?.companyName ?? translate('aval.app.title')}
            </Typography>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
          </Stack>
          {children}
          {backLink && (
            <Box sx={{ textAlign: 'center', pt: 2 }}>
              <MuiLink component={Link} to={storage.getLoginPath()}>
                {translate('aval.accounts.backToLogin')}
              </MuiLink>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
