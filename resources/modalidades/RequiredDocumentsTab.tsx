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
  IconButton,
  LinearProgress,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { RequiredDocumentAnswer } from '../../domain/modalityTerms';
import { useModals } from '../../src/components';
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
  const [busy, setBusy] = useState<number | null>(null);
  const [showDeleted, setShowDeleted] = useState(false);
  const rows = (documents.data ?? []).filter((document) => showDeleted || !document.IsDeleted);
  const deletedCount = (documents.data ?? []).filter((document) => document.IsDeleted).length;

  const run = async (document: RequiredDocumentAnswer, call: () => Promise<unknown>) => {
    setBusy(document.Id);
    try {
      await write(call());
    } catch (error) {
      await modals.showError(gatewayMessages(error));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (document: RequiredDocumentAnswer) => {
    const confirmed = await modals.confirm({
      title: t('deleteTitle'),
      message: t('deleteMessage', { name: document.Name }),
    });
    if (confirmed) await run(document, () => deleteRequiredDocument(document.Id));
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
                          <Tooltip title={t('restore')}>
                            <IconButton
                              aria-label={t('restoreNamed', { name: document.Name })}
                              disabled={busy === document.Id}
                              onClick={() =>
                                run(document, () => restoreRequiredDocument(document.Id))
                              }
                            >
                              <RestoreIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        ) : (
                          <>
                            <Tooltip title={t('edit')}>
                              <IconButton
                                aria-label={t('editNamed', { name: document.Name })}
                                onClick={() => setEditing({ document })}
                              >
                                <EditOutlinedIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
                            <Tooltip title={t('delete')}>
                              <IconButton
                                aria-label={t('deleteNamed', { name: document.Name })}
                                disabled={busy === document.Id}
                                onClick={() => remove(document)}
                              >
                                <DeleteOutlineIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
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
    </Card>
  );
};
