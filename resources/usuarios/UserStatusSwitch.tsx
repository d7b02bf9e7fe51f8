import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { UserRecord } from './types';

export interface UserStatusSwitchProps {
  user: UserRecord;
  disabled: boolean;
  onToggle: (user: UserRecord) => Promise<void>;
}

/** Active / inactive; the item flips only once the gateway has answered. */
export const UserStatusSwitch = ({ user, disabled, onToggle }: UserStatusSwitchProps) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await onToggle(user);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormControlLabel
      sx={{ m: 0, whiteSpace: 'nowrap' }}
      control={
        <Switch
          size="small"
          checked={user.IsActive}
          disabled={disabled || busy}
          onChange={toggle}
          slotProps={{
            input: {
              'aria-label': translate(
                `resources.usuarios.actions.${user.IsActive ? 'deactivate' : 'activate'}`,
                { name: user.Name },
              ),
            },
          }}
        />
      }
      label={translate(`resources.usuarios.list.${user.IsActive ? 'active' : 'inactive'}`)}
    />
  );
};
