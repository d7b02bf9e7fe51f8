import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CardProposalInfo } from '../../../../../domain/contracts/kanbanProposalCards';
import { documentStatusDisplay } from '../../../../../domain/documentStatus';
import type { RequestDocument } from '../../../../../domain/requestDocuments';
import { DocumentArchivesDialog } from './DocumentArchivesDialog';
import { DocumentStatusDialog } from './DocumentStatusDialog';
import { RequestDocumentDialog } from './RequestDocumentDialog';
import { cardText as t } from '../holder/CardFacts';
import type { RunCardWrite } from './useCardProposal';
import type { AvalDataProvider } from '../../../../providers/dataProvider';

type Open =
  | { kind: 'request' }
  | { kind: 'status'; document: RequestDocument }
  | { kind: 'archives'; document: RequestDocument }
  | null;

const DocumentRow = ({
  document,
  children,
}: {
  document: RequestDocument;
  children: React.ReactNode;
}) => {
  const status = documentStatusDisplay[document.Status];
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2">{document.Name}</Typography>
        {document.ReviewNote && (
          <Typography variant="caption" color="error">
            {document.ReviewNote}
          </Typography>
        )}
      </Box>
      <Chip size="small" label={status?.label ?? document.Status} color={status?.color} />
      {children}
    </Stack>
  );
};

/** The proposal's request documents: request, analyse, delete/restore, download (issue 14). */
export const CardDocuments = ({
  info,
  canAct,
  run,
}: {
  info: CardProposalInfo;
  canAct: boolean;
  run: RunCardWrite;
}) => {
  const { proposalCardDeleteDocument } = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const setDeleted = async (document: RequestDocument, restore: boolean) => {
    setError(
      await run(() =>
        proposalCardDeleteDocument({
          RequestDocumentUniqueId: document.UniqueId,
          Version: document.Version,
          Restore: restore,
        }),
      ),
    );
  };
  return (
    <Stack spacing={1}>
      {error && <Alert severity="error">{error}</Alert>}
      {info.RequestDocuments.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate(t('documents.none'))}
        </Typography>
      )}
      {info.RequestDocuments.map((document) => (
        <DocumentRow key={document.UniqueId} document={document}>
          {document.Archives.length > 0 && (
            <Button size="small" onClick={() => setOpen({ kind: 'archives', document })}>
              {translate(t('documents.files'))}
            </Button>
          )}
          {canAct && (
            <>
              <Button size="small" onClick={() => setOpen({ kind: 'status', document })}>
                {translate(t('documents.analyse'))}
              </Button>
              <Button size="small" color="error" onClick={() => setDeleted(document, false)}>
                {translate(t('documents.delete'))}
              </Button>
            </>
          )}
        </DocumentRow>
      ))}
      {info.DeletedRequestDocuments.length > 0 && (
        <Typography variant="subtitle2" sx={{ pt: 1 }}>
          {translate(t('documents.deleted'))}
        </Typography>
      )}
      {info.DeletedRequestDocuments.map((document) => (
        <DocumentRow key={document.UniqueId} document={document}>
          {canAct && (
            <Button size="small" onClick={() => setDeleted(document, true)}>
              {translate(t('documents.restore'))}
            </Button>
          )}
        </DocumentRow>
      ))}
      {canAct && (
        <Box>
          <Button variant="outlined" size="small" onClick={() => setOpen({ kind: 'request' })}>
            {translate(t('documents.request'))}
          </Button>
        </Box>
      )}
      {open?.kind === 'request' && (
        <RequestDocumentDialog
          proposalUniqueId={info.Proposal.UniqueId}
          modalityUniqueId={info.ModalityUniqueId}
          run={run}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'status' && (
        <DocumentStatusDialog document={open.document} run={run} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'archives' && (
        <DocumentArchivesDialog document={open.document} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
};
