import { proposalStatusColor, proposalStatusLabel } from '../../domain/proposalStatus';
import { StatusChip } from '../../src/components';

/** A proposal's status in the spec's colours (its label when the answer has no name). */
export const ProposalStatusChip = ({
  statusId,
  statusName,
}: {
  statusId: number;
  statusName?: string;
}) => (
  <StatusChip
    label={statusName || proposalStatusLabel(statusId)}
    color={proposalStatusColor(statusId)}
  />
);
