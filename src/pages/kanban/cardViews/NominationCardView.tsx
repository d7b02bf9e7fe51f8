import { Alert, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { maskDocument } from '../../../../domain/cpfCnpj';
import { formatDateTime } from '../../../../domain/format';
import {
  ArchiveDownload,
  CardDataState,
  cardText as t,
  Fact,
  FactRow,
  NoCardData,
  SectionTitle,
} from './holder/CardFacts';
import type { CardViewProps } from './types';
import type { AvalDataProvider } from '../../../providers/dataProvider';

const statusColor = { pending: 'warning', approved: 'success', rejected: 'error' } as const;

/**
 * Dados da Solicitação de Nomeação (NOMEACAO_TOMADOR): the holder, the broker asking to be
 * nominated, its letter and the request's status. The decision is the card's move to Aprovado
 * or Recusado on the board.
 */
const NominationCardView = ({ card }: CardViewProps) => {
  const { getNominationCardInfo } = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const uniqueId = card.refUniqueId;
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const info = useQuery({
    queryKey: ['aval', 'kanban', 'nomination', uniqueId],
    queryFn: () => getNominationCardInfo(uniqueId!),
    enabled: !!uniqueId,
  });
  if (!uniqueId) return <NoCardData />;
  if (!info.data) return <CardDataState isPending={info.isPending} error={info.error} />;
  const data = info.data;
  return (
    <div>
      <SectionTitle>{translate(t('holder.section'))}</SectionTitle>
      <FactRow>
        <Fact label={translate(t('holder.name'))} value={data.PolicyHolder.Name} />
        <Fact
          label={translate(t('holder.document'))}
          value={maskDocument(data.PolicyHolder.CpfCnpj)}
        />
      </FactRow>
      <SectionTitle>{translate(t('nomination.broker'))}</SectionTitle>
      <FactRow>
        <Fact label={translate(t('nomination.brokerName'))} value={data.Broker.Name} />
        <Fact
          label={translate(t('nomination.brokerDocument'))}
          value={maskDocument(data.Broker.CpfCnpj)}
        />
      </FactRow>
      <SectionTitle>{translate(t('nomination.request'))}</SectionTitle>
      <FactRow>
        <Fact
          label={translate(t('nomination.status'))}
          value={
            <Chip
              size="small"
              label={data.StatusLabel}
              color={statusColor[data.Status as keyof typeof statusColor] ?? 'default'}
            />
          }
        />
        <Fact label={translate(t('nomination.requestedBy'))} value={data.RequestedByName} />
        <Fact
          label={translate(t('nomination.requestedAt'))}
          value={formatDateTime(data.RequestedAt)}
        />
        {data.DecidedAt && (
          <>
            <Fact label={translate(t('nomination.decidedBy'))} value={data.DecidedByName} />
            <Fact
              label={translate(t('nomination.decidedAt'))}
              value={formatDateTime(data.DecidedAt)}
            />
          </>
        )}
      </FactRow>
      <SectionTitle>{translate(t('nomination.letter'))}</SectionTitle>
      {data.Letter ? (
        <ArchiveDownload
          uniqueId={data.Letter.UniqueId}
          name={data.Letter.Name}
          onError={setDownloadError}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(t('nomination.noLetter'))}
        </Typography>
      )}
      {downloadError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {downloadError}
        </Alert>
      )}
    </div>
  );
};

export default NominationCardView;
