import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Collapse,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useDataProvider, usePermissions, useTranslate } from 'react-admin';
import {
  isAllowed,
  type RequestDocument,
  type RequestDocumentAction,
  sendableDocuments,
} from '../../../domain/requestDocuments';
import { requestDocumentResource } from '../../../domain/resourceAccess';
import { isInsuranceStaff } from '../../../domain/userTypes';
import type { AvalDataProvider } from '../../providers/dataProvider';
import {
  hasRequestDocumentCall,
  ownerKey,
  type RequestDocumentCall,
  type RequestDocumentOwner,
} from '../../providers/requestDocumentOwners';
import type { SessionUserInfo } from '../../providers/types';
import { useCanAccessActions } from '../useCanAccessActions';
import { useModals } from '../useModals';
import { gatewayMessages } from './gatewayMessages';
import {
  RequestDocumentNameDialog,
  RequestDocumentReviewDialog,
  RequestDocumentUploadDialog,
} from './RequestDocumentDialogs';
import { RequestDocumentRow, type RequestDocumentRowAction } from './RequestDocumentRow';

export type { RequestDocumentOwner } from '../../providers/requestDocumentOwners';

export interface RequestDocumentsPanelProps {
  owner: RequestDocumentOwner;
  title?: string;
  /**
   * Why the owner's documents may not change now (a proposal past the broker's hands, say): shown
   * above the list, which then offers no action but the files' downloads.
   */
  lockedReason?: string;
}

type OpenDialog =
  { kind: 'create' } | { kind: 'rename' | 'upload' | 'review'; document: RequestDocument };

const t = (key: string) => `aval.requestDocuments.${key}`;

/** Asked of the owner's resource in domain/resourceAccess; an owner without one is refused it. */
const documentActions = [
  'create',
  'upload',
  'rename',
  'delete',
  'restore',
  'send',
  'review',
] as const;

/**
 * The request documents of one owner (policy holder, its limit request, insured, broker, the
 * broker's own, the insurer's catalogue), with the actions the caller's permissions and each
 * document's status allow.
 */
export const RequestDocumentsPanel = ({
  owner,
  title,
  lockedReason,
}: RequestDocumentsPanelProps) => {
  const translate = useTranslate();
  const modals = useModals();
  const { permissions: user } = usePermissions<SessionUserInfo | null>();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const has = (call: RequestDocumentCall) => hasRequestDocumentCall(owner, call);
  const { can } = useCanAccessActions(requestDocumentResource[owner.kind], documentActions);
  const actor = user && isInsuranceStaff(user.UserTypeId) ? 'insurer' : 'party';
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [showDeleted, setShowDeleted] = useState(false);
  const queryClient = useQueryClient();
  const listKey = ['aval', 'requestDocuments', ownerKey(owner)];
  const documents = useQuery({
    queryKey: listKey,
    queryFn: () => dataProvider.getRequestDocuments(owner),
  });
  const all = documents.data ?? [];
  const active = all.filter((document) => !document.IsDeleted);
  const deleted = all.filter((document) => document.IsDeleted);

  /** Loading modal while working; success modal after; the error modal unless a dialog shows it. */
  const run = async (
    work: () => Promise<unknown>,
    success: string | (() => string),
    inDialog = false,
    refetch = true,
  ) => {
    const close = modals.showLoading(t('working'));
    try {
      await work();
    } catch (error) {
      close();
      if (inDialog) throw error;
      await modals.showError(gatewayMessages(error));
      return;
    }
    close();
    setDialog(null);
    if (refetch) await documents.refetch();
    await modals.showSuccess(typeof success === 'string' ? success : success(), {
      autoCloseMs: 2500,
    });
  };

  /**
   * Attaches the files; where the owner has its own archives call (broker documents), the
   * document is refreshed in place with the archives that call answers instead of the whole list.
   */
  const upload = (document: RequestDocument, ids: string[]) => {
    const ownArchives = has('archives');
    return run(
      async () => {
        const uploaded = await dataProvider.attachRequestDocumentArchives(
          owner,
          document.UniqueId,
          ids,
        );
        if (!ownArchives) return;
        // the files are attached: a failed read of them only falls back to the list
        const archives = await dataProvider
          .getOwnerRequestDocumentArchives(owner, document.UniqueId)
          .catch(() => null);
        if (!archives) return documents.refetch();
        const next = { ...uploaded, Archives: archives };
        queryClient.setQueryData<RequestDocument[]>(listKey, (list) =>
          list?.map((item) => (item.UniqueId === next.UniqueId ? next : item)),
        );
      },
      translate(t('success.uploaded')),
      true,
      !ownArchives,
    );
  };

  const allowed = (document: RequestDocument, action: RequestDocumentAction) =>
    isAllowed(
      {
        ownerKind: owner.kind === 'own_broker' ? 'broker' : owner.kind,
        status: document.Status,
        deleted: document.IsDeleted,
        archiveCount: document.Archives.length,
      },
      action,
      actor,
    );

  const remove = async (document: RequestDocument) => {
    const confirmed = await modals.confirm({
      title: translate(t('confirm.removeTitle')),
      message: translate(t('confirm.remove'), { name: document.Name }),
    });
    if (confirmed) {
      await run(
        () => dataProvider.deleteRequestDocument(owner, document.UniqueId, document.Version),
        translate(t('success.removed')),
      );
    }
  };

  const actionsOf = (document: RequestDocument): RequestDocumentRowAction[] => {
    const list: RequestDocumentRowAction[] = [];
    if (lockedReason) return list;
    const add = (
      key: RequestDocumentAction,
      enabled: boolean,
      icon: ReactNode,
      onClick: () => void,
    ) => {
      if (enabled && allowed(document, key)) {
        list.push({ key, label: translate(t(`actions.${key}`)), icon, onClick });
      }
    };
    add('upload', can.upload && has('upload'), <UploadFileIcon fontSize="small" />, () =>
      setDialog({ kind: 'upload', document }),
    );
    add('review', can.review && has('review'), <FactCheckOutlinedIcon fontSize="small" />, () =>
      setDialog({ kind: 'review', document }),
    );
    add(
      'rename',
      can.rename && has('rename'),
      <DriveFileRenameOutlineIcon fontSize="small" />,
      () => setDialog({ kind: 'rename', document }),
    );
    add('delete', can.delete && has('remove'), <DeleteOutlineIcon fontSize="small" />, () =>
      remove(document),
    );
    add(
      'restore',
      can.restore && has('restore'),
      <RestoreFromTrashIcon fontSize="small" />,
      () =>
        void run(
          () => dataProvider.restoreRequestDocument(owner, document.UniqueId, document.Version),
          translate(t('success.restored')),
        ),
    );
    return list;
  };

  const sendLabel = translate(
    t(owner.kind === 'own_broker' ? 'actions.sendBroker' : 'actions.sendHolder'),
  );
  const send = async () => {
    const confirmed = await modals.confirm({
      title: sendLabel,
      message: translate(t('confirm.send')),
    });
    if (!confirmed) return;
    let count = 0;
    await run(
      async () => {
        count = (await dataProvider.sendRequestDocuments(owner)).SentCount;
      },
      () => translate(t('success.sent'), { count: String(count) }),
    );
  };

  const heading = title ?? translate(t('title'));
  const canSend = !lockedReason && can.send && has('send');
  const canCreate = !lockedReason && can.create && has('create');

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          justifyContent="space-between"
          alignItems={{ xs: 'stretch', sm: 'center' }}
          gap={1}
          sx={{ mb: 1 }}
        >
          <Typography variant="h6" component="h3">
            {heading}
          </Typography>
          <Stack direction="row" gap={1} flexWrap="wrap" useFlexGap>
            {canCreate && (
              <Button
                variant="contained"
                size="small"
                startIcon={<AddIcon />}
                onClick={() => setDialog({ kind: 'create' })}
              >
                {translate(t('actions.create'))}
              </Button>
            )}
            {canSend && (
              <Button
                variant="outlined"
                size="small"
                startIcon={<SendOutlinedIcon />}
                disabled={sendableDocuments(active).length === 0}
                onClick={send}
              >
                {sendLabel}
              </Button>
            )}
          </Stack>
        </Stack>

        {lockedReason && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {lockedReason}
          </Alert>
        )}
        {documents.isPending && (
          <Stack direction="row" gap={1} alignItems="center" sx={{ py: 2 }}>
            <CircularProgress size={20} />
            <Typography variant="body2">{translate(t('loading'))}</Typography>
          </Stack>
        )}
        {documents.isError && (
          <Alert
            severity="error"
            action={<Button onClick={() => documents.refetch()}>{translate(t('retry'))}</Button>}
          >
            {gatewayMessages(documents.error).join(' ') || translate(t('loadError'))}
          </Alert>
        )}
        {documents.isSuccess && active.length === 0 && (
          <Alert severity="info">{translate(t('empty'))}</Alert>
        )}
        {active.length > 0 && (
          <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={heading}>
            {active.map((document) => (
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
            <Button size="small" onClick={() => setShowDeleted((value) => !value)}>
              {translate(t('deletedSection'), { count: deleted.length })}
              {' · '}
              {translate(t(showDeleted ? 'hideDeleted' : 'showDeleted'))}
            </Button>
            <Collapse in={showDeleted} unmountOnExit>
              <Box
                component="ul"
                sx={{ p: 0, m: 0 }}
                aria-label={translate(t('deletedSection'), { count: deleted.length })}
              >
                {deleted.map((document) => (
                  <RequestDocumentRow
                    key={document.UniqueId}
                    document={document}
                    actions={actionsOf(document)}
                  />
                ))}
              </Box>
            </Collapse>
          </Box>
        )}
      </CardContent>

      {dialog?.kind === 'create' && (
        <RequestDocumentNameDialog
          open
          mode="create"
          onClose={() => setDialog(null)}
          onSubmit={(values) =>
            run(
              () => dataProvider.createRequestDocument(owner, values),
              translate(t('success.created')),
              true,
            )
          }
        />
      )}
      {dialog?.kind === 'rename' && (
        <RequestDocumentNameDialog
          open
          mode="rename"
          initialName={dialog.document.Name}
          onClose={() => setDialog(null)}
          onSubmit={(values) =>
            run(
              () =>
                dataProvider.renameRequestDocument(
                  owner,
                  dialog.document.UniqueId,
                  values.Name,
                  dialog.document.Version,
                ),
              translate(t('success.renamed')),
              true,
            )
          }
        />
      )}
      {dialog?.kind === 'upload' && (
        <RequestDocumentUploadDialog
          open
          documentName={dialog.document.Name}
          onClose={() => setDialog(null)}
          onSubmit={(ids) => upload(dialog.document, ids)}
        />
      )}
      {dialog?.kind === 'review' && (
        <RequestDocumentReviewDialog
          open
          documentName={dialog.document.Name}
          onClose={() => setDialog(null)}
          onSubmit={(status, note) =>
            run(
              () =>
                dataProvider.reviewRequestDocument(
                  owner,
                  dialog.document.UniqueId,
                  status,
                  note,
                  dialog.document.Version,
                ),
              translate(t('success.reviewed')),
              true,
            )
          }
        />
      )}
    </Card>
  );
};
