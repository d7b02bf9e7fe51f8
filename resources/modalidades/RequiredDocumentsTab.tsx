import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import {
  Alert,
  Box,
  Button,
  Card,
  CardHeader,
  Chip,
  FormControlLabel,
  LinearProgress,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { DataTable, useDataProvider, useTranslate } from 'react-admin';
import type { PipeTypeAnswer, RequiredDocumentAnswer } from '../../domain/modalityTerms';
import { RowActionButton, useModals, useRowAction } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties/gatewayMessages';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import type { ModalityTabProps } from './CoveragesTab';
import { RequiredDocumentDialog } from './RequiredDocumentDialog';
import { useRequiredDocuments } from './useModalityTexts';
import { RowsTable } from '../../src/components/lists';

type Editing = { document?: RequiredDocumentAnswer; pipeTypeId?: number } | null;
type DocumentRow = RequiredDocumentAnswer & { id: number };
const Col = DataTable.Col<DocumentRow>;

interface PipeDocumentsProps {
  pipe: PipeTypeAnswer;
  documents: RequiredDocumentAnswer[];
  busy: number | null;
  onAdd: () => void;
  onEdit: (document: RequiredDocumentAnswer) => void;
  onRemove: (document: RequiredDocumentAnswer) => void;
  onRestore: (document: RequiredDocumentAnswer) => void;
}

/** One pipe's section: its documents, each with edit and delete (or restore once deleted). */
const PipeDocuments = ({
  pipe,
  documents,
  busy,
  onAdd,
  onEdit,
  onRemove,
  onRestore,
}: PipeDocumentsProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.modalidades.documents.${key}`, options);
  // calls and the dialog get the gateway's answer itself, not the table's row
  const answerOf = (row: DocumentRow) =>
    documents.find((document) => document.Id === row.id) ?? row;
  return (
    <Box component="section" aria-label={pipe.Name} sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('pipeTitle', { name: pipe.Name })}
        </Typography>
        <Chip size="small" label={t('count', { smart_count: pipe.DocumentCount })} />
        <Box sx={{ flex: 1 }} />
        <Button size="small" onClick={onAdd}>
          {t('addToPipe')}
        </Button>
      </Stack>
      <RowsTable<DocumentRow>
        resource="modalidades"
        rows={documents.map((document) => ({ ...document, id: document.Id }))}
        aria-label={t('pipeTitle', { name: pipe.Name })}
        storeKey="modalidades.documents"
        rowSx={(document) => ({ opacity: document.IsDeleted ? 0.6 : 1 })}
        sx={{
          '& table': { tableLayout: 'fixed' },
          '& th.column-Name': { width: '30%' },
          '& th.column-IsRequired': { width: 130 },
          '& th.document-actions': { width: 110 },
        }}
        empty={<Typography sx={{ color: 'text.secondary', py: 1 }}>{t('empty')}</Typography>}
      >
        <Col source="Name" label={t('name')} cellSx={() => ({ fontWeight: 500 })} />
        <Col
          source="Description"
          label={t('description')}
          cellSx={() => ({ color: 'text.secondary' })}
        />
        <Col
          source="IsRequired"
          label={t('kind')}
          render={(document) => (
            <Chip
              size="small"
              variant="outlined"
              color={document.IsDeleted ? 'default' : document.IsRequired ? 'primary' : 'info'}
              label={t(
                document.IsDeleted ? 'deleted' : document.IsRequired ? 'required' : 'optional',
              )}
            />
          )}
        />
        <Col
          label=""
          align="right"
          headerClassName="document-actions"
          cellSx={() => ({ whiteSpace: 'nowrap' })}
          render={(document) =>
            document.IsDeleted ? (
              <RowActionButton
                title={t('restore')}
                label={t('restoreNamed', { name: document.Name })}
                disabled={busy === document.Id}
                onClick={() => onRestore(answerOf(document))}
                icon={<RestoreIcon fontSize="small" />}
              />
            ) : (
              <>
                <RowActionButton
                  title={t('edit')}
                  label={t('editNamed', { name: document.Name })}
                  onClick={() => onEdit(answerOf(document))}
                  icon={<EditOutlinedIcon fontSize="small" />}
                />
                <RowActionButton
                  title={t('delete')}
                  label={t('deleteNamed', { name: document.Name })}
                  disabled={busy === document.Id}
                  onClick={() => onRemove(answerOf(document))}
                  icon={<DeleteOutlineIcon fontSize="small" />}
                />
              </>
            )
          }
        />
      </RowsTable>
    </Box>
  );
};

/** Documentos da proposta: what a proposal of the modality must carry, by the pipe that checks it. */
export const RequiredDocumentsTab = ({ modality, reload }: ModalityTabProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.modalidades.documents.${key}`, options);
  const modals = useModals();
  const {
    saveModalityRequiredDocument,
    deleteModalityRequiredDocument,
    restoreModalityRequiredDocument,
  } = useDataProvider<AvalDataProvider>();
  const { documents, pipes, write } = useRequiredDocuments(modality.UniqueId, reload);
  const [editing, setEditing] = useState<Editing>(null);
  const [showDeleted, setShowDeleted] = useState(false);
  const rows = (documents.data ?? []).filter((document) => showDeleted || !document.IsDeleted);
  const deletedCount = (documents.data ?? []).filter((document) => document.IsDeleted).length;

  const { busy, run: runRow } = useRowAction<number>(write);
  const run = (document: RequiredDocumentAnswer, call: () => Promise<unknown>) =>
    runRow(document.Id, call);

  const remove = async (document: RequiredDocumentAnswer) => {
    const confirmed = await modals.confirm({
      title: t('deleteTitle'),
      message: t('deleteMessage', { name: document.Name }),
    });
    if (confirmed) await run(document, () => deleteModalityRequiredDocument(document));
  };

  const error = documents.error ?? pipes.error;

  return (
    <Card variant="outlined">
      <CardHeader
        title={t('title')}
        subheader={t('subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!pipes.data}
            onClick={() => setEditing({})}
          >
            {t('add')}
          </Button>
        }
      />
      {(documents.isPending || pipes.isPending) && <LinearProgress />}
      {error && (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          {gatewayMessages(error).join(' ')}
        </Alert>
      )}
      <Box sx={{ px: 2, pb: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={showDeleted}
              onChange={(event) => setShowDeleted(event.target.checked)}
            />
          }
          label={t('showDeleted', { smart_count: deletedCount })}
        />
        {pipes.data?.map((pipe) => (
          <PipeDocuments
            key={pipe.Id}
            pipe={pipe}
            documents={rows.filter((document) => document.PipeTypeId === pipe.Id)}
            busy={busy}
            onAdd={() => setEditing({ pipeTypeId: pipe.Id })}
            onEdit={(document) => setEditing({ document })}
            onRemove={(document) => void remove(document)}
            onRestore={(document) =>
              void run(document, () => restoreModalityRequiredDocument(document))
            }
          />
        ))}
      </Box>
      {editing && pipes.data && (
        <RequiredDocumentDialog
          document={editing.document}
          pipes={pipes.data}
          pipeTypeId={editing.pipeTypeId}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            write(saveModalityRequiredDocument(modality.UniqueId, input, editing.document))
          }
        />
      )}
    </Card>
  );
};
