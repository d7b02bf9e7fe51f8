import { Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { approvalLimitText } from '../../../../domain/approvalAuthority';
import { maskDocument } from '../../../../domain/cpfCnpj';
import { formatBRL, formatDate, formatDateTime, formatNumberPtBR } from '../../../../domain/format';
import { CardDataState, Fact, FactRow, NO_CARD_DATA, SectionTitle } from './holder/CardFacts';
import { LimitDocuments } from './holder/LimitDocuments';
import { LimitObservations } from './holder/LimitObservations';
import { LimitProposalForm } from './holder/LimitProposalForm';
import { useCardApprovers } from '../CardApprovers';
import type { CardViewProps } from './types';
import type { AvalDataProvider } from '../../../providers/dataProvider';

const rateText = (rate: string | null) =>
  rate ? `${formatNumberPtBR(rate, { minFractionDigits: 2, maxFractionDigits: 4 })}% a.a.` : null;
const statusColor = { pending: 'warning', approved: 'success', refused: 'error' } as const;

/**
 * Revisão de Limite (REQUEST_LIMIT): the holder's figures, the review's proposal, its documents and
 * observations; the analyst who acts on the pipe reviews documents, notes and proposes the new
 * limit and rate, applied when the card moves to Aprovado.
 */
const RequestLimitCardView = ({ card, canAct, onChanged }: CardViewProps) => {
  const { getRequestLimitCardInfo } = useDataProvider<AvalDataProvider>();
  const uniqueId = card.refUniqueId;
  const info = useQuery({
    queryKey: ['aval', 'kanban', 'requestLimit', uniqueId],
    queryFn: () => getRequestLimitCardInfo(uniqueId!),
    enabled: !!uniqueId,
  });
  // the caller's alçada in this pipe, beside the limit it would approve
  const authority = useCardApprovers(card.id);
  if (!uniqueId) return <Typography color="text.secondary">{NO_CARD_DATA}</Typography>;
  if (!info.data) return <CardDataState isPending={info.isPending} error={info.error} />;
  const review = info.data;
  const holder = review.PolicyHolder;
  const changed = () => {
    void info.refetch();
    onChanged();
  };
  const open = review.Status === 'pending';
  return (
    <div>
      <SectionTitle>Tomador</SectionTitle>
      <FactRow>
        <Fact label="Nome do tomador" value={holder.Name} />
        <Fact label="CPF/CNPJ do tomador" value={maskDocument(holder.CpfCnpj)} />
        <Fact label="Classe de risco" value={holder.RiskClass} />
        <Fact label="Data de fundação" value={formatDate(holder.FoundationDate)} />
        <Fact label="Faturamento anual" value={formatBRL(holder.AnnualRevenue)} />
        <Fact label="Patrimônio líquido" value={formatBRL(holder.NetWorth)} />
      </FactRow>
      <SectionTitle>Limite atual</SectionTitle>
      <FactRow>
        <Fact label="Limite" value={formatBRL(holder.LimitValue)} />
        <Fact label="Utilizado" value={formatBRL(holder.LimitUsedValue)} />
        <Fact label="Disponível" value={formatBRL(holder.LimitAvailableValue)} />
        <Fact label="Taxa base" value={rateText(holder.BaseRate)} />
        <Fact label="Enviado para análise em" value={formatDateTime(holder.SentToAnalysisAt)} />
      </FactRow>
      <SectionTitle>Revisão</SectionTitle>
      <FactRow>
        <Fact
          label="Situação da revisão"
          value={
            <Chip
              size="small"
              label={review.StatusLabel}
              color={statusColor[review.Status as keyof typeof statusColor] ?? 'default'}
            />
          }
        />
        <Fact label="Limite na abertura" value={formatBRL(review.CurrentLimitValue)} />
        <Fact label="Taxa na abertura" value={rateText(review.CurrentBaseRate)} />
        <Fact label="Novo limite proposto" value={formatBRL(review.ProposedLimitValue)} />
        {authority.data?.Users && (
          <Fact
            label="Sua alçada nesta esteira"
            value={approvalLimitText(authority.data.CallerMaxInsuredAmount)}
          />
        )}
        <Fact label="Nova taxa proposta" value={rateText(review.ProposedBaseRate)} />
        <Fact label="Proposta por" value={review.ProposedByName} />
        {review.Justification && <Fact label="Justificativa" value={review.Justification} />}
      </FactRow>
      {canAct && open && (
        <LimitProposalForm key={review.Version} review={review} onSaved={changed} />
      )}
      <SectionTitle>Documentos</SectionTitle>
      <LimitDocuments
        documents={review.RequestDocuments}
        canAct={canAct && open}
        onChanged={changed}
      />
      <SectionTitle>Observações</SectionTitle>
      <LimitObservations review={review} canAct={canAct && open} onChanged={changed} />
    </div>
  );
};

export default RequestLimitCardView;
