import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  type DialogProps,
  DialogTitle,
  Stack,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { BusyButton } from './BusyButton';

/** The refused-save messages that name no field, one line each in a red alert. */
export const FormErrorAlert = ({
  messages,
  sx,
}: {
  messages: readonly string[];
  sx?: { mb?: number };
}) =>
  messages.length > 0 ? (
    <Alert severity="error" sx={sx}>
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  ) : null;

export interface FormDialogProps {
  /** Defaults to true: most form dialogs are mounted only while open. */
  open?: boolean;
  title: ReactNode;
  /** Id of the title, named by the dialog's aria-labelledby. */
  titleId: string;
  maxWidth?: DialogProps['maxWidth'];
  /** While true the dialog cannot be closed and both buttons are disabled; save shows a spinner. */
  busy: boolean;
  /** Messages of a refused save that name no field. */
  errors: readonly string[];
  onClose: () => void;
  onSave: () => void;
  cancelLabel: ReactNode;
  saveLabel: ReactNode;
  /**
   * 'stack' (default): the error alert and the fields in one column spaced 2;
   * 'plain': what comes in `intro`, the error alert with a margin below, then the fields as given.
   */
  layout?: 'stack' | 'plain';
  /** Shown above the error alert (an explanation, a stale-version notice). */
  intro?: ReactNode;
  children: ReactNode;
}

/** A dialog with a form: title, error alert, the fields, and Cancel / Save with a busy state. */
export const FormDialog = ({
  open = true,
  title,
  titleId,
  maxWidth = 'sm',
  busy,
  errors,
  onClose,
  onSave,
  cancelLabel,
  saveLabel,
  layout = 'stack',
  intro,
  children,
}: FormDialogProps) => (
  <Dialog
    open={open}
    onClose={busy ? undefined : onClose}
    maxWidth={maxWidth}
    fullWidth
    aria-labelledby={titleId}
  >
    <DialogTitle id={titleId}>{title}</DialogTitle>
    <DialogContent dividers>
      {layout === 'stack' ? (
        <Stack spacing={2}>
          {intro}
          <FormErrorAlert messages={errors} />
          {children}
        </Stack>
      ) : (
        <>
          {intro}
          <FormErrorAlert messages={errors} sx={{ mb: 2 }} />
          {children}
        </>
      )}
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose} disabled={busy}>
        {cancelLabel}
      </Button>
      <BusyButton busy={busy} onClick={onSave}>
        {saveLabel}
      </BusyButton>
    </DialogActions>
  </Dialog>
);

/**
 * Saving from a form dialog: `saving` while the call runs; the dialog closes once it went
 * through, and a refusal goes to `onError` (to show under the fields or in the alert).
 */
export const useDialogSave = (onClose: () => void) => {
  const [saving, setSaving] = useState(false);
  const save = async (call: () => Promise<unknown>, onError: (error: unknown) => void) => {
    setSaving(true);
    try {
      await call();
      onClose();
    } catch (error) {
      onError(error);
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
};
