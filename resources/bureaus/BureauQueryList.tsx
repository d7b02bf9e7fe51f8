import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Grid,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { Link, ListBase, Title, useListContext, useTranslate } from 'react-admin';
import type { QueryTypeParameters } from '../../domain/bureauQueries';
import { Breadcrumb } from '../../src/components';
import { MENU_PATH, queryTypePath } from './paths';
import type { QueryTypeRecord } from './useBureaus';

const QueryTypeCard = ({ type }: { type: QueryTypeParameters }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.bureaus.list.${key}`, options);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={queryTypePath(type.TipoConsultaId)}
        sx={{ height: '100%', alignItems: 'flex-start', display: 'flex' }}
        aria-label={type.Nome}
      >
        <CardContent sx={{ width: '100%' }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
          >
            <Typography variant="h6" component="h2">
              {type.Nome}
            </Typography>
            <Chip size="small" label={type.Pessoa} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {type.Descricao}
          </Typography>
          {type.ParametrosBureaus.length ? (
            <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
              {type.ParametrosBureaus.map((row) => (
                <Typography
                  component="li"
                  variant="body2"
                  key={row.BureauParametrizacaoConsultasId}
                  color={row.Ativo ? 'text.primary' : 'text.disabled'}
                >
                  {row.Ativo ? row.NomeBureau : t('inactive', { name: row.NomeBureau })}
                </Typography>
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="warning.main">
              {t('none')}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
};

const QueryTypeCards = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.bureaus.list.${key}`);
  const { data, isPending, error } = useListContext<QueryTypeRecord>();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="page-bureaus-consulta">
      <Title title={t('title')} />
      <Breadcrumb
        items={[{ label: 'aval.parametrizacao.title', to: MENU_PATH }, { label: t('title') }]}
      />
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('subtitle')}
      </Typography>
      {isPending && <LinearProgress sx={{ mb: 2 }} />}
      {error && <Alert severity="error">{t('loadError')}</Alert>}
      <Grid container spacing={2}>
        {data?.map((type) => (
          <Grid key={type.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <QueryTypeCard type={type} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
};

/**
 * /parametrizacao/bureaus-consulta: a card per query type with its bureaus in fallback order.
 * The tenant has a handful of query types: one page holds them all.
 */
export const BureauQueryList = () => (
  <ListBase resource="bureaus" perPage={100}>
    <QueryTypeCards />
  </ListBase>
);
