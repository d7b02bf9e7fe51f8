import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Dropdown } from '../../src/components';
import type { Profile } from './types';

export interface MoveUsersDialogProps {
  count: number;
  /** The other profiles of the same user type. */
  targets: Profile[];
  onCancel: () => void;
  onConfirm: (target: Profile) => Promise<void>;
}

/** Picks the profile the selected users move to. */
export const MoveUsersDialog = ({ count, targets, onCancel, onConfirm }: MoveUsersDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [targetId, setTargetId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const target = targets.find((profile) => profile.UniqueId === targetId);
  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await onConfirm(target);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate('resources.perfis.members.moveTitle', { smart_count: count })}
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        {targets.length === 0 ? (
          <Alert severity="info">{translate('resources.perfis.members.noTarget')}</Alert>
        ) : (
          <Dropdown
            label="resources.perfis.members.target"
            required
            items={targets}
            optionLabel="Name"
            optionValue="UniqueId"
            value={targetId}
            onChange={(value) => setTargetId(value === null ? null : String(value))}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('resources.perfis.form.cancel')}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={!target || busy}>
          {translate('resources.perfis.members.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
