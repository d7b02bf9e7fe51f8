import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type {
  RequestDocument,
  RequestDocumentArchive,
} from '../../../../../domain/requestDocuments';
import { errorText } from '../../../../providers/errorText';
import type { AvalDataProvider } from '../../../../providers/dataProvider';
import { cardText as t } from '../holder/CardFacts';

/** The document's files (kanban/GetRequestDocumentArchives), each downloaded by a signed link. */
export const DocumentArchivesDialog = ({
  document,
  onClose,
}: {
  document: RequestDocument;
  onClose: () => void;
}) => {
  const dataProvider = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const { getArchiveDownloadUrl } = dataProvider;
  const [archives, setArchives] = useState<RequestDocumentArchive[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    dataProvider
      .getRequestDocumentArchives(document.UniqueId)
      .then(setArchives)
      .catch((failure: unknown) => setError(errorText(failure)));
  }, [dataProvider, document.UniqueId]);
  const download = async (archive: RequestDocumentArchive) => {
    try {
      window.open(await getArchiveDownloadUrl(archive.UniqueId), '_blank', 'noopener');
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="card-archives-title" fullWidth maxWidth="xs">
      <DialogTitle id="card-archives-title">
        {translate(t('dialogs.archivesTitle'), { name: document.Name })}
      </DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error}</Alert>}
        {archives?.length === 0 && translate(t('dialogs.noArchives'))}
        <List dense>
          {archives?.map((archive) => (
            <ListItem
              key={archive.UniqueId}
              secondaryAction={
                <Button size="small" onClick={() => download(archive)}>
                  {translate(t('dialogs.download'))}
                </Button>
              }
            >
              <ListItemText primary={archive.Name} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(t('dialogs.close'))}</Button>
      </DialogActions>
    </Dialog>
  );
};
