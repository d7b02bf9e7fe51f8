import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';
import { MODAL_REMOVAL_MS } from './constants';

export interface StatusModalProps {
  open: boolean;
  onClose: () => void;
  icon: ReactNode;
  /** Already translated. */
  title: string;
  children: ReactNode;
}

/** The frame the error and success modals share: icon and title, the message, a close button. */
export const StatusModal = ({ open, onClose, icon, title, children }: StatusModalProps) => {
  const translate = useTranslate();
  const titleId = useId();
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
        {icon}
        {title}
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate('aval.components.modal.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
