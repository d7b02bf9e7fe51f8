import { Chip, type ChipProps } from '@mui/material';
import { deepPurple, grey } from '@mui/material/colors';
import type { StatusColor } from '../../domain/statusColor';

/** The theme's palette colour of each semantic status colour; purple and dark have none. */
const paletteOf: Record<StatusColor, ChipProps['color']> = {
  dark: 'default',
  blue: 'info',
  warning: 'warning',
  green: 'success',
  purple: 'default',
  danger: 'error',
};

const ownColour: Partial<Record<StatusColor, ChipProps['sx']>> = {
  dark: { bgcolor: grey[800], color: 'common.white' },
  purple: { bgcolor: deepPurple[500], color: 'common.white' },
};

export interface StatusChipProps {
  label: string;
  /** The status's colour as domain/ rules it (proposalStatusColor, policyStatusColor, …). */
  color: StatusColor;
  size?: ChipProps['size'];
}

/** A status badge in the spec's colours (dark, blue, warning, green, purple, danger). */
export const StatusChip = ({ label, color, size = 'small' }: StatusChipProps) => (
  <Chip
    size={size}
    label={label}
    color={paletteOf[color]}
    sx={ownColour[color]}
    data-color={color}
  />
);
