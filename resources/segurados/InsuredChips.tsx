import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InsuredSummary } from '../../domain/insureds';

/** Bloqueado (when blocked) and Público/Privado (the branch), as the list and detail show them. */
export const InsuredChips = ({
  insured,
}: {
  insured: Pick<InsuredSummary, 'IsBlocked' | 'IsPrivate' | 'BranchLabel'>;
}) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {insured.IsBlocked && (
        <Chip size="small" color="error" label={translate('resources.segurados.chips.blocked')} />
      )}
      <Chip
        size="small"
        variant="outlined"
        color={insured.IsPrivate ? 'default' : 'info'}
        title={insured.BranchLabel}
        label={translate(`resources.segurados.chips.${insured.IsPrivate ? 'private' : 'public'}`)}
      />
    </Stack>
  );
};
