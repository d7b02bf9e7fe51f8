import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  InputAdornment,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { percentText, validatePremiumPercentage } from '../../domain/branchGroups';
import { formatDateTime } from '../../domain/format';
import { BusyButton } from '../../src/components/BusyButton';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { usePremiumLimit } from './useBranchGroups';
import { useFormCall } from './useFormCall';
import { useModalityReload } from './useModalities';

const typed = (value: string) => (percentText(value) ?? '').replace('%', '');

/** The highest premium a proposal may carry, in % of its insured amount, with its history. */
export const PremiumLimitCard = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.modalidades.branchGroups.premium.${key}`, options);
  const notify = useNotify();
  const { updatePremiumLimit } = useDataProvider<AvalDataProvider>();
  const limit = usePremiumLimit();
  const reload = useModalityReload();
  const call = useFormCall();
  const [value, setValue] = useState<string | null>(null);
  const shown = value ?? (limit.data ? typed(limit.data.Percentage) : '');

  const save = async () => {
    if (!limit.data) return;
    const { value: checked, problems } = validatePremiumPercentage(shown);
    if (problems.length) return call.setMessages(problems);
    const done = await call.run(() =>
      reload(updatePremiumLimit(checked as string, limit.data.Version)),
    );
    if (done) {
      setValue(null);
      notify(t('saved'), { type: 'success' });
    }
  };

  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardHeader
        title={t('title')}
        subheader={t('subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <Stack spacing={2}>
          {call.messages.length > 0 && (
            <Alert severity={call.stale ? 'warning' : 'error'} role="alert">
              {call.messages.join(' ')}
            </Alert>
          )}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              label={t('field')}
              value={shown}
              onChange={(event) => setValue(event.target.value)}
              disabled={call.busy || !limit.data}
              helperText={t('help')}
              slotProps={{
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                htmlInput: { inputMode: 'decimal' },
              }}
              sx={{ width: { xs: '100%', sm: 260 } }}
            />
            <BusyButton
              busy={call.busy}
              onClick={save}
              disabled={!limit.data}
              sx={{ mt: { sm: 1 } }}
            >
              {t('save')}
            </BusyButton>
          </Stack>
          {limit.data && limit.data.History.length > 0 && (
            <div>
              <Typography variant="subtitle2">{t('history')}</Typography>
              <List dense disablePadding>
                {limit.data.History.slice(0, 5).map((entry) => (
                  <ListItem key={entry.Id} disableGutters>
                    <ListItemText
                      primary={`${entry.OldValue ?? '—'} → ${entry.NewValue ?? '—'}`}
                      secondary={t('changedBy', {
                        name: entry.ChangedByName,
                        when: formatDateTime(entry.ChangedAt),
                      })}
                    />
                  </ListItem>
                ))}
              </List>
            </div>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
