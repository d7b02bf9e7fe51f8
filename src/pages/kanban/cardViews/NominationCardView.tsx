import { Alert, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { maskDocument } from '../../../../domain/cpfCnpj';
import { formatDateTime } from '../../../../domain/format';
import {
  ArchiveDownload,
  CardDataState,
  Fact,
  FactRow,
  NO_CARD_DATA,
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
  const uniqueId = card.refUniqueId;
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const info = useQuery({
    queryKey: ['aval', 'kanban', 'nomination', uniqueId],
    queryFn: () => getNominationCardInfo(uniqueId!),
    enabled: !!uniqueId,
  });
  if (!uniqueId) return <Typography color="text.secondary">{NO_CARD_DATA}</Typography>;
  if (!info.data) return <CardDataState isPending={info.isPending} error={info.error} />;
  const data = info.data;
  return (
    <div>
      <SectionTitle>Tomador</SectionTitle>
      <FactRow>
        <Fact label="Nome do tomador" value={data.PolicyHolder.Name} />
        <Fact label="CPF/CNPJ do tomador" value={maskDocument(data.PolicyHolder.CpfCnpj)} />
      </FactRow>
      <SectionTitle>Corretora</SectionTitle>
      <FactRow>
        <Fact label="Nome da corretora" value={data.Broker.Name} />
        <Fact label="CNPJ da corretora" value={maskDocument(data.Broker.CpfCnpj)} />
      </FactRow>
      <SectionTitle>Solicitação</SectionTitle>
      <FactRow>
        <Fact
          label="Situação"
          value={
            <Chip
              size="small"
              label={data.StatusLabel}
              color={statusColor[data.Status as keyof typeof statusColor] ?? 'default'}
            />
          }
        />
        <Fact label="Solicitada por" value={data.RequestedByName} />
        <Fact label="Solicitada em" value={formatDateTime(data.RequestedAt)} />
        {data.DecidedAt && (
          <>
            <Fact label="Decidida por" value={data.DecidedByName} />
            <Fact label="Decidida em" value={formatDateTime(data.DecidedAt)} />
          </>
        )}
      </FactRow>
      <SectionTitle>Carta de nomeação</SectionTitle>
      {data.Letter ? (
        <ArchiveDownload
          uniqueId={data.Letter.UniqueId}
          name={data.Letter.Name}
          onError={setDownloadError}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Nenhuma carta de nomeação enviada.
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
