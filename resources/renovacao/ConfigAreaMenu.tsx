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
