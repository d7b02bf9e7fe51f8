import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
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
import type { ParticularClauseAnswer } from '../../domain/modalityTerms';
import { ListCard, RowActionButton, useRowAction } from '../../src/components';
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
  const clauses = useParticularClauses(modality.Id);
  const termTags = useTermTags();
  const [editing, setEditing] = useState<Editing>(null);
  const { busy, run: runRow } = useRowAction<number>(reload);
  const rows = clauses.data ?? [];
  const run = (clause: ParticularClauseAnswer, write: () => Promise<unknown>) =>
    runRow(clause.Id, write);

  // The gateway makes room at the Order sent: up takes the previous clause's place, down goes
  // right after the next one.
  const moveUp = (index: number) =>
    run(rows[index], () => moveParticularClause(rows[index], rows[index - 1].Order));
  const moveDown = (index: number) =>
    run(rows[index], () =>
      moveParticularClause(rows[index], Math.min(rows[index + 1].Order + 1, MAX_ORDER)),
    );

  return (
    <ListCard
      title={t('title')}
      subtitle={t('subtitle')}
      addLabel={t('add')}
      onAdd={() => setEditing({})}
      loading={clauses.isPending}
      error={clauses.error ? gatewayMessages(clauses.error).join(' ') : undefined}
    >
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
                  <RowActionButton
                    wrapped
                    title={t('moveUp')}
                    label={t('moveUpNamed', { name: clause.Title })}
                    disabled={index === 0 || busy !== null}
                    onClick={() => moveUp(index)}
                    icon={<ArrowUpwardIcon fontSize="small" />}
                  />
                  <RowActionButton
                    wrapped
                    title={t('moveDown')}
                    label={t('moveDownNamed', { name: clause.Title })}
                    disabled={index === rows.length - 1 || busy !== null}
                    onClick={() => moveDown(index)}
                    icon={<ArrowDownwardIcon fontSize="small" />}
                  />
                  <RowActionButton
                    title={t('edit')}
                    label={t('editNamed', { name: clause.Title })}
                    onClick={() => setEditing({ clause })}
                    icon={<EditOutlinedIcon fontSize="small" />}
                  />
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
    </ListCard>
  );
};
