import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Button,
  Card,
  CardHeader,
  IconButton,
  LinearProgress,
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
import type { ParticularClauseAnswer } from '../../domain/modalityTerms';
import { useModals } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties/gatewayMessages';
import type { ModalityTabProps } from './CoveragesTab';
import {
  moveParticularClause,
  saveParticularClause,
  setParticularClauseStatus,
} from './modalityTextsApi';
import { ParticularClauseDialog } from './ParticularClauseDialog';
import { excerpt } from './textForm';
import { useParticularClauses, useTermTags } from './useModalityTexts';

const MAX_ORDER = 9999;

type Editing = { clause?: ParticularClauseAnswer } | null;

/** Cláusulas particulares: in order, each with its text, the active toggle, moves and edit. */
export const ParticularClausesTab = ({ modality, reload }: ModalityTabProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.modalidades.clauses.${key}`, options);
  const modals = useModals();
  const clauses = useParticularClauses(modality.Id);
  const termTags = useTermTags();
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const rows = clauses.data ?? [];

  const run = async (clause: ParticularClauseAnswer, write: () => Promise<unknown>) => {
    setBusy(clause.Id);
    try {
      await reload(write());
    } catch (error) {
      await modals.showError(gatewayMessages(error));
    } finally {
      setBusy(null);
    }
  };

  // The gateway makes room at the Order sent: up takes the previous clause's place, down goes
  // right after the next one.
  const moveUp = (index: number) =>
    run(rows[index], () => moveParticularClause(rows[index], rows[index - 1].Order));
  const moveDown = (index: number) =>
    run(rows[index], () =>
      moveParticularClause(rows[index], Math.min(rows[index + 1].Order + 1, MAX_ORDER)),
    );

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
      {clauses.isPending && <LinearProgress />}
      {clauses.error && (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          {gatewayMessages(clauses.error).join(' ')}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('order')}</TableCell>
              <TableCell>{t('clauseTitle')}</TableCell>
              <TableCell>{t('text')}</TableCell>
              <TableCell>{t('active')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((clause, index) => (
              <TableRow key={clause.Id} sx={{ opacity: clause.IsActive ? 1 : 0.6 }}>
                <TableCell>{index + 1}</TableCell>
                <TableCell sx={{ fontWeight: 500 }}>{clause.Title}</TableCell>
                <TableCell sx={{ color: 'text.secondary', maxWidth: 480 }}>
                  {excerpt(clause.Value)}
                </TableCell>
                <TableCell>
                  <Switch
                    checked={clause.IsActive}
                    disabled={busy === clause.Id}
                    onChange={(event) =>
                      run(clause, () => setParticularClauseStatus(clause, event.target.checked))
                    }
                    slotProps={{ input: { 'aria-label': t('toggle', { name: clause.Title }) } }}
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t('moveUp')}>
                    <span>
                      <IconButton
                        aria-label={t('moveUpNamed', { name: clause.Title })}
                        disabled={index === 0 || busy !== null}
                        onClick={() => moveUp(index)}
                      >
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={t('moveDown')}>
                    <span>
                      <IconButton
                        aria-label={t('moveDownNamed', { name: clause.Title })}
                        disabled={index === rows.length - 1 || busy !== null}
                        onClick={() => moveDown(index)}
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={t('edit')}>
                    <IconButton
                      aria-label={t('editNamed', { name: clause.Title })}
                      onClick={() => setEditing({ clause })}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
            {clauses.isSuccess && !rows.length && (
              <TableRow>
                <TableCell colSpan={5}>{t('empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {editing && (
        <ParticularClauseDialog
          clause={editing.clause}
          termTags={termTags.data ?? []}
          onClose={() => setEditing(null)}
          onSave={(input) => reload(saveParticularClause(modality.Id, input, editing.clause))}
        />
      )}
    </Card>
  );
};
