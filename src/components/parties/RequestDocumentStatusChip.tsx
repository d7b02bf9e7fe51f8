import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Chip } from '@mui/material';
import {
  type DocumentStatusDisplay,
  type DocumentStatusName,
  documentStatusDisplay,
} from '../../../domain/documentStatus';

const icons: Record<DocumentStatusDisplay['icon'], typeof CancelIcon> = {
  CheckCircle: CheckCircleIcon,
  ErrorOutline: ErrorOutlineIcon,
  HourglassTop: HourglassTopIcon,
  Cancel: CancelIcon,
};

/** A document status with its icon and colour (domain/documentStatus.ts). */
export const RequestDocumentStatusChip = ({ status }: { status: DocumentStatusName }) => {
  const display = documentStatusDisplay[status] ?? documentStatusDisplay.Pendente;
  const Icon = icons[display.icon];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={display.color}
      icon={<Icon fontSize="small" />}
      label={display.label}
      data-status={status}
    />
  );
};
