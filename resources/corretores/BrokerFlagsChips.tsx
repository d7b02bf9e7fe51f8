import { Chip, Stack } from '@mui/material';
import type { BrokerFlags } from '../../domain/brokers';
import { useBrokerText } from './useBrokerText';

/** The pending flags of a broker (keys of `resources.corretores.flags`), worst first. */
export const brokerFlags = (flags: BrokerFlags) =>
  [
    flags.IsBlocked && { key: 'blocked', color: 'error' as const },
    flags.RegistrationStatus === 'rejected' && { key: 'rejected', color: 'error' as const },
    flags.HasPendingDocuments && { key: 'pendingDocuments', color: 'warning' as const },
    flags.HasPendingComplianceValidation && { key: 'compliance', color: 'info' as const },
    flags.WaitingValidation && { key: 'waitingValidation', color: 'warning' as const },
  ].filter((chip) => !!chip);

/** The pending flags of a broker as chips: Bloqueada, Documentos pendentes, … */
export const BrokerFlagsChips = ({ flags }: { flags: BrokerFlags }) => {
  const t = useBrokerText();
  const chips = brokerFlags(flags);
  if (chips.length === 0) {
    return <Chip size="small" color="success" variant="outlined" label={t('flags.active')} />;
  }
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {chips.map((chip) => (
        <Chip key={chip.key} size="small" color={chip.color} label={t(`flags.${chip.key}`)} />
      ))}
    </Stack>
  );
};
