import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StatusModal } from './StatusModal';

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
  const list = normalize(messages).map((message) => translate(message, { _: message }));
  const texts = list.length ? list : [translate('aval.components.errorModal.defaultMessage')];
  return (
    <StatusModal
      open={open}
      onClose={onClose}
      icon={<ErrorOutlineIcon color="error" />}
      title={translate('aval.components.errorModal.title')}
    >
      {texts.length > 1 ? (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {texts.map((text, index) => (
            // Index keys: the server may send the same message twice.
            <Typography component="li" key={index} variant="body2">
              {text}
            </Typography>
          ))}
        </Box>
      ) : (
        <Typography variant="body2">{texts[0]}</Typography>
      )}
    </StatusModal>
  );
};
