import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { RequestLimitCardInfo } from '../../../../../domain/contracts/kanbanHolderCards';
import { formatDateTime } from '../../../../../domain/format';
import { OBSERVATION_MAX, observationProblems } from '../../../../../domain/limitReviews';
import { gatewayMessages } from '../../../../components/parties';
import type { AvalDataProvider } from '../../../../providers/dataProvider';
import { cardText as t } from './CardFacts';

/** The analysts' observations on the review, and (when the user acts) a new one. */
export const LimitObservations = ({
  review,
  canAct,
  onChanged,
}: {
  review: RequestLimitCardInfo;
  canAct: boolean;
  onChanged: () => void;
}) => {
  const { createRequestLimitObservation } = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    const problems = observationProblems(text);
    if (problems.length) return setError(problems.join(' '));
    setBusy(true);
    try {
      await createRequestLimitObservation(review.RequestLimitUniqueId, text.trim(), review.Version);
      setText('');
      setError(null);
      onChanged();
    } catch (failure) {
      setError(gatewayMessages(failure).join(' '));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ mb: 2 }}>
      {review.Observations.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(t('limitObservations.none'))}
        </Typography>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={translate(t('limitObservations.list'))}>
          {review.Observations.map((observation) => (
            <Box component="li" key={observation.UniqueId} sx={{ listStyle: 'none', py: 0.5 }}>
              <Typography variant="body2">{observation.Text}</Typography>
              <Typography variant="caption" color="text.secondary">
                {observation.UserName ?? '—'} · {formatDateTime(observation.CreatedAt)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {canAct && (
        <Stack gap={1} sx={{ mt: 1 }}>
          <TextField
            multiline
            minRows={2}
            label={translate(t('limitObservations.new'))}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={!!error}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: OBSERVATION_MAX } }}
          />
          <div>
            <Button variant="outlined" size="small" disabled={busy} onClick={add}>
              {translate(t('limitObservations.add'))}
            </Button>
          </div>
        </Stack>
      )}
      {!canAct && error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
};
