import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProposalDetail } from '../../../../../domain/contracts/proposals';
import { maskDocument } from '../../../../../domain/cpfCnpj';
import { formatBRL, formatDate } from '../../../../../domain/format';
import { cardText as t } from '../holder/CardFacts';

const Field = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2">{value || '—'}</Typography>
  </Box>
);

/** The proposal's key data: number, parties, modality, IS, term, premium and status. */
export const ProposalSummary = ({ proposal }: { proposal: ProposalDetail }) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        gap: 1.5,
      }}
    >
      <Field label={translate(t('proposal.number'))} value={String(proposal.Number)} />
      <Field label={translate(t('proposal.status'))} value={proposal.StatusName} />
      <Field
        label={translate(t('proposal.modality'))}
        value={proposal.Modality?.Name ?? proposal.ModalityName}
      />
      <Field
        label={translate(t('proposal.holder'))}
        value={`${proposal.PolicyHolderName} · ${maskDocument(proposal.PolicyHolderCpfCnpj)}`}
      />
      <Field
        label={translate(t('proposal.insured'))}
        value={
          proposal.InsuredName
            ? `${proposal.InsuredName} · ${maskDocument(proposal.InsuredCpfCnpj)}`
            : null
        }
      />
      <Field
        label={translate(t('proposal.insuredAmount'))}
        value={formatBRL(proposal.InsuredAmountValue)}
      />
      <Field
        label={translate(t('proposal.term'))}
        value={
          proposal.StartDate
            ? translate(t('proposal.termRange'), {
                start: formatDate(proposal.StartDate),
                end: formatDate(proposal.EndDate),
              }) +
              (proposal.DeadlineDays
                ? translate(t('proposal.termDays'), { days: proposal.DeadlineDays })
                : '')
            : null
        }
      />
      <Field
        label={translate(t('proposal.premium'))}
        value={formatBRL(proposal.InsurancePremium)}
      />
      <Field
        label={translate(t('proposal.legalDeadline'))}
        value={formatDate(proposal.LegalDeadline)}
      />
    </Box>
  );
};
