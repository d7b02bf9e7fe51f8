import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PolicyHolderListItem } from '../../domain/policyHolders';

/** Bloqueado / Bloqueio restritivo / Inativo chips; nothing for a holder in good standing. */
export const HolderChips = ({
  holder,
}: {
  holder: Pick<PolicyHolderListItem, 'IsBlocked' | 'IsRestrictiveBlocked' | 'IsActive'>;
}) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {holder.IsBlocked && (
        <Chip size="small" color="error" label={translate('resources.tomadores.chips.blocked')} />
      )}
      {holder.IsRestrictiveBlocked && (
        <Chip
          size="small"
          color="warning"
          label={translate('resources.tomadores.chips.restrictive')}
        />
      )}
      {!holder.IsActive && (
        <Chip size="small" label={translate('resources.tomadores.chips.inactive')} />
      )}
    </Stack>
  );
};
