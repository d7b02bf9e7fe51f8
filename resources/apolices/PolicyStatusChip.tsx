import { policyStatusColor, policyStatusLabel } from '../../domain/policyStatus';
import { StatusChip } from '../../src/components';

/** A policy's status in the spec's colours (1 blue, 2 green, 3–5 danger; its label without a name). */
export const PolicyStatusChip = ({
  statusId,
  statusName,
}: {
  statusId: number;
  statusName?: string;
}) => (
  <StatusChip
    label={statusName || policyStatusLabel(statusId)}
    color={policyStatusColor(statusId)}
  />
);
