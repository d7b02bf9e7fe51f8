import { Alert, Stack } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useMenuLabel } from '../usuarios/menuOptions';

const nameRequired = (value: unknown) =>
  typeof value === 'string' && value.trim() ? undefined : 'resources.perfis.form.nameRequired';

export interface ProfileInputsProps {
  /** The menus the profile grants (its home menu is one of them); absent while creating. */
  menuIds?: readonly number[];
}

/** A profile's fields, for creating (name only: nothing is granted yet) and renaming. */
export const ProfileInputs = ({ menuIds }: ProfileInputsProps) => {
  const translate = useTranslate();
  const menuLabel = useMenuLabel();
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextInput
        source="Name"
        label="resources.perfis.fields.Name"
        validate={nameRequired}
        isRequired
        helperText={false}
      />
      {menuIds ? (
        <SelectInput
          source="HomeMenuId"
          label="resources.perfis.fields.HomeMenuId"
          choices={menuIds.map((id) => ({ id, name: menuLabel(id) }))}
          translateChoice={false}
          emptyText="resources.perfis.form.homeMenuNone"
          parse={(value) => (value === '' || value == null ? null : Number(value))}
          helperText={false}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        />
      ) : (
        <Alert severity="info" variant="outlined">
          {translate('resources.perfis.form.homeMenuLater')}
        </Alert>
      )}
    </Stack>
  );
};
