import { CircularProgress, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { MODAL_REMOVAL_MS } from './constants';

export interface LoadingModalProps {
  open: boolean;
  message?: string;
}

/** Cannot be dismissed by the user: whoever opened it closes it. */
export const LoadingModal = ({ open, message }: LoadingModalProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const text = message
    ? translate(message, { _: message })
    : translate('aval.components.loadingModal.defaultMessage');
  return (
    <Dialog
      open={open}
      disableEscapeKeyDown
      maxWidth="xs"
      fullWidth
      transitionDuration={{ exit: MODAL_REMOVAL_MS }}
      aria-labelledby={titleId}
      aria-busy="true"
    >
      <DialogTitle id={titleId} sx={{ textAlign: 'center' }}>
        {translate('aval.components.loadingModal.title')}
      </DialogTitle>
      <DialogContent
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, pb: 3 }}
      >
        <CircularProgress aria-label={translate('aval.components.loadingModal.title')} />
        <Typography variant="body2" align="center">
          {text}
        </Typography>
      </DialogContent>
    </Dialog>
  );
};
