import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { errorText } from '../../../../providers/errorText';
import type { AvalDataProvider } from '../../../../providers/dataProvider';

/** The kanban card views' texts (i18n/kanbanCards.*.ts). */
export const cardText = (key: string) => `aval.kanbanCards.${key}`;

/** One labelled figure of a card view (a term and its value; "—" when there is none). */
export const Fact = ({ label, value }: { label: string; value: ReactNode }) => (
  <Box component="div" sx={{ minWidth: 160 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div" aria-label={label}>
      {value === null || value === undefined || value === '' ? '—' : value}
    </Typography>
  </Box>
);

export const FactRow = ({ children }: { children: ReactNode }) => (
  <Stack direction="row" flexWrap="wrap" useFlexGap gap={2} sx={{ mb: 2 }}>
    {children}
  </Stack>
);

export const SectionTitle = ({ children }: { children: ReactNode }) => (
  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
    {children}
  </Typography>
);

/** Loading, failure (the gateway's message) or the card's data. */
export const CardDataState = ({ isPending, error }: { isPending: boolean; error: unknown }) => {
  const translate = useTranslate();
  if (isPending) {
    return (
      <Stack direction="row" gap={1} alignItems="center" sx={{ py: 2 }}>
        <CircularProgress size={20} />
        <Typography variant="body2">{translate(cardText('loading'))}</Typography>
      </Stack>
    );
  }
  return error ? <Alert severity="error">{errorText(error)}</Alert> : null;
};

/** "Informações do card não informadas.": a card without the record its view reads. */
export const NoCardData = () => {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate(cardText('noData'))}</Typography>;
};

/** A file that downloads through a signed, short-lived link (failure shown beside it). */
export const ArchiveDownload = ({
  uniqueId,
  name,
  onError,
}: {
  uniqueId: string;
  name: string;
  onError: (message: string) => void;
}) => {
  const { getArchiveDownloadUrl } = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon fontSize="small" />}
      aria-label={translate(cardText('download'), { name })}
      sx={{ textTransform: 'none' }}
      onClick={async () => {
        try {
          window.open(await getArchiveDownloadUrl(uniqueId), '_blank', 'noopener');
        } catch (error) {
          onError(errorText(error));
        }
      }}
    >
      {name}
    </Button>
  );
};
