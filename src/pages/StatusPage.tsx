import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface StatusPageProps {
  testId: string;
  icon: ReactNode;
  title: string;
  message: ReactNode;
  actions?: ReactNode;
}

/** The full-page card shared by the access and error pages. */
export const StatusPage = ({ testId, icon, title, message, actions }: StatusPageProps) => (
  <Box
    data-testid={testId}
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bgcolor: 'background.default',
      p: 2,
    }}
  >
    <Card sx={{ maxWidth: 520, width: '100%' }} elevation={3}>
      <CardContent sx={{ p: 4 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Box sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>{icon}</Box>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary" component="div">
            {message}
          </Typography>
          {actions}
        </Stack>
      </CardContent>
    </Card>
  </Box>
);
