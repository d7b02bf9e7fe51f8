import ToggleOffOutlinedIcon from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnOutlinedIcon from '@mui/icons-material/ToggleOnOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { UserRecord } from './types';

export interface UserStatusBulkButtonsProps {
  setStatus: (users: readonly UserRecord[], active: boolean) => Promise<void>;
}

/** Activate / deactivate the selected users (ChangeUserInfoStatus for each one to flip). */
export const UserStatusBulkButtons = ({ setStatus }: UserStatusBulkButtonsProps) => {
  const translate = useTranslate();
  const { data, selectedIds, onUnselectItems } = useListContext<UserRecord>();
  const [busy, setBusy] = useState(false);
  const run = (active: boolean) => async () => {
    setBusy(true);
    try {
      await setStatus(
        (data ?? []).filter((user) => selectedIds.includes(user.id)),
        active,
      );
      onUnselectItems();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" disabled={busy} startIcon={<ToggleOnOutlinedIcon />} onClick={run(true)}>
        {translate('resources.usuarios.bulk.activate')}
      </Button>
      <Button
        size="small"
        disabled={busy}
        startIcon={<ToggleOffOutlinedIcon />}
        onClick={run(false)}
      >
        {translate('resources.usuarios.bulk.deactivate')}
      </Button>
    </>
  );
};
