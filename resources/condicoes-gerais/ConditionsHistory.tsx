import { Box, Chip, CircularProgress, Divider, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import { describeChange } from '../../src/components/parties/HistoryPanel';
import { useConditionsHistory } from './useGeneralConditions';

/** Every publication of both sectors, newest first: who, when and each value old → new. */
export const ConditionsHistory = () => {
  const translate = useTranslate();
  const history = useConditionsHistory(true);
  if (history.isPending) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 2 }} role="status">
        <CircularProgress size={20} />
        <Typography variant="body2">{translate('aval.parties.history.loading')}</Typography>
      </Stack>
    );
  }
  if (!history.data?.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {translate('aval.parties.history.empty')}
      </Typography>
    );
  }
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {history.data.map((row) => (
        <Paper component="li" key={row.Id} variant="outlined" sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'center' }}>
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={translate(`resources.condicoes-gerais.sectors.${row.Sector}`)}
            />
            <Typography variant="subtitle2" component="span">
              {formatDateTime(row.ChangedAt)}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="span">
              {translate('aval.parties.history.changedBy', { name: row.ChangedByName })}
            </Typography>
          </Box>
          <Divider sx={{ my: 1 }} />
          <Stack spacing={0.5}>
            {row.ChangesHistories.map((change, index) => (
              <Typography
                key={`${row.Id}-${index}`}
                variant="body2"
                sx={{ wordBreak: 'break-word' }}
              >
                {describeChange(change)}
              </Typography>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
};
