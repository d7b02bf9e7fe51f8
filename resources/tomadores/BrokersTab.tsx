import {
  Alert,
  Autocomplete,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { maskCnpj } from '../../domain/cpfCnpj';
import { formatDate } from '../../domain/format';
import type {
  NominatedBroker,
  NominationStatus,
  PolicyHolderDetail,
} from '../../domain/policyHolders';
import { useModals } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties';
import { BusyButton } from '../../src/components/BusyButton';
import { type HolderAccess, useIsInsurer } from './holderAccess';
import { HolderJustificationDialog } from './HolderJustificationDialog';
import { type BrokerOption } from './policyHoldersApi';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

export interface BrokersTabProps {
  holder: PolicyHolderDetail;
  permissions: HolderAccess;
  reload: <T>(write: Promise<T>) => Promise<T>;
}

const statusColor: Record<NominationStatus, 'success' | 'warning' | 'error' | 'default'> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'error',
  revoked: 'default',
};

/** Corretores nomeados: the nominations, a new request, and the insurer's approve/reject. */
export const BrokersTab = ({ holder, permissions, reload }: BrokersTabProps) => {
  const { decideNomination, registerNomination, listBrokerOptions } =
    useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const modals = useModals();
  const isInsurer = useIsInsurer();
  const t = (key: string) => translate(`resources.tomadores.${key}`);
  const [broker, setBroker] = useState<BrokerOption | null>(null);
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState<NominatedBroker | null>(null);
  const brokers = useQuery({
    queryKey: ['tomadores', 'brokers'],
    queryFn: listBrokerOptions,
    enabled: isInsurer && permissions.requestNomination,
  });

  const act = async (write: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await reload(write());
      notify(t(done), { type: 'success' });
    } catch (error) {
      await modals.showError(gatewayMessages(error));
      throw error;
    } finally {
      setBusy(false);
    }
  };
  const request = () =>
    act(
      () =>
        registerNomination({
          PolicyHolderUniqueId: holder.UniqueId,
          BrokerUniqueId: isInsurer ? broker?.UniqueId : undefined,
        }),
      'brokers.requested',
    )
      .then(() => setBroker(null))
      .catch(() => undefined);

  return (
    <Card variant="outlined">
      <CardHeader title={t('brokers.title')} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent>
        <Stack spacing={2}>
          {permissions.requestNomination && isInsurer && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Autocomplete
                value={broker}
                onChange={(_, value) => setBroker(value)}
                options={brokers.data ?? []}
                getOptionLabel={(option) => option.Name}
                isOptionEqualToValue={(option, value) => option.UniqueId === value.UniqueId}
                loading={brokers.isFetching}
                sx={{ flex: 1 }}
                renderInput={(params) => (
                  <TextField {...params} label={t('fields.Broker')} size="small" />
                )}
              />
              <BusyButton busy={busy} disabled={!broker} onClick={request}>
                {t('brokers.nominate')}
              </BusyButton>
            </Stack>
          )}
          {permissions.requestNomination && !isInsurer && holder.NominatedBrokers.length === 0 && (
            <BusyButton busy={busy} onClick={request} sx={{ alignSelf: 'flex-start' }}>
              {t('brokers.requestOwn')}
            </BusyButton>
          )}
          {holder.NominatedBrokers.length === 0 ? (
            <Alert severity="info">{t('brokers.empty')}</Alert>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('fields.Broker')}</TableCell>
                  <TableCell>{t('fields.Status')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('brokers.requestedAt')}
                  </TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {holder.NominatedBrokers.map((nomination) => (
                  <TableRow key={nomination.UniqueId}>
                    <TableCell>
                      <Typography variant="body2">{nomination.BrokerName}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {maskCnpj(nomination.BrokerCnpj)}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={statusColor[nomination.Status]}
                        label={nomination.StatusLabel}
                      />
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {formatDate(nomination.RequestedAt)}
                    </TableCell>
                    <TableCell align="right">
                      {permissions.decideNomination && nomination.Status === 'pending' && (
                        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                          <Button
                            size="small"
                            color="success"
                            disabled={busy}
                            onClick={() =>
                              act(
                                () => decideNomination(nomination.UniqueId, true),
                                'brokers.approved',
                              ).catch(() => undefined)
                            }
                          >
                            {t('brokers.approve')}
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            disabled={busy}
                            onClick={() => setRejecting(nomination)}
                          >
                            {t('brokers.reject')}
                          </Button>
                        </Stack>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      </CardContent>
      {rejecting && (
        <HolderJustificationDialog
          title={t('brokers.rejectTitle')}
          onClose={() => setRejecting(null)}
          onConfirm={(justification) =>
            act(
              () => decideNomination(rejecting.UniqueId, false, justification),
              'brokers.rejected',
            )
          }
        />
      )}
    </Card>
  );
};
