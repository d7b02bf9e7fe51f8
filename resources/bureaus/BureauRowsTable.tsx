import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Card, Switch, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { type BureauParameter, bureauParameterLabels } from '../../domain/bureauQueries';
import { formatBRL } from '../../domain/format';
import { RowActionButton } from '../../src/components';
import { RowsTable } from '../../src/components/lists';

type BureauRow = BureauParameter & { id: number };
const Col = DataTable.Col<BureauRow>;

export interface BureauRowsTableProps {
  typeName: string;
  rows: BureauParameter[];
  /** The row whose write is under way, if any. */
  busy: number | null;
  onMove: (row: BureauParameter, step: number) => void;
  onToggle: (row: BureauParameter) => void;
  onEdit: (row: BureauParameter) => void;
  onRemove: (row: BureauParameter) => void;
}

/**
 * A query type's bureaus in fallback order, with their row actions. The order is the priority,
 * which the arrows change: the columns do not sort.
 */
export const BureauRowsTable = ({
  typeName,
  rows,
  busy,
  onMove,
  onToggle,
  onEdit,
  onRemove,
}: BureauRowsTableProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.bureaus.detail.${key}`, options);
  const last = rows.length - 1;
  const position = (row: BureauRow) =>
    rows.findIndex((item) => item.BureauParametrizacaoConsultasId === row.id);
  return (
    <Card variant="outlined">
      <RowsTable<BureauRow>
        resource="bureaus"
        rows={rows.map((row) => ({ ...row, id: row.BureauParametrizacaoConsultasId }))}
        aria-label={t('tableLabel', { type: typeName })}
        empty={<Typography sx={{ p: 2 }}>{t('empty')}</Typography>}
      >
        <Col
          label={bureauParameterLabels.Prioridade}
          disableSort
          render={(row) => t('priority', { n: row.Prioridade })}
        />
        <Col source="NomeBureau" label={bureauParameterLabels.BureauId} disableSort />
        <Col
          label={bureauParameterLabels.ValidadeEmDias}
          align="right"
          disableSort
          render={(row) => t('days', { n: row.ValidadeEmDias })}
        />
        <Col
          label={bureauParameterLabels.CustoPorConsulta}
          align="right"
          disableSort
          render={(row) => (row.CustoPorConsulta === null ? '—' : formatBRL(row.CustoPorConsulta))}
        />
        <Col
          label={bureauParameterLabels.Ativo}
          disableSort
          render={(row) => (
            <Switch
              checked={row.Ativo}
              disabled={busy === row.id}
              onChange={() => onToggle(row)}
              slotProps={{ input: { 'aria-label': t('toggle', { name: row.NomeBureau }) } }}
            />
          )}
        />
        <Col
          label={t('actions')}
          align="right"
          disableSort
          sx={{ whiteSpace: 'nowrap' }}
          render={(row) => {
            const rowBusy = busy === row.id;
            const name = { name: row.NomeBureau };
            return (
              <>
                <RowActionButton
                  wrapped
                  title={t('up', name)}
                  label={t('up', name)}
                  disabled={rowBusy || position(row) === 0}
                  onClick={() => onMove(row, -1)}
                  icon={<ArrowUpwardIcon fontSize="small" />}
                />
                <RowActionButton
                  wrapped
                  title={t('down', name)}
                  label={t('down', name)}
                  disabled={rowBusy || position(row) === last}
                  onClick={() => onMove(row, 1)}
                  icon={<ArrowDownwardIcon fontSize="small" />}
                />
                <RowActionButton
                  title={t('edit', name)}
                  label={t('edit', name)}
                  disabled={rowBusy}
                  onClick={() => onEdit(row)}
                  icon={<EditOutlinedIcon fontSize="small" />}
                />
                <RowActionButton
                  title={t('removeOne', name)}
                  label={t('removeOne', name)}
                  disabled={rowBusy}
                  onClick={() => onRemove(row)}
                  color="error"
                  icon={<DeleteOutlineIcon fontSize="small" />}
                />
              </>
            );
          }}
        />
      </RowsTable>
    </Card>
  );
};
