import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import {
  Box,
  Button,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { RequiredDocumentAnswer } from '../../domain/modalityTerms';
import { ListCard, RowActionButton, useModals, useRowAction } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties/gatewayMessages';
import type { ModalityTabProps } from './CoveragesTab';
import {
  deleteRequiredDocument,
  restoreRequiredDocument,
  saveRequiredDocument,
} from './modalityTextsApi';
import { RequiredDocumentDialog } from './RequiredDocumentDialog';
import { useRequiredDocuments } from './useModalityTexts';

type Editing = { document?: RequiredDocumentAnswer; pipeTypeId?: number } | null;

/** Documentos da proposta: what a proposal of the modality must carry, by the pipe that checks it. */
export const RequiredDocumentsTab = ({ modality, reload }: ModalityTabProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.modalidades.documents.${key}`, options);
  const modals = useModals();
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
    if (confirmed) await run(document, () => deleteRequiredDocument(document));
  };

  const error = documents.error ?? pipes.error;

  return (
    <ListCard
      title={t('title')}
      subtitle={t('subtitle')}
      addLabel={t('add')}
      onAdd={() => setEditing({})}
      addDisabled={!pipes.data}
      loading={documents.isPending || pipes.isPending}
      error={error ? gatewayMessages(error).join(' ') : undefined}
    >
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
        {pipes.data?.map((pipe) => {
          const inPipe = rows.filter((document) => document.PipeTypeId === pipe.Id);
          return (
            <Box component="section" key={pipe.Id} aria-label={pipe.Name} sx={{ mt: 2 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {t('pipeTitle', { name: pipe.Name })}
                </Typography>
                <Chip size="small" label={t('count', { smart_count: pipe.DocumentCount })} />
                <Box sx={{ flex: 1 }} />
                <Button size="small" onClick={() => setEditing({ pipeTypeId: pipe.Id })}>
                  {t('addToPipe')}
                </Button>
              </Stack>
              <Table
                size="small"
                aria-label={t('pipeTitle', { name: pipe.Name })}
                sx={{ tableLayout: 'fixed' }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: '30%' }}>{t('name')}</TableCell>
                    <TableCell>{t('description')}</TableCell>
                    <TableCell sx={{ width: 130 }}>{t('kind')}</TableCell>
                    <TableCell sx={{ width: 110 }} />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {inPipe.map((document) => (
                    <TableRow key={document.Id} sx={{ opacity: document.IsDeleted ? 0.6 : 1 }}>
                      <TableCell sx={{ fontWeight: 500 }}>{document.Name}</TableCell>
                      <TableCell sx={{ color: 'text.secondary' }}>{document.Description}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          variant="outlined"
                          color={
                            document.IsDeleted
                              ? 'default'
                              : document.IsRequired
                                ? 'primary'
                                : 'info'
                          }
                          label={t(
                            document.IsDeleted
                              ? 'deleted'
                              : document.IsRequired
                                ? 'required'
                                : 'optional',
                          )}
                        />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {document.IsDeleted ? (
                          <RowActionButton
                            title={t('restore')}
                            label={t('restoreNamed', { name: document.Name })}
                            disabled={busy === document.Id}
                            onClick={() => run(document, () => restoreRequiredDocument(document))}
                            icon={<RestoreIcon fontSize="small" />}
                          />
                        ) : (
                          <>
                            <RowActionButton
                              title={t('edit')}
                              label={t('editNamed', { name: document.Name })}
                              onClick={() => setEditing({ document })}
                              icon={<EditOutlinedIcon fontSize="small" />}
                            />
                            <RowActionButton
                              title={t('delete')}
                              label={t('deleteNamed', { name: document.Name })}
                              disabled={busy === document.Id}
                              onClick={() => remove(document)}
                              icon={<DeleteOutlineIcon fontSize="small" />}
                            />
                          </>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                  {!inPipe.length && (
                    <TableRow>
                      <TableCell colSpan={4} sx={{ color: 'text.secondary' }}>
                        {t('empty')}
                      </TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </Box>
          );
        })}
      </Box>
      {editing && pipes.data && (
        <RequiredDocumentDialog
          document={editing.document}
          pipes={pipes.data}
          pipeTypeId={editing.pipeTypeId}
          onClose={() => setEditing(null)}
          onSave={(input) =>
            write(saveRequiredDocument(modality.UniqueId, input, editing.document))
          }
        />
      )}
    </ListCard>
  );
};
