import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { MODAL_REMOVAL_MS } from './constants';

export interface SuccessModalProps {
  open: boolean;
  message?: string;
  /** Closes the modal by itself after this many milliseconds. */
  autoCloseMs?: number;
  onClose: () => void;
}

export const SuccessModal = ({ open, message, autoCloseMs, onClose }: SuccessModalProps) => {
  const translate = useTranslate();
  const titleId = useId();
  // The timer must not restart when the parent re-renders with a new onClose.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!open || autoCloseMs === undefined) return;
    const timer = setTimeout(() => onCloseRef.current(), autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs]);
  const text = message
    ? translate(message, { _: message })
    : translate('aval.components.successModal.defaultMessage');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      transitionDuration={{ exit: MODAL_REMOVAL_MS }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleOutlineIcon color="success" />
        {translate('aval.components.successModal.title')}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2">{text}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate('aval.components.modal.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
