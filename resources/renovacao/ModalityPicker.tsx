import { ListSubheader, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useModalityCatalogue } from '../modalidades/useModalities';

/**
 * Chooses the modality of a new rule among the tenant's live modalities, grouped by branch and
 * group; those that already have a rule are left out (one rule per modality).
 */
export const ModalityPicker = ({
  id,
  label,
  value,
  onChange,
  taken,
  error,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (uniqueId: string) => void;
  taken: string[];
  error?: string;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const { groups } = useModalityCatalogue();
  const options = (groups.data ?? []).flatMap((group) => {
    const free = group.Modalities.filter(
      (modality) => !modality.IsDeleted && !taken.includes(modality.UniqueId),
    );
    return free.length
      ? [
          <ListSubheader
            key={`g${group.Id}`}
          >{`${group.BranchCode} · ${group.Name}`}</ListSubheader>,
          ...free.map((modality) => (
            <MenuItem key={modality.UniqueId} value={modality.UniqueId}>
              {modality.Name}
            </MenuItem>
          )),
        ]
      : [];
  });
  return (
    <TextField
      id={id}
      select
      fullWidth
      required
      disabled={disabled || groups.isPending}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={
        error ??
        (groups.data && !options.length ? translate('aval.ruleConfig.noFreeModality') : undefined)
      }
    >
      {options}
    </TextField>
  );
};
