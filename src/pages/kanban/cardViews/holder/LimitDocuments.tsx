import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { RequestDocument, ReviewVerdict } from '../../../../../domain/requestDocuments';
import { gatewayMessages } from '../../../../components/parties';
import { RequestDocumentStatusChip } from '../../../../components/parties/RequestDocumentStatusChip';
import { ArchiveDownload, cardText as t } from './CardFacts';
import type { AvalDataProvider } from '../../../../providers/dataProvider';

const reviewable = (document: RequestDocument) =>
  (document.Status === 'Pendente' || document.Status === 'Aguardando_Analise') &&
  document.Archives.length > 0;

/** One limit document: status, files, and (when the analyst acts) Conforme / Reprovar with a note. */
const LimitDocument = ({
  document,
  canAct,
  onChanged,
}: {
  document: RequestDocument;
  canAct: boolean;
  onChanged: () => void;
}) => {
  const { changeRequestLimitDocumentStatus } = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const [refusing, setRefusing] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const decide = async (status: ReviewVerdict) => {
    setBusy(true);
    try {
      await changeRequestLimitDocumentStatus(
        document.UniqueId,
        status,
        status === 'Reprovado' ? note.trim() : null,
        document.Version,
      );
      setError(null);
      setRefusing(false);
      onChanged();
    } catch (failure) {
      setError(gatewayMessages(failure).join(' '));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      component="li"
      aria-label={document.Name}
      sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" justifyContent="space-between" alignItems="center" gap={1}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {document.Name}
        </Typography>
        <RequestDocumentStatusChip status={document.Status} />
      </Stack>
      {document.Status === 'Reprovado' && document.ReviewNote && (
        <Typography variant="body2" color="error">
          {translate(t('limitDocuments.reason'), { note: document.ReviewNote })}
        </Typography>
      )}
      <Stack direction="row" flexWrap="wrap" useFlexGap gap={1}>
        {document.Archives.map((archive) => (
          <ArchiveDownload
            key={archive.UniqueId}
            uniqueId={archive.UniqueId}
            name={archive.Name}
            onError={setError}
          />
        ))}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      {canAct && reviewable(document) && !refusing && (
        <Stack direction="row" gap={1} sx={{ mt: 1 }}>
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => decide('Conforme')}
          >
            {translate(t('limitDocuments.approve'))}
          </Button>
          <Button size="small" color="error" disabled={busy} onClick={() => setRefusing(true)}>
            {translate(t('limitDocuments.refuse'))}
          </Button>
        </Stack>
      )}
      {refusing && (
        <Stack gap={1} sx={{ mt: 1 }}>
          <TextField
            size="small"
            label={translate(t('limitDocuments.refusalReason'))}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <Stack direction="row" gap={1}>
            <Button
              size="small"
              color="error"
              variant="contained"
              disabled={busy}
              onClick={() => decide('Reprovado')}
            >
              {translate(t('limitDocuments.confirmRefusal'))}
            </Button>
            <Button size="small" disabled={busy} onClick={() => setRefusing(false)}>
              {translate(t('limitDocuments.cancel'))}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
};

export const LimitDocuments = ({
  documents,
  canAct,
  onChanged,
}: {
  documents: RequestDocument[];
  canAct: boolean;
  onChanged: () => void;
}) => {
  const translate = useTranslate();
  return documents.length === 0 ? (
    <Typography variant="body2" color="text.secondary">
      {translate(t('limitDocuments.none'))}
    </Typography>
  ) : (
    <Box component="ul" sx={{ p: 0, m: 0, mb: 2 }} aria-label={translate(t('limitDocuments.list'))}>
      {documents.map((document) => (
        <LimitDocument
          key={document.UniqueId}
          document={document}
          canAct={canAct}
          onChanged={onChanged}
        />
      ))}
    </Box>
  );
};
