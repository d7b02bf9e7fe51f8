import {
  Alert,
  Box,
  Button,
  CircularProgress,
  InputAdornment,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ProfileApprovalLimits } from '../../domain/contracts/approvalLimits';
import { formatNumberPtBR } from '../../domain/format';
import { BusyButton } from '../../src/components/BusyButton';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { errorMessages } from '../usuarios/errorMessages';
import type { Profile } from './types';

const shown = (amount: string | null) =>
  amount === null ? '' : formatNumberPtBR(amount, { minFractionDigits: 2, maxFractionDigits: 2 });

/**
 * Alçadas (issue 14): one maximum IS per pipe for the profile; empty means no limit. Saved with
 * the Version read; a refusal (409 stale, 400 invalid amount) keeps what the user typed.
 */
export const ApprovalLimits = ({ profile }: { profile: Profile }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = ['perfis', 'approvalLimits', profile.UniqueId];
  const { data, error, refetch } = useQuery({
    queryKey,
    queryFn: () => dataProvider.getProfileApprovalLimits(profile.UniqueId),
  });
  // what the user typed, over the amounts read (kept on screen when the save is refused)
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);

  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button onClick={() => void refetch()}>
            {translate('resources.perfis.grants.retry')}
          </Button>
        }
      >
        {translate('resources.perfis.approvalLimits.loadError')}
      </Alert>
    );
  }
  if (!data) return <CircularProgress size={24} />;
  const amountOf = (type: string) =>
    edits[type] ??
    shown(data.Limits.find((limit) => limit.AnalysisType === type)!.MaxInsuredAmount);

  const save = async () => {
    setBusy(true);
    setFailure([]);
    try {
      const saved: ProfileApprovalLimits = await dataProvider.saveProfileApprovalLimits({
        ProfileUniqueId: profile.UniqueId,
        Version: data.Version,
        Limits: data.Limits.map((limit) => ({
          AnalysisType: limit.AnalysisType,
          MaxInsuredAmount: amountOf(limit.AnalysisType).trim() || null,
        })),
      });
      queryClient.setQueryData(queryKey, saved);
      setEdits({});
      notify(translate('resources.perfis.approvalLimits.saved'), { type: 'success' });
    } catch (caught) {
      const messages = errorMessages(caught);
      setFailure(Array.isArray(messages) ? messages : messages ? [messages] : []);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.perfis.approvalLimits.intro')}
      </Typography>
      {/* a form of one amount per pipe, not a record list: nothing to page, sort, filter or export */}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.perfis.approvalLimits.pipe')}</TableCell>
            <TableCell>{translate('resources.perfis.approvalLimits.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.Limits.map((limit) => (
            <TableRow key={limit.AnalysisType}>
              <TableCell>{limit.PipeName}</TableCell>
              <TableCell>
                <TextField
                  size="small"
                  value={amountOf(limit.AnalysisType)}
                  placeholder={translate('resources.perfis.approvalLimits.noLimit')}
                  onChange={(event) =>
                    setEdits((current) => ({
                      ...current,
                      [limit.AnalysisType]: event.target.value,
                    }))
                  }
                  slotProps={{
                    htmlInput: {
                      inputMode: 'decimal',
                      'aria-label': translate('resources.perfis.approvalLimits.amountOf', {
                        pipe: limit.PipeName,
                      }),
                    },
                    input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
                  }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        {failure.length > 0 && (
          <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
            {failure.join(' ')}
          </Alert>
        )}
        <BusyButton busy={busy} onClick={() => void save()}>
          {translate('resources.perfis.approvalLimits.save')}
        </BusyButton>
      </Stack>
    </Box>
  );
};
