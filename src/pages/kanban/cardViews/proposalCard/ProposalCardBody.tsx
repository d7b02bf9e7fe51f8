import { Alert, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { RichTextView } from '../../../../components/RichTextView';
import { cardText as t, NoCardData } from '../holder/CardFacts';
import type { CardViewProps } from '../types';
import { CardActions } from './CardActions';
import { CardDocuments } from './CardDocuments';
import { CardObservations } from './CardObservations';
import { CardTimeline } from './CardTimeline';
import { EngineVerdicts } from './EngineVerdicts';
import { ProposalSummary } from './ProposalSummary';
import { type CardProposalKind, useCardProposal } from './useCardProposal';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack spacing={1}>
    <Divider />
    <Typography variant="subtitle1" component="h3">
      {title}
    </Typography>
    {children}
  </Stack>
);

/**
 * The data of a proposal or endorsement card (GetCardProposalInfo / GetCardEndorsementInfo) with
 * the analyst's actions, shown only to who may act in the card's pipe.
 */
export const ProposalCardBody = ({
  card,
  canAct,
  onChanged,
  kind,
}: CardViewProps & { kind: CardProposalKind }) => {
  const translate = useTranslate();
  const { info, loadError, run } = useCardProposal(card.refUniqueId, kind, onChanged);
  if (!card.refUniqueId) return <NoCardData />;
  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!info) return <CircularProgress aria-label={translate(t('proposal.loading'))} size={24} />;
  const act = canAct && info.CanAct;
  return (
    <Stack spacing={2}>
      <ProposalSummary proposal={info.Proposal} />
      {act && <CardActions card={card} info={info} run={run} />}
      <Section title={translate(t('proposal.engines'))}>
        <EngineVerdicts logs={info.ProposalEngineExecutionLogs} />
      </Section>
      {info.ProposalObjects.length > 0 && (
        <Section title={translate(t('proposal.object'))}>
          {info.ProposalObjects.map((term) => (
            <RichTextView key={term.Id} html={term.Value} />
          ))}
        </Section>
      )}
      <Section title={translate(t('proposal.documents'))}>
        <CardDocuments info={info} canAct={act} run={run} />
      </Section>
      <Section title={translate(t('proposal.observations'))}>
        <CardObservations info={info} canAct={act} run={run} />
      </Section>
      <Section title={translate(t('proposal.history'))}>
        <CardTimeline entries={info.TimelineHistory} />
      </Section>
    </Stack>
  );
};
