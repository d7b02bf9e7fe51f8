import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { StatusModal } from './StatusModal';

export interface SuccessModalProps {
  open: boolean;
  message?: string;
  /** Closes the modal by itself after this many milliseconds. */
  autoCloseMs?: number;
  onClose: () => void;
}

export const SuccessModal = ({ open, message, autoCloseMs, onClose }: SuccessModalProps) => {
  const translate = useTranslate();
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
    <StatusModal
      open={open}
      onClose={onClose}
      icon={<CheckCircleOutlineIcon color="success" />}
      title={translate('aval.components.successModal.title')}
    >
      <Typography variant="body2">{text}</Typography>
    </StatusModal>
  );
};
