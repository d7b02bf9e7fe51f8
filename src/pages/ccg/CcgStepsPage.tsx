import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Button,
  IconButton,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ccgStatusLabel } from '../../../domain/ccgStatus';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageFrame } from '../../components/PageFrame';
import type { CcgStep } from '../../providers/ccgApi';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { errorText } from '../../providers/errorText';
import { CcgStepDialog } from './CcgStepDialog';

/**
 * /stepper: the steps a tenant's CCG goes through, in order — each with the CCG status it
 * represents and whether it is required; added, edited, moved up or down and deleted with the
 * Version read.
 */
export const CcgStepsPage = () => {
  const dataProvider = useDataProvider<AvalDataProvider>();
  const [steps, setSteps] = useState<CcgStep[] | null>(null);
  const [error, setError] = useState<string>();
  const [editing, setEditing] = useState<CcgStep | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CcgStep | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    () =>
      dataProvider.getCcgSteps().then(setSteps, (reason) => {
        setError(errorText(reason));
        setSteps((current) => current ?? []);
      }),
    [dataProvider],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const run = async (call: () => Promise<CcgStep[]>) => {
    setBusy(true);
    setError(undefined);
    try {
      setSteps(await call());
    } catch (reason) {
      setError(errorText(reason));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame
      testId="page-stepper"
      title="Etapas do CCG"
      subtitle="O caminho do contrato de contragarantia, da geração à assinatura."
      breadcrumb={[{ label: 'Etapas do CCG' }]}
      action={
        <Button variant="contained" onClick={() => setEditing(null)}>
          Nova etapa
        </Button>
      }
    >
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {steps === null ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          {/* a settings page of a handful of ordered steps (moved up/down), not a searchable list;
              to become a react-admin resource if steps ever need paging or export */}
          <Table size="small" aria-label="Etapas do CCG">
            <TableHead>
              <TableRow>
                <TableCell>Ordem</TableCell>
                <TableCell>Etapa</TableCell>
                <TableCell>Status do CCG</TableCell>
                <TableCell>Obrigatória</TableCell>
                <TableCell align="right">Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {steps.map((step, index) => (
                <TableRow key={step.UniqueId}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>
                    {step.Name}
                    {step.Description ? (
                      <Alert severity="info" icon={false} sx={{ p: 0, bgcolor: 'transparent' }}>
                        {step.Description}
                      </Alert>
                    ) : null}
                  </TableCell>
                  <TableCell>{ccgStatusLabel(step.CCGStatus)}</TableCell>
                  <TableCell>{step.Required ? 'Sim' : 'Não'}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title="Subir">
                      <span>
                        <IconButton
                          aria-label={`Subir ${step.Name}`}
                          disabled={busy || index === 0}
                          onClick={() => run(() => dataProvider.moveCcgStep(step, 'up'))}
                        >
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="Descer">
                      <span>
                        <IconButton
                          aria-label={`Descer ${step.Name}`}
                          disabled={busy || index === steps.length - 1}
                          onClick={() => run(() => dataProvider.moveCcgStep(step, 'down'))}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <IconButton aria-label={`Editar ${step.Name}`} onClick={() => setEditing(step)}>
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      aria-label={`Excluir ${step.Name}`}
                      onClick={() => setDeleting(step)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
              {steps.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5}>Nenhuma etapa cadastrada.</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing !== undefined ? (
        <CcgStepDialog
          step={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void load();
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          title="Excluir etapa"
          message={`Excluir a etapa "${deleting.Name}"?`}
          confirmLabel="Excluir"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const step = deleting;
            setDeleting(null);
            void run(() => dataProvider.deleteCcgStep(step));
          }}
        />
      ) : null}
    </PageFrame>
  );
};
