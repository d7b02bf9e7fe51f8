import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { BusyButton } from './BusyButton';

export interface JustificationDialogProps {
  title: string;
  /** Runs the call; a rejection keeps the dialog (and the text typed) open. */
  onConfirm: (justification: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks the justification a block toggle or a rejection needs; it goes to the history. */
export const JustificationDialog = ({ title, onConfirm, onClose }: JustificationDialogProps) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = (key: string) => translate(`resources.tomadores.data.${key}`);
  const missing = text.trim() === '';

  const confirm = async () => {
    setTouched(true);
    if (missing) return;
    setBusy(true);
    try {
      await onConfirm(text.trim());
      onClose();
    } catch {
      // the caller showed the gateway's message; the text stays for another try
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('justificationHelp')}</DialogContentText>
        <TextField
          label={translate('resources.tomadores.fields.Justification')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? t('justificationRequired') : ' '}
          multiline
          minRows={3}
          required
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <BusyButton busy={busy} onClick={confirm}>
          {t('confirm')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
};
