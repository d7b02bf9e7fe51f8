import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CARD_JUSTIFICATION_MAX } from '../../../domain/kanban';

/** Asks why before a card goes to Recusado: the move needs a justification. */
export const RefusalDialog = ({
  open,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  onConfirm: (justification: string) => void;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const close = () => {
    setText('');
    onCancel();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{translate('aval.kanban.refusal.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={translate('aval.kanban.refusal.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CARD_JUSTIFICATION_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={!text.trim()}
          onClick={() => {
            const justification = text.trim();
            setText('');
            onConfirm(justification);
          }}
        >
          {translate('aval.kanban.refusal.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
