import { Avatar, Box, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';
import { Breadcrumb } from '../../components';
import { parametrizacaoAreas } from './parametrizacaoAreas';

/** /parametrizacao/menu: one card per parameterisation area of the insurer. */
export const ParametrizacaoMenuPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`aval.parametrizacao.${key}`);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="page-parametrizacao-menu">
      <Title title={t('title')} />
      <Breadcrumb items={[{ label: 'aval.parametrizacao.title' }]} />
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('subtitle')}
      </Typography>
      <Grid container spacing={2} component="nav" aria-label={t('title')}>
        {parametrizacaoAreas.map((area) => (
          <Grid key={area.key} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={Link}
                to={area.path}
                sx={{ height: '100%', alignItems: 'flex-start', display: 'flex' }}
              >
                <CardContent sx={{ width: '100%' }}>
                  <Avatar sx={{ bgcolor: 'primary.main', mb: 1.5 }}>{area.icon}</Avatar>
                  <Typography variant="h6" component="h2">
                    {t(`areas.${area.key}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`areas.${area.key}.description`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
};
