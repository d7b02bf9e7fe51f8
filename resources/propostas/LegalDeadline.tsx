import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Box, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { daysUntilDeadline, isDueWithin } from '../../domain/engines/legalDeadline';
import { formatDate, toDate } from '../../domain/format';
import { ProposalStatus } from '../../domain/proposalStatus';

/**
 * Whether a proposal's legal deadline needs the insurer's attention: the insurer still owes its
 * answer (the proposal is in analysis, as the gateway's LegalDeadlineWithinDays filter reads it)
 * and the date falls within the warning days (or passed).
 */
export const legalDeadlineDue = (
  proposal: { LegalDeadline: string | null; StatusId: number },
  today = new Date(),
) => {
  const deadline = toDate(proposal.LegalDeadline);
  return (
    deadline !== null &&
    proposal.StatusId === ProposalStatus.EmAnalise &&
    isDueWithin(deadline, today)
  );
};

/** The legal acceptance deadline (Lei 15.040/2024), highlighted when due within 5 days. */
export const LegalDeadline = ({
  proposal,
}: {
  proposal: { LegalDeadline: string | null; StatusId: number };
}) => {
  const translate = useTranslate();
  const deadline = toDate(proposal.LegalDeadline);
  if (!deadline) return <>—</>;
  if (!legalDeadlineDue(proposal)) return <>{formatDate(deadline)}</>;
  const days = daysUntilDeadline(deadline, new Date());
  const hint =
    days < 0
      ? translate('resources.propostas.deadline.overdue')
      : days === 0
        ? translate('resources.propostas.deadline.dueToday')
        : translate('resources.propostas.deadline.dueIn', { smart_count: days });
  return (
    <Tooltip title={hint}>
      <Box
        component="span"
        data-due="true"
        aria-label={`${formatDate(deadline)} (${hint})`}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          color: 'error.main',
          fontWeight: 600,
        }}
      >
        <EventBusyIcon fontSize="small" />
        {formatDate(deadline)}
      </Box>
    </Tooltip>
  );
};
