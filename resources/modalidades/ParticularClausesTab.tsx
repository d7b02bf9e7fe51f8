import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Alert, Button, Card, CardHeader, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, useDataProvider, useTranslate } from 'react-admin';
import type { ParticularClauseAnswer } from '../../domain/modalityTerms';
import { RowActionButton, useRowAction } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties/gatewayMessages';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import type { ModalityTabProps } from './CoveragesTab';
import { ParticularClauseDialog } from './ParticularClauseDialog';
import { excerpt } from './textForm';
import { useParticularClauses, useTermTags } from './useModalityTexts';
import { RowsTable } from '../../src/components/lists';

const MAX_ORDER = 9999;

type Editing = { clause?: ParticularClauseAnswer } | null;
/** A clause as the table lists it; calls and the dialog get the gateway's answer itself. */
type ClauseRow = ParticularClauseAnswer & { id: number; position: number };
const Col = DataTable.Col<ClauseRow>;

/**
 * Cláusulas particulares: in order, each with its text, the active toggle, moves and edit. The
 * order is the gateway's (the moves act on it), so no column sorts.
 */
export const ParticularClausesTab = ({ modality, reload }: ModalityTabProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.modalidades.clauses.${key}`, options);
  const { saveParticularClause, moveParticularClause, setParticularClauseStatus } =
    useDataProvider<AvalDataProvider>();
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
      {clauses.error && (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          {gatewayMessages(clauses.error).join(' ')}
        </Alert>
      )}
      <RowsTable<ClauseRow>
        resource="modalidades"
        rows={clauses.data?.map((clause, index) => ({ ...clause, id: clause.Id, position: index }))}
        isPending={clauses.isPending}
        aria-label={t('title')}
        storeKey="modalidades.clauses"
        rowSx={(clause) => ({ opacity: clause.IsActive ? 1 : 0.6 })}
        empty={clauses.isSuccess && <Typography sx={{ px: 2, pb: 2 }}>{t('empty')}</Typography>}
      >
        <Col label={t('order')} render={(clause) => clause.position + 1} />
        <Col
          label={t('clauseTitle')}
          render={(clause) => clause.Title}
          cellSx={() => ({ fontWeight: 500 })}
        />
        <Col
          label={t('text')}
          render={(clause) => excerpt(clause.Value)}
          cellSx={() => ({ color: 'text.secondary', maxWidth: 480 })}
        />
        <Col
          label={t('active')}
          render={(clause) => (
            <Switch
              checked={clause.IsActive}
              disabled={busy === clause.Id}
              onChange={(event) =>
                run(rows[clause.position], () =>
                  setParticularClauseStatus(rows[clause.position], event.target.checked),
                )
              }
              slotProps={{ input: { 'aria-label': t('toggle', { name: clause.Title }) } }}
            />
          )}
        />
        <Col
          label=""
          align="right"
          cellSx={() => ({ whiteSpace: 'nowrap' })}
          render={(clause) => (
            <>
              <RowActionButton
                wrapped
                title={t('moveUp')}
                label={t('moveUpNamed', { name: clause.Title })}
                disabled={clause.position === 0 || busy !== null}
                onClick={() => moveUp(clause.position)}
                icon={<ArrowUpwardIcon fontSize="small" />}
              />
              <RowActionButton
                wrapped
                title={t('moveDown')}
                label={t('moveDownNamed', { name: clause.Title })}
                disabled={clause.position === rows.length - 1 || busy !== null}
                onClick={() => moveDown(clause.position)}
                icon={<ArrowDownwardIcon fontSize="small" />}
              />
              <RowActionButton
                title={t('edit')}
                label={t('editNamed', { name: clause.Title })}
                onClick={() => setEditing({ clause: rows[clause.position] })}
                icon={<EditOutlinedIcon fontSize="small" />}
              />
            </>
          )}
        />
      </RowsTable>
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
