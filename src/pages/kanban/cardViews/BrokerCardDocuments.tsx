import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { isAllowed, type RequestDocument } from '../../../../domain/requestDocuments';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { gatewayMessages } from '../../../components/parties/gatewayMessages';
import {
  RequestDocumentNameDialog,
  RequestDocumentReviewDialog,
} from '../../../components/parties/RequestDocumentDialogs';
import { RequestDocumentRow } from '../../../components/parties/RequestDocumentRow';
import { useModals } from '../../../components/useModals';
import type { AvalDataProvider } from '../../../providers/dataProvider';

const t = (key: string) => `aval.kanbanBrokerCard.${key}`;

type OpenDialog = { kind: 'request' } | { kind: 'review' | 'delete'; document: RequestDocument };

export interface BrokerCardDocumentsProps {
  brokerUniqueId: string;
  documents: RequestDocument[];
  deleted: RequestDocument[];
  canAct: boolean;
  /** Reads the card's data again after a change. */
  onChanged: () => void;
}

const stateOf = (document: RequestDocument) => ({
  ownerKind: 'broker' as const,
  status: document.Status,
  deleted: document.IsDeleted,
  archiveCount: document.Archives.length,
});

/**
 * The broker's documents on its card: each with its files (download), and for an analyst who may
 * act, request, change status (Conforme/Reprovado) and delete. A refused call keeps the dialog
 * open with the server's message.
 */
export const BrokerCardDocuments = ({
  brokerUniqueId,
  documents,
  deleted,
  canAct,
  onChanged,
}: BrokerCardDocumentsProps) => {
  const { brokerCardChangeDocumentStatus, brokerCardDeleteDocument, brokerCardRequestDocument } =
    useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const modals = useModals();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);

  /** Runs a dialog's call: on success closes it and refreshes; on failure the dialog shows why. */
  const done = async (work: () => Promise<unknown>, message: string) => {
    await work();
    close();
    onChanged();
    void modals.showSuccess(translate(message));
  };

  const remove = async (document: RequestDocument) => {
    close();
    const stop = modals.showLoading(translate(t('working')));
    try {
      await brokerCardDeleteDocument(document.UniqueId, document.Version);
      stop();
      onChanged();
      void modals.showSuccess(translate(t('done.deleted')));
    } catch (error) {
      stop();
      await modals.showError(gatewayMessages(error));
    }
  };

  const actionsOf = (document: RequestDocument) =>
    canAct
      ? [
          ...(isAllowed(stateOf(document), 'review', 'insurer')
            ? [
                {
                  key: 'review',
                  label: translate(t('actions.review')),
                  icon: <FactCheckOutlinedIcon fontSize="small" />,
                  onClick: () => setDialog({ kind: 'review', document }),
                },
              ]
            : []),
          ...(isAllowed(stateOf(document), 'delete', 'insurer')
            ? [
                {
                  key: 'delete',
                  label: translate(t('actions.delete')),
                  icon: <DeleteOutlineIcon fontSize="small" />,
                  onClick: () => setDialog({ kind: 'delete', document }),
                },
              ]
            : []),
        ]
      : [];

  return (
    <Box>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="h6" component="h3">
          {translate(t('documents'))}
        </Typography>
        {canAct && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'request' })}
          >
            {translate(t('actions.request'))}
          </Button>
        )}
      </Stack>
      {documents.length === 0 ? (
        <Typography color="text.secondary">{translate(t('noDocuments'))}</Typography>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {documents.map((document) => (
            <RequestDocumentRow
              key={document.UniqueId}
              document={document}
              actions={actionsOf(document)}
            />
          ))}
        </Box>
      )}
      {deleted.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" color="text.secondary">
            {translate(t('deletedDocuments'), { count: deleted.length })}
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0 }}>
            {deleted.map((document) => (
              <RequestDocumentRow key={document.UniqueId} document={document} actions={[]} />
            ))}
          </Box>
        </Box>
      )}
      <RequestDocumentNameDialog
        open={dialog?.kind === 'request'}
        mode="create"
        onClose={close}
        onSubmit={(values) =>
          done(() => brokerCardRequestDocument(brokerUniqueId, values), t('done.requested'))
        }
      />
      {dialog?.kind === 'review' && (
        <RequestDocumentReviewDialog
          open
          documentName={dialog.document.Name}
          onClose={close}
          onSubmit={(status, note) =>
            done(
              () =>
                brokerCardChangeDocumentStatus(
                  dialog.document.UniqueId,
                  status,
                  note,
                  dialog.document.Version,
                ),
              t('done.reviewed'),
            )
          }
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={translate(t('confirm.deleteTitle'))}
          message={translate(t('confirm.deleteMessage'), { name: dialog.document.Name })}
          onConfirm={() => void remove(dialog.document)}
          onCancel={close}
        />
      )}
    </Box>
  );
};
