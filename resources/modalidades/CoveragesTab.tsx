import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Button, Card, CardHeader, Chip, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, useDataProvider, useTranslate } from 'react-admin';
import { type CoverageAnswer, coverageLabels, type ModalityAnswer } from '../../domain/modalities';
import { RowActionButton, useRowAction } from '../../src/components';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { CoverageDialog } from './CoverageDialog';
import { describeCoverageParams } from './coverageForm';
import { RowsTable } from '../../src/components/lists';

export interface ModalityTabProps {
  modality: ModalityAnswer;
  reload: <T>(write: Promise<T>) => Promise<T>;
}

type Editing = { coverage?: CoverageAnswer } | null;
type CoverageRow = CoverageAnswer & { id: number };
const Col = DataTable.Col<CoverageRow>;

/** Coberturas: each with its calculation explained, add/edit, and the enable/disable toggle. */
export const CoveragesTab = ({ modality, reload }: ModalityTabProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.modalidades.coverages.${key}`, options);
  const { insertModalityCoverage, updateModalityCoverage, toggleModalityCoverage } =
    useDataProvider<AvalDataProvider>();
  const [editing, setEditing] = useState<Editing>(null);
  const { busy: toggling, run } = useRowAction<number>(reload);
  const toggle = (coverage: CoverageAnswer) =>
    run(coverage.Id, () => toggleModalityCoverage(coverage));
  // calls and the dialog get the gateway's answer itself, not the table's row
  const answerOf = (row: CoverageRow) =>
    modality.Coverages.find((coverage) => coverage.Id === row.id) ?? row;

  return (
    <Card variant="outlined">
      <CardHeader
        title={t('title')}
        subheader={t('subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            {t('add')}
          </Button>
        }
      />
      <RowsTable<CoverageRow>
        resource="modalidades"
        rows={modality.Coverages.map((coverage) => ({ ...coverage, id: coverage.Id }))}
        aria-label={t('title')}
        storeKey="modalidades.coverages"
        rowSx={(coverage) => ({ opacity: coverage.IsEnabled ? 1 : 0.6 })}
        empty={<Typography sx={{ px: 2, pb: 2 }}>{t('empty')}</Typography>}
      >
        <Col source="Name" label={coverageLabels.Name} />
        <Col
          source="CoverageCalculationTypeName"
          label={coverageLabels.CoverageCalculationTypeId}
        />
        <Col
          label={coverageLabels.CoverageCalculationJSONParam}
          render={(coverage) =>
            describeCoverageParams(
              coverage.CoverageCalculationTypeId,
              coverage.CoverageCalculationJSONParam,
            )
          }
        />
        <Col
          source="IsAdditional"
          label={t('kind')}
          render={(coverage) => (
            <Chip
              size="small"
              variant="outlined"
              color={coverage.IsAdditional ? 'info' : 'default'}
              label={t(coverage.IsAdditional ? 'additional' : 'main')}
            />
          )}
        />
        <Col
          source="IsEnabled"
          label={coverageLabels.IsEnabled}
          render={(coverage) => (
            <Switch
              checked={coverage.IsEnabled}
              disabled={toggling === coverage.Id}
              onChange={() => toggle(answerOf(coverage))}
              slotProps={{
                input: { 'aria-label': t('toggle', { name: coverage.Name }) },
              }}
            />
          )}
        />
        <Col
          label=""
          align="right"
          render={(coverage) => (
            <RowActionButton
              title={t('edit')}
              label={t('editNamed', { name: coverage.Name })}
              onClick={() => setEditing({ coverage: answerOf(coverage) })}
              icon={<EditOutlinedIcon fontSize="small" />}
            />
          )}
        />
      </RowsTable>
      {editing && (
        <CoverageDialog
          coverage={editing.coverage}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            reload(
              editing.coverage
                ? updateModalityCoverage(editing.coverage.Id, editing.coverage.Version, input)
                : insertModalityCoverage(modality.Id, input),
            )
          }
        />
      )}
    </Card>
  );
};
