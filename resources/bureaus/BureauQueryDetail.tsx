import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, ShowBase, Title, useDataProvider, useShowContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { BureauParameter } from '../../domain/bureauQueries';
import { Breadcrumb, HistoryCard, useModals, useRowAction } from '../../src/components';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { BureauParameterDialog } from './BureauParameterDialog';
import { BureauRowsTable } from './BureauRowsTable';
import { BUREAUS_PATH, MENU_PATH } from './paths';
import { type QueryTypeRecord, useBureauHistory, useBureauReload } from './useBureaus';

type Editing = { parameter?: BureauParameter } | null;

const QueryTypeView = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.bureaus.detail.${key}`, options);
  const detail = useShowContext<QueryTypeRecord>();
  const history = useBureauHistory(id);
  const reload = useBureauReload();
  const { addBureau, removeBureau, updateBureau } = useDataProvider<AvalDataProvider>();
  const modals = useModals();
  const [editing, setEditing] = useState<Editing>(null);
  const type = detail.record;

  const { busy, run } = useRowAction<number>(reload);

  const move = (row: BureauParameter, step: number) =>
    run(row.BureauParametrizacaoConsultasId, () =>
      updateBureau(row.BureauParametrizacaoConsultasId, row.Version, {
        Prioridade: row.Prioridade + step,
      }),
    );

  const toggle = (row: BureauParameter) =>
    run(row.BureauParametrizacaoConsultasId, () =>
      updateBureau(row.BureauParametrizacaoConsultasId, row.Version, { Ativo: !row.Ativo }),
    );

  const remove = async (row: BureauParameter) => {
    const confirmed = await modals.confirm({
      title: t('removeTitle'),
      message: t('removeMessage', { name: row.NomeBureau, type: type?.Nome ?? '' }),
      confirmLabel: t('remove'),
    });
    if (confirmed) {
      await run(row.BureauParametrizacaoConsultasId, () =>
        removeBureau(row.BureauParametrizacaoConsultasId, row.Version),
      );
    }
  };

  const rows = type?.ParametrosBureaus ?? [];
  const notFound = id === 0 || Boolean(detail.error);
  const full = Boolean(type) && rows.length >= (type?.BureausDisponiveis.length ?? 0);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="page-bureaus-consulta-tipo">
      <Title title={type?.Nome ?? t('title')} />
      <Breadcrumb
        items={[
          { label: 'aval.parametrizacao.title', to: MENU_PATH },
          { label: 'resources.bureaus.list.title', to: BUREAUS_PATH },
          { label: type?.Nome ?? t('title') },
        ]}
      />
      {detail.isPending && id > 0 && <LinearProgress sx={{ mb: 2 }} />}
      {notFound && (
        <Alert
          severity="error"
          action={
            <Button component={Link} to={BUREAUS_PATH} color="inherit" size="small">
              {t('back')}
            </Button>
          }
        >
          {t('notFound')}
        </Alert>
      )}
      {type && (
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <div>
              <Typography variant="h5" component="h1">
                {type.Nome}
              </Typography>
              <Typography color="text.secondary">{type.Descricao}</Typography>
            </div>
            <Tooltip title={full ? t('allIn') : ''}>
              <span>
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  onClick={() => setEditing({})}
                  disabled={full}
                >
                  {t('add')}
                </Button>
              </span>
            </Tooltip>
          </Stack>
          <Alert severity="info" variant="outlined">
            {t('fallbackHelp')}
          </Alert>
          <BureauRowsTable
            typeName={type.Nome}
            rows={rows}
            busy={busy}
            onMove={move}
            onToggle={toggle}
            onEdit={(row) => setEditing({ parameter: row })}
            onRemove={remove}
          />
          <HistoryCard title={t('history')} rows={history.data} loading={history.isPending} />
        </Stack>
      )}
      {type && editing && (
        <BureauParameterDialog
          type={type}
          parameter={editing.parameter}
          onClose={() => setEditing(null)}
          onSave={(bureauId, values) =>
            reload(
              editing.parameter
                ? updateBureau(
                    editing.parameter.BureauParametrizacaoConsultasId,
                    editing.parameter.Version,
                    values,
                  )
                : addBureau(type.TipoConsultaId, bureauId, values),
            )
          }
        />
      )}
    </Box>
  );
};

/**
 * /parametrizacao/bureaus-consulta/:tipoConsultaId: a query type's bureaus in fallback order,
 * read by react-admin's Show controller on the `bureaus` resource. A malformed or unknown id is
 * said on the page (no redirect); a malformed one is not even asked for.
 */
export const BureauQueryDetail = () => {
  const { tipoConsultaId = '' } = useParams();
  const id = /^\d{1,4}$/.test(tipoConsultaId) ? Number(tipoConsultaId) : 0;
  return (
    <ShowBase
      resource="bureaus"
      // the route's text: a record read by getOne answers its number, equal to it
      id={tipoConsultaId || '0'}
      queryOptions={{ enabled: id > 0, onError: () => undefined }}
    >
      <QueryTypeView id={id} />
    </ShowBase>
  );
};
