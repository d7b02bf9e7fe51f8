import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { HomeLink } from './HomeLink';
import { StatusPage } from './StatusPage';

interface PlaceholderPageProps {
  /** i18n key of the screen's title */
  titleKey: string;
  /** outside the layout (access screens) */
  standalone?: boolean;
}

/** A screen of the route table that a later version builds: never a blank page. */
export const PlaceholderPage = ({ titleKey, standalone = false }: PlaceholderPageProps) => {
  const translate = useTranslate();
  const title = translate(titleKey);
  const message = translate('aval.pages.placeholder.message');
  if (standalone) {
    return (
      <StatusPage
        testId="page-placeholder"
        icon={<HourglassEmptyIcon />}
        title={title}
        message={message}
        actions={<HomeLink />}
      />
    );
  }
  return (
    <Box data-testid="page-placeholder" sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h5" component="h2">
              {title}
            </Typography>
            <Typography color="text.secondary">{message}</Typography>
            <HomeLink />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
