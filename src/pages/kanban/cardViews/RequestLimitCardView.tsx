import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { approvalLimitText } from '../../../../domain/approvalAuthority';
import { maskDocument } from '../../../../domain/cpfCnpj';
import { formatBRL, formatDate, formatDateTime, formatNumberPtBR } from '../../../../domain/format';
import {
  CardDataState,
  cardText as t,
  Fact,
  FactRow,
  NoCardData,
  SectionTitle,
} from './holder/CardFacts';
import { LimitDocuments } from './holder/LimitDocuments';
import { LimitObservations } from './holder/LimitObservations';
import { LimitProposalForm } from './holder/LimitProposalForm';
import { useCardApprovers } from '../CardApprovers';
import type { CardViewProps } from './types';
import type { AvalDataProvider } from '../../../providers/dataProvider';

const rateNumber = (rate: string) =>
  formatNumberPtBR(rate, { minFractionDigits: 2, maxFractionDigits: 4 });
const statusColor = { pending: 'warning', approved: 'success', refused: 'error' } as const;

/**
 * Revisão de Limite (REQUEST_LIMIT): the holder's figures, the review's proposal, its documents and
 * observations; the analyst who acts on the pipe reviews documents, notes and proposes the new
 * limit and rate, applied when the card moves to Aprovado.
 */
const RequestLimitCardView = ({ card, canAct, onChanged }: CardViewProps) => {
  const { getRequestLimitCardInfo } = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const rateText = (rate: string | null) =>
    rate ? translate(t('requestLimit.rate'), { rate: rateNumber(rate) }) : null;
  const uniqueId = card.refUniqueId;
  const info = useQuery({
    queryKey: ['aval', 'kanban', 'requestLimit', uniqueId],
    queryFn: () => getRequestLimitCardInfo(uniqueId!),
    enabled: !!uniqueId,
  });
  // the caller's alçada in this pipe, beside the limit it would approve
  const authority = useCardApprovers(card.id);
  if (!uniqueId) return <NoCardData />;
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
      <SectionTitle>{translate(t('holder.section'))}</SectionTitle>
      <FactRow>
        <Fact label={translate(t('holder.name'))} value={holder.Name} />
        <Fact label={translate(t('holder.document'))} value={maskDocument(holder.CpfCnpj)} />
        <Fact label={translate(t('requestLimit.riskClass'))} value={holder.RiskClass} />
        <Fact
          label={translate(t('requestLimit.foundationDate'))}
          value={formatDate(holder.FoundationDate)}
        />
        <Fact
          label={translate(t('requestLimit.annualRevenue'))}
          value={formatBRL(holder.AnnualRevenue)}
        />
        <Fact label={translate(t('requestLimit.netWorth'))} value={formatBRL(holder.NetWorth)} />
      </FactRow>
      <SectionTitle>{translate(t('requestLimit.currentLimit'))}</SectionTitle>
      <FactRow>
        <Fact label={translate(t('requestLimit.limit'))} value={formatBRL(holder.LimitValue)} />
        <Fact label={translate(t('requestLimit.used'))} value={formatBRL(holder.LimitUsedValue)} />
        <Fact
          label={translate(t('requestLimit.available'))}
          value={formatBRL(holder.LimitAvailableValue)}
        />
        <Fact label={translate(t('requestLimit.baseRate'))} value={rateText(holder.BaseRate)} />
        <Fact
          label={translate(t('requestLimit.sentToAnalysisAt'))}
          value={formatDateTime(holder.SentToAnalysisAt)}
        />
      </FactRow>
      <SectionTitle>{translate(t('requestLimit.review'))}</SectionTitle>
      <FactRow>
        <Fact
          label={translate(t('requestLimit.reviewStatus'))}
          value={
            <Chip
              size="small"
              label={review.StatusLabel}
              color={statusColor[review.Status as keyof typeof statusColor] ?? 'default'}
            />
          }
        />
        <Fact
          label={translate(t('requestLimit.limitAtOpening'))}
          value={formatBRL(review.CurrentLimitValue)}
        />
        <Fact
          label={translate(t('requestLimit.rateAtOpening'))}
          value={rateText(review.CurrentBaseRate)}
        />
        <Fact
          label={translate(t('requestLimit.proposedLimit'))}
          value={formatBRL(review.ProposedLimitValue)}
        />
        {authority.data?.Users && (
          <Fact
            label={translate(t('requestLimit.yourAuthority'))}
            value={approvalLimitText(authority.data.CallerMaxInsuredAmount)}
          />
        )}
        <Fact
          label={translate(t('requestLimit.proposedRate'))}
          value={rateText(review.ProposedBaseRate)}
        />
        <Fact label={translate(t('requestLimit.proposedBy'))} value={review.ProposedByName} />
        {review.Justification && (
          <Fact label={translate(t('requestLimit.justification'))} value={review.Justification} />
        )}
      </FactRow>
      {canAct && open && (
        <LimitProposalForm key={review.Version} review={review} onSaved={changed} />
      )}
      <SectionTitle>{translate(t('requestLimit.documents'))}</SectionTitle>
      <LimitDocuments
        documents={review.RequestDocuments}
        canAct={canAct && open}
        onChanged={changed}
      />
      <SectionTitle>{translate(t('requestLimit.observations'))}</SectionTitle>
      <LimitObservations review={review} canAct={canAct && open} onChanged={changed} />
    </div>
  );
};

export default RequestLimitCardView;
