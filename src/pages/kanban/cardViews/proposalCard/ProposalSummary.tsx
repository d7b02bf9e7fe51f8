import { Box, Typography } from '@mui/material';
import type { ProposalDetail } from '../../../../../domain/contracts/proposals';
import { maskDocument } from '../../../../../domain/cpfCnpj';
import { formatBRL, formatDate } from '../../../../../domain/format';

const Field = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2">{value || '—'}</Typography>
  </Box>
);

/** The proposal's key data: number, parties, modality, IS, term, premium and status. */
export const ProposalSummary = ({ proposal }: { proposal: ProposalDetail }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
      gap: 1.5,
    }}
  >
    <Field label="Número" value={String(proposal.Number)} />
    <Field label="Situação" value={proposal.StatusName} />
    <Field label="Modalidade" value={proposal.Modality?.Name ?? proposal.ModalityName} />
    <Field
      label="Tomador"
      value={`${proposal.PolicyHolderName} · ${maskDocument(proposal.PolicyHolderCpfCnpj)}`}
    />
    <Field
      label="Segurado"
      value={
        proposal.InsuredName
          ? `${proposal.InsuredName} · ${maskDocument(proposal.InsuredCpfCnpj)}`
          : null
      }
    />
    <Field label="Importância segurada" value={formatBRL(proposal.InsuredAmountValue)} />
    <Field
      label="Vigência"
      value={
        proposal.StartDate
          ? `${formatDate(proposal.StartDate)} a ${formatDate(proposal.EndDate)}` +
            (proposal.DeadlineDays ? ` (${proposal.DeadlineDays} dias)` : '')
          : null
      }
    />
    <Field label="Prêmio" value={formatBRL(proposal.InsurancePremium)} />
    <Field label="Prazo legal de aceite" value={formatDate(proposal.LegalDeadline)} />
  </Box>
);
