import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Grid,
  Link,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { maskDocument } from '../../../domain/cpfCnpj';
import { documentStatusDisplay } from '../../../domain/documentStatus';
import { formatBRL, formatDate } from '../../../domain/format';
import { RichTextView } from '../../../src/components/RichTextView';
import type { AvalDataProvider } from '../../../src/providers/dataProvider';
import type { ProposalRecord } from './useProposalDraft';
import { AddressText } from './InsuredStep';
import { stepPath, type WizardStep } from './wizardModel';
import { wizardText } from './WizardForm';

const Card = ({
  title,
  step,
  proposal,
  children,
}: {
  title: string;
  step: WizardStep;
  proposal: ProposalRecord;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Link component={RouterLink} to={stepPath(step, proposal.UniqueId)}>
          {translate(wizardText('summary.edit'), { step: title })}
        </Link>
      </Stack>
      {children}
    </Paper>
  );
};

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Grid container spacing={1} sx={{ py: 0.25 }}>
    <Grid size={{ xs: 12, sm: 4 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Grid>
    <Grid size={{ xs: 12, sm: 8 }}>
      <Typography variant="body2" component="div">
        {children || '—'}
      </Typography>
    </Grid>
  </Grid>
);

const term = (start: string | null, end: string | null, days: number | null) =>
  start && end ? `${formatDate(start)} a ${formatDate(end)} (${days ?? '—'} dias)` : '';

/**
 * ValidateRetroactivityDays on the saved proposal: a start date the modality no longer allows
 * today (too far back since the quote, or too far ahead) is said above the summary, with the way
 * back to the term. A failed check says nothing: the gateway checks again when pricing.
 */
const RetroactivityAlert = ({ proposal }: { proposal: ProposalRecord }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const check = useQuery({
    queryKey: ['propostas', 'validateRetroactivityDays', proposal.UniqueId, proposal.Version],
    queryFn: () => dataProvider.validateRetroactivityDays(proposal.UniqueId),
    retry: false,
  });
  if (!check.data || check.data.IsValid) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button
          component={RouterLink}
          to={stepPath('dados-de-risco', proposal.UniqueId)}
          color="inherit"
          size="small"
        >
          {translate(wizardText('summary.fixTerm'))}
        </Button>
      }
    >
      <AlertTitle>{translate(wizardText('summary.retroactivityTitle'))}</AlertTitle>
      {check.data.Messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
};

/** Step 4, resumo-da-proposta: everything the steps saved, each card linking back to its step. */
export const SummaryStep = ({ proposal }: { proposal: ProposalRecord }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const t = (key: string) => translate(wizardText(`summary.${key}`));
  const s = (key: string) => translate(wizardText(`steps.${key}`));
  const texts = [
    ...proposal.ContractualTerms.Object,
    ...proposal.ContractualTerms.ParticularClausule,
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="proposal-summary">
      <RetroactivityAlert proposal={proposal} />
      <Card title={s('dados-tomador')} step="dados-tomador" proposal={proposal}>
        <Row label={t('holder')}>
          {proposal.PolicyHolder.Name} · {maskDocument(proposal.PolicyHolder.CpfCnpj)}
        </Row>
        <Row label={t('branch')}>
          {proposal.PolicyHolderBranch
            ? maskDocument(proposal.PolicyHolderBranch.Cnpj)
            : t('headOffice')}
        </Row>
      </Card>
      <Card title={s('dados-segurado')} step="dados-segurado" proposal={proposal}>
        <Row label={t('insured')}>
          {proposal.Insured &&
            `${proposal.Insured.Name} · ${maskDocument(proposal.Insured.CpfCnpj)}`}
        </Row>
        <Row label={t('location')}>
          {proposal.InsuredLocation && <AddressText location={proposal.InsuredLocation} />}
        </Row>
        <Row label={t('beneficiaries')}>
          {proposal.Beneficiaries.map((beneficiary) => beneficiary.Name).join(', ')}
        </Row>
      </Card>
      <Card title={s('dados-de-risco')} step="dados-de-risco" proposal={proposal}>
        <Row label={t('modality')}>
          {proposal.Modality && `${proposal.Modality.GroupName} · ${proposal.Modality.Name}`}
        </Row>
        <Row label={t('term')}>
          {term(proposal.StartDate, proposal.EndDate, proposal.DeadlineDays)}
        </Row>
        <Row label={t('amount')}>{formatBRL(proposal.InsuredAmountValue)}</Row>
        {proposal.ComplementaryModality && (
          <>
            <Row label={t('complementary')}>{proposal.ComplementaryModality.Name}</Row>
            <Row label={t('complementaryTerm')}>
              {term(
                proposal.ComplementaryStartDate,
                proposal.ComplementaryEndDate,
                proposal.ComplementaryDeadlineDays,
              )}
            </Row>
            <Row label={t('complementaryAmount')}>
              {formatBRL(proposal.ComplementaryInsuredAmountValue)}
            </Row>
          </>
        )}
        <Row label={t('documents')}>
          {proposal.RequestDocuments.map(
            (document) => `${document.Name} (${documentStatusDisplay[document.Status].label})`,
          ).join(', ')}
        </Row>
        {texts.map((text) => (
          <Row key={text.Id} label={text.Title ?? t('object')}>
            <RichTextView html={text.Value} sx={{ typography: 'body2', '& p': { my: 0.25 } }} />
          </Row>
        ))}
      </Card>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Button onClick={() => navigate(stepPath('dados-de-risco', proposal.UniqueId))}>
          {translate(wizardText('back'))}
        </Button>
        <Button
          variant="contained"
          onClick={() => navigate(stepPath('dados-financeiros', proposal.UniqueId))}
        >
          {translate(wizardText('continue'))}
        </Button>
      </Stack>
    </Box>
  );
};
