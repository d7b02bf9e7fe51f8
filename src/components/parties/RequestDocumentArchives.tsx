import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { RequestDocumentArchive } from '../../../domain/requestDocuments';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { formatFileSize } from '../fileAccept';
import { useModals } from '../useModals';
import { gatewayMessages } from './gatewayMessages';

/** The files of a document; each downloads through a signed, short-lived link. */
export const RequestDocumentArchives = ({ archives }: { archives: RequestDocumentArchive[] }) => {
  const translate = useTranslate();
  const modals = useModals();
  const { getArchiveDownloadUrl } = useDataProvider<AvalDataProvider>();
  if (archives.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('aval.requestDocuments.noArchives')}
      </Typography>
    );
  }
  const download = async (archive: RequestDocumentArchive) => {
    try {
      const url = await getArchiveDownloadUrl(archive.UniqueId);
      window.open(url, '_blank', 'noopener');
    } catch (error) {
      await modals.showError(gatewayMessages(error));
    }
  };
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap gap={1}>
      {archives.map((archive) => (
        <Button
          key={archive.UniqueId}
          size="small"
          variant="text"
          startIcon={<DownloadIcon fontSize="small" />}
          aria-label={translate('aval.requestDocuments.download', { name: archive.Name })}
          onClick={() => download(archive)}
          sx={{ textTransform: 'none', maxWidth: '100%' }}
        >
          <Typography variant="body2" noWrap component="span">
            {archive.Name} ({formatFileSize(archive.SizeBytes)})
          </Typography>
        </Button>
      ))}
    </Stack>
  );
};
