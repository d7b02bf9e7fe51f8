import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { registrationStatusLabels } from '../../../../domain/brokers';
import type { CardBrokerInfo } from '../../../../domain/contracts/kanbanBrokerCards';
import { maskCnpj, maskCpf } from '../../../../domain/cpfCnpj';
import { maskPhone } from '../../../../domain/format';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { HistoryCard } from '../../../components/HistoryCard';
import { gatewayMessages } from '../../../components/parties/gatewayMessages';
import { useModals } from '../../../components/useModals';
import { errorText } from '../../../providers/errorText';
import { BrokerCardDocuments } from './BrokerCardDocuments';
import type { CardViewProps } from './types';
import type { AvalDataProvider } from '../../../providers/dataProvider';

const t = (key: string) => `aval.kanbanBrokerCard.${key}`;

const Field = ({ label, value }: { label: string; value: string | null }) => (
  <Box sx={{ minWidth: 180 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography>{value || '—'}</Typography>
  </Box>
);

const BrokerFlags = ({ broker }: { broker: CardBrokerInfo['Broker'] }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap gap={1}>
      <Chip
        size="small"
        color={broker.IsBlocked ? 'error' : 'success'}
        label={translate(t(broker.IsBlocked ? 'flags.blocked' : 'flags.unblocked'))}
      />
      <Chip
        size="small"
        color={broker.RegistrationStatus === 'active' ? 'default' : 'warning'}
        label={translate(t('flags.registration'), {
          status: registrationStatusLabels[broker.RegistrationStatus],
        })}
      />
      {broker.HasPendingComplianceValidation && (
        <Chip size="small" color="warning" label={translate(t('flags.pendingCompliance'))} />
      )}
      {broker.HasPendingDocuments && (
        <Chip size="small" color="warning" label={translate(t('flags.pendingDocuments'))} />
      )}
    </Stack>
  );
};

const Partners = ({ partners }: { partners: CardBrokerInfo['Partners'] }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate(t('partners'))}
      </Typography>
      {partners.length === 0 ? (
        <Typography color="text.secondary">{translate(t('noPartners'))}</Typography>
      ) : (
        <Stack component="ul" gap={0.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {partners.map((partner) => (
            <Stack
              component="li"
              key={partner.Cpf}
              direction="row"
              gap={1}
              alignItems="center"
              aria-label={partner.Name}
            >
              <Typography>
                {partner.Name} · {maskCpf(partner.Cpf)}
                {partner.ParticipationPercentage &&
                  ` · ${translate(t('participation'), {
                    value: partner.ParticipationPercentage.replace('.', ','),
                  })}`}
              </Typography>
              {partner.IsPoliticallyExposed && (
                <Chip size="small" color="error" label={translate(t('pep'))} />
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
};

/**
 * Dados da Corretora (ANALISE_DOCUMENTACAO_CORRETORA, ANALISE_CONFORMIDADE_CORRETORA,
 * CORRETORA_PEP): the broker's data and flags, partners (PEP marked), documents and history, and
 * for an analyst who may act, the document actions and "Enviar documentos ao corretor".
 */
const BrokerCardView = ({ card, canAct, onChanged }: CardViewProps) => {
  const { getBrokerCardInfo, brokerCardSendDocumentsToBroker } =
    useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const modals = useModals();
  const [confirmSend, setConfirmSend] = useState(false);
  const uniqueId = card.refUniqueId;
  const info = useQuery({
    queryKey: ['aval', 'kanbanBrokerCard', uniqueId],
    queryFn: () => getBrokerCardInfo(uniqueId as string),
    enabled: !!uniqueId,
  });

  if (!uniqueId) {
    return <Typography color="text.secondary">{translate(t('noData'))}</Typography>;
  }
  if (info.isPending) {
    return (
      <Stack direction="row" gap={1} alignItems="center">
        <CircularProgress size={20} />
        <Typography>{translate(t('loading'))}</Typography>
      </Stack>
    );
  }
  if (info.isError) return <Alert severity="error">{errorText(info.error)}</Alert>;

  const { Broker: broker, Partners: partners } = info.data;
  const changed = () => {
    void info.refetch();
    onChanged();
  };
  const send = async () => {
    setConfirmSend(false);
    const stop = modals.showLoading(translate(t('working')));
    try {
      const answer = await brokerCardSendDocumentsToBroker(broker.UniqueId, card.id, card.version);
      stop();
      changed();
      void modals.showSuccess(
        translate(t('done.sent'), { count: answer.SentCount, email: answer.Email }),
      );
    } catch (error) {
      stop();
      await modals.showError(gatewayMessages(error));
    }
  };

  return (
    <Stack gap={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
        gap={1}
      >
        <Typography variant="h5" component="h2">
          {translate(t('title'))}
        </Typography>
        {canAct && (
          <Button
            variant="contained"
            startIcon={<SendOutlinedIcon />}
            onClick={() => setConfirmSend(true)}
          >
            {translate(t('actions.sendToBroker'))}
          </Button>
        )}
      </Stack>
      <Stack direction="row" flexWrap="wrap" useFlexGap gap={2}>
        <Field label={translate(t('fields.name'))} value={broker.Name} />
        <Field label={translate(t('fields.cnpj'))} value={maskCnpj(broker.Cnpj)} />
        <Field label={translate(t('fields.susepCode'))} value={broker.SusepCode} />
        <Field label={translate(t('fields.email'))} value={broker.Email} />
        <Field label={translate(t('fields.phone'))} value={maskPhone(broker.Phone)} />
      </Stack>
      <BrokerFlags broker={broker} />
      <Divider />
      <Partners partners={partners} />
      <Divider />
      <BrokerCardDocuments
        brokerUniqueId={broker.UniqueId}
        documents={info.data.RequestDocuments}
        deleted={info.data.DeletedRequestDocuments}
        canAct={canAct}
        onChanged={changed}
      />
      <HistoryCard title={translate(t('history'))} rows={info.data.TimelineHistory} />
      <ConfirmDialog
        open={confirmSend}
        title={translate(t('confirm.sendTitle'))}
        message={translate(t('confirm.sendMessage'))}
        onConfirm={() => void send()}
        onCancel={() => setConfirmSend(false)}
      />
    </Stack>
  );
};

export default BrokerCardView;
