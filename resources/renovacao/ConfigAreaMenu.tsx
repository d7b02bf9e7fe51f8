import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import TuneIcon from '@mui/icons-material/Tune';
import { Avatar, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { Link, useTranslate } from 'react-admin';
import type { BreadcrumbItem } from '../../src/components/Breadcrumb';
import { ConfigPageFrame } from './ConfigPageFrame';

export interface AreaLink {
  /** i18n keys */
  title: string;
  description: string;
  to: string;
  icon: ReactElement;
}

/** A small menu page of an area (/parametrizacao/renovacao, /parametrizacao/endosso). */
export const ConfigAreaMenu = ({
  testId,
  title,
  subtitle,
  breadcrumb,
  links,
}: {
  testId: string;
  title: string;
  subtitle: string;
  breadcrumb: BreadcrumbItem[];
  links: AreaLink[];
}) => {
  const translate = useTranslate();
  return (
    <ConfigPageFrame testId={testId} title={title} subtitle={subtitle} breadcrumb={breadcrumb}>
      <Grid container spacing={2} component="nav" aria-label={title}>
        {links.map((link) => (
          <Grid key={link.to} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={Link}
                to={link.to}
                sx={{ height: '100%', alignItems: 'flex-start', display: 'flex' }}
              >
                <CardContent sx={{ width: '100%' }}>
                  <Avatar sx={{ bgcolor: 'primary.main', mb: 1.5 }}>{link.icon}</Avatar>
                  <Typography variant="h6" component="h2">
                    {translate(link.title)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(link.description)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </ConfigPageFrame>
  );
};

/** The menu page of a defaults-plus-modality-rules area: leads to the defaults and the rules. */
export const RuleAreaMenu = ({
  testId,
  titleKey,
  resource,
  breadcrumb,
  settingsPath,
  rulesPath,
}: {
  testId: string;
  titleKey: string;
  /** resources.<resource>.area / .settings / .rules hold the texts. */
  resource: string;
  breadcrumb: BreadcrumbItem[];
  settingsPath: string;
  rulesPath: string;
}) => {
  const translate = useTranslate();
  return (
    <ConfigAreaMenu
      testId={testId}
      title={translate(titleKey)}
      subtitle={translate(`resources.${resource}.area.subtitle`)}
      breadcrumb={breadcrumb}
      links={[
        {
          title: `resources.${resource}.settings.title`,
          description: `resources.${resource}.area.settings`,
          to: settingsPath,
          icon: <TuneIcon />,
        },
        {
          title: `resources.${resource}.rules.title`,
          description: `resources.${resource}.area.rules`,
          to: rulesPath,
          icon: <FormatListBulletedIcon />,
        },
      ]}
    />
  );
};
