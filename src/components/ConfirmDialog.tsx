import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { MODAL_REMOVAL_MS } from './constants';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Also called on Escape and backdrop click. */
  onCancel: () => void;
}

export const ConfirmDialog = ({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const messageId = useId();
  const text = (value: string | undefined, fallbackKey: string) =>
    value ? translate(value, { _: value }) : translate(fallbackKey);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      maxWidth="xs"
      fullWidth
      transitionDuration={{ exit: MODAL_REMOVAL_MS }}
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{text(title, 'aval.components.confirmDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{translate(message, { _: message })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>
          {text(cancelLabel, 'aval.components.confirmDialog.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          {text(confirmLabel, 'aval.components.confirmDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
