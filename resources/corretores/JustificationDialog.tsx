import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { gatewayMessages } from '../../src/components/parties';
import { useBrokerText } from './useBrokerText';

export interface JustificationDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** false: the justification may stay empty (approval). */
  required?: boolean;
  /** A rejection keeps the dialog open with what was typed. */
  onConfirm: (justification: string) => Promise<unknown>;
  onClose: () => void;
}

/** Block/unblock and approve/reject a registration: a justification, then the call. */
export const JustificationDialog = ({
  open,
  title,
  message,
  confirmLabel,
  required = true,
  onConfirm,
  onClose,
}: JustificationDialogProps) => {
  const t = useBrokerText();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const missing = required && text.trim() === '';

  const submit = async () => {
    setTouched(true);
    if (missing) return;
    setSaving(true);
    setFailure([]);
    try {
      await onConfirm(text.trim());
      setText('');
      setTouched(false);
    } catch (error) {
      setFailure(gatewayMessages(error));
    }
    setSaving(false);
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          required={required}
          label={t('justification.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
          error={touched && missing}
          helperText={touched && missing ? t('justification.required') : undefined}
          disabled={saving}
        />
        {failure.length > 0 && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure.join(' ')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
