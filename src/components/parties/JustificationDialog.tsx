import {
  Alert,
  Button,
  type ButtonProps,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { gatewayMessages } from './gatewayMessages';

export interface JustificationDialogProps {
  title: string;
  /** The help text above the field. */
  message: string;
  label: string;
  confirmLabel: string;
  confirmColor?: ButtonProps['color'];
  cancelLabel: string;
  /** false: the justification may stay empty (an approval). */
  required?: boolean;
  requiredMessage: string;
  /** With `tooShortMessage`: fewer characters (once trimmed) are refused. */
  minLength?: number;
  tooShortMessage?: string;
  maxLength: number;
  /** Under the field while it shows no problem. */
  helperText?: string;
  /** false: the caller reports a rejection itself; the dialog only stays open. */
  showFailure?: boolean;
  /** Runs the call with the trimmed text; a rejection keeps the dialog open with what was typed. */
  onConfirm: (justification: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks the justification a block, an approval or a rejection sends, then runs the call. */
export const JustificationDialog = ({
  title,
  message,
  label,
  confirmLabel,
  confirmColor,
  cancelLabel,
  required = true,
  requiredMessage,
  minLength = 0,
  tooShortMessage,
  maxLength,
  helperText,
  showFailure = true,
  onConfirm,
  onClose,
}: JustificationDialogProps) => {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const justification = text.trim();
  const problem =
    justification === ''
      ? required && requiredMessage
      : justification.length < minLength && tooShortMessage;
  const shown = (touched && problem) || undefined;

  const submit = async () => {
    setTouched(true);
    if (problem) return;
    setSaving(true);
    setFailure([]);
    try {
      await onConfirm(justification);
      onClose();
    } catch (error) {
      if (showFailure) setFailure(gatewayMessages(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          required={required}
          label={label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
          slotProps={{ htmlInput: { maxLength } }}
          error={Boolean(shown)}
          helperText={shown ?? helperText}
          disabled={saving}
        />
        {failure.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure.join(' ')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
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
