import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Button,
  Card,
  CardHeader,
  Chip,
  IconButton,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type CoverageAnswer, coverageLabels, type ModalityAnswer } from '../../domain/modalities';
import { useModals } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties/gatewayMessages';
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
  const modals = useModals();
  const [editing, setEditing] = useState<Editing>(null);
  const [toggling, setToggling] = useState<number | null>(null);

  const toggle = async (coverage: CoverageAnswer) => {
    setToggling(coverage.Id);
    try {
      await reload(toggleCoverage(coverage.Id));
    } catch (error) {
      await modals.showError(gatewayMessages(error));
    } finally {
      setToggling(null);
    }
  };

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
                  <Tooltip title={t('edit')}>
                    <IconButton
                      aria-label={t('editNamed', { name: coverage.Name })}
                      onClick={() => setEditing({ coverage })}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
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
    </Card>
  );
};
