import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GeneralConditionStatus } from '../../domain/generalConditions';

const colour = { CURRENT: 'success', SCHEDULED: 'info', SUPERSEDED: 'default' } as const;

export const VersionStatusChip = ({ status }: { status: GeneralConditionStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={colour[status]}
      variant={status === 'SUPERSEDED' ? 'outlined' : 'filled'}
      label={translate(`resources.condicoes-gerais.status.${status}`)}
    />
  );
};
