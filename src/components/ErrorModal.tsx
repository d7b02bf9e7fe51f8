import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { MODAL_REMOVAL_MS } from './constants';

export interface ErrorModalProps {
  open: boolean;
  /** One message or a list (shown as bullet items); empty → the default text. */
  messages?: string | string[];
  onClose: () => void;
}

const normalize = (messages: string | string[] | undefined): string[] =>
  (Array.isArray(messages) ? messages : [messages]).filter(
    (message): message is string => typeof message === 'string' && message.trim() !== '',
  );

export const ErrorModal = ({ open, messages, onClose }: ErrorModalProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const list = normalize(messages).map((message) => translate(message, { _: message }));
  const texts = list.length ? list : [translate('aval.components.errorModal.defaultMessage')];
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
        <ErrorOutlineIcon color="error" />
        {translate('aval.components.errorModal.title')}
      </DialogTitle>
      <DialogContent>
        {texts.length > 1 ? (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {texts.map((text, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: server messages may repeat
              <Typography component="li" key={index} variant="body2">
                {text}
              </Typography>
            ))}
          </Box>
        ) : (
          <Typography variant="body2">{texts[0]}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {translate('aval.components.modal.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
