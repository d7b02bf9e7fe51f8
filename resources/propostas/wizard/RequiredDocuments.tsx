import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Button,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PendingRequiredDocument } from '../../../domain/contracts/proposalDocuments';
import { gatewayMessages } from '../../../src/components/parties';
import { RequestDocumentUploadDialog } from '../../../src/components/parties/RequestDocumentDialogs';
import { RequestDocumentStatusChip } from '../../../src/components/parties/RequestDocumentStatusChip';
import type { AvalDataProvider } from '../../../src/providers/dataProvider';
import type { ProposalRecord } from './useProposalDraft';
import { wizardText } from './WizardForm';

/**
 * The documents the modality requires (GetPendingRequiredRequestDocuments) with an upload each:
 * the files go through Archive/Upload with their progress, then SaveProposalRequestDocument
 * attaches them (creating the proposal's document from the requirement). The documents already
 * sent show with their situation; the insurer reviews them.
 */
export const RequiredDocuments = ({ proposal }: { proposal: ProposalRecord }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(wizardText(`documents.${key}`), options);
  const { getPendingProposalDocuments, saveProposalDocument } = useDataProvider<AvalDataProvider>();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState<PendingRequiredDocument | null>(null);
  const pending = useQuery({
    queryKey: ['propostas', 'pendingDocuments', proposal.UniqueId, proposal.ModalityId],
    queryFn: () => getPendingProposalDocuments(proposal.UniqueId),
  });
  const sent = proposal.RequestDocuments.filter((document) => document.Archives.length > 0);

  const send = async (document: PendingRequiredDocument, archiveUniqueIds: string[]) => {
    await saveProposalDocument({
      ProposalUniqueId: proposal.UniqueId,
      RequestDocumentUniqueId: document.RequestDocumentUniqueId,
      Name: document.Name,
      ArchiveUniqueIds: archiveUniqueIds,
    });
    setUploading(null);
    await Promise.all([
      pending.refetch(),
      queryClient.invalidateQueries({ queryKey: ['propostas', 'getOne'] }),
    ]);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('title')}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('title')}
      </Typography>
      {pending.isPending && <Skeleton variant="rounded" height={48} />}
      {pending.error && <Alert severity="error">{gatewayMessages(pending.error).join(' ')}</Alert>}
      {pending.data?.length === 0 && sent.length === 0 && (
        <Typography color="text.secondary">{t('none')}</Typography>
      )}
      <List dense>
        {pending.data?.map((document) => (
          <ListItem
            key={document.UniqueId}
            secondaryAction={
              <Button
                size="small"
                startIcon={<UploadFileOutlinedIcon />}
                onClick={() => setUploading(document)}
                aria-label={t('uploadOf', { name: document.Name })}
              >
                {t('upload')}
              </Button>
            }
          >
            <ListItemText
              primary={`${document.Name}${document.IsRequired ? ' *' : ''}`}
              secondary={
                document.RequestDocumentStatus === 'Reprovado'
                  ? t('refused')
                  : (document.Description ?? t('pending'))
              }
            />
          </ListItem>
        ))}
        {sent.map((document) => (
          <ListItem key={document.UniqueId} data-testid="sent-document">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <ListItemText
                primary={document.Name}
                secondary={document.Archives.map((archive) => archive.Name).join(', ')}
              />
              <RequestDocumentStatusChip status={document.Status} />
            </Stack>
          </ListItem>
        ))}
      </List>
      {sent.some((document) => document.Status !== 'Conforme') && (
        <Typography variant="caption" color="text.secondary">
          {t('reviewHint')}
        </Typography>
      )}
      {uploading && (
        <RequestDocumentUploadDialog
          open
          documentName={uploading.Name}
          onClose={() => setUploading(null)}
          onSubmit={(ids) => send(uploading, ids)}
        />
      )}
    </Paper>
  );
};
