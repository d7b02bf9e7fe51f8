import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Chip,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type CoverageAnswer, coverageLabels, type ModalityAnswer } from '../../domain/modalities';
import { ListCard, RowActionButton, useRowAction } from '../../src/components';
import { CoverageDialog } from './CoverageDialog';
import { describeCoverageParams } from './coverageForm';
import { insertCoverage, toggleCoverage, updateCoverage } from './modalitiesApi';

export interface ModalityTabProps {
  modality: ModalityAnswer;
  reload: <T>(write: Promise<T>) => Promise<T>;
}

type Editing = { coverage?: CoverageAnswer } | null;

/** Coberturas: each with its calculation explained, add/edit, and the enable/disable toggle. */
export const CoveragesTab = ({ modality, reload }: ModalityTabProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.modalidades.coverages.${key}`, options);
  const [editing, setEditing] = useState<Editing>(null);
  const { busy: toggling, run } = useRowAction<number>(reload);
  const toggle = (coverage: CoverageAnswer) => run(coverage.Id, () => toggleCoverage(coverage));

  return (
    <ListCard
      title={t('title')}
      subtitle={t('subtitle')}
      addLabel={t('add')}
      onAdd={() => setEditing({})}
    >
      <TableContainer>
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{coverageLabels.Name}</TableCell>
              <TableCell>{coverageLabels.CoverageCalculationTypeId}</TableCell>
              <TableCell>{coverageLabels.CoverageCalculationJSONParam}</TableCell>
              <TableCell>{t('kind')}</TableCell>
              <TableCell>{coverageLabels.IsEnabled}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {modality.Coverages.map((coverage) => (
              <TableRow key={coverage.Id} sx={{ opacity: coverage.IsEnabled ? 1 : 0.6 }}>
                <TableCell>{coverage.Name}</TableCell>
                <TableCell>{coverage.CoverageCalculationTypeName}</TableCell>
                <TableCell>
                  {describeCoverageParams(
                    coverage.CoverageCalculationTypeId,
                    coverage.CoverageCalculationJSONParam,
                  )}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={coverage.IsAdditional ? 'info' : 'default'}
                    label={t(coverage.IsAdditional ? 'additional' : 'main')}
                  />
                </TableCell>
                <TableCell>
                  <Switch
                    checked={coverage.IsEnabled}
                    disabled={toggling === coverage.Id}
                    onChange={() => toggle(coverage)}
                    slotProps={{
                      input: { 'aria-label': t('toggle', { name: coverage.Name }) },
                    }}
                  />
                </TableCell>
                <TableCell align="right">
                  <RowActionButton
                    title={t('edit')}
                    label={t('editNamed', { name: coverage.Name })}
                    onClick={() => setEditing({ coverage })}
                    icon={<EditOutlinedIcon fontSize="small" />}
                  />
                </TableCell>
              </TableRow>
            ))}
            {!modality.Coverages.length && (
              <TableRow>
                <TableCell colSpan={6}>{t('empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {editing && (
        <CoverageDialog
          coverage={editing.coverage}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            reload(
              editing.coverage
                ? updateCoverage(editing.coverage.Id, editing.coverage.Version, input)
                : insertCoverage(modality.Id, input),
            )
          }
        />
      )}
    </ListCard>
  );
};
