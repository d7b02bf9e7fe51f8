import {
  Alert,
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
import { BLOCK_JUSTIFY_MAX_LENGTH, BLOCK_JUSTIFY_MIN_LENGTH } from '../../domain/insureds';
import { gatewayMessages } from '../../src/components/parties';

export interface BlockInsuredDialogProps {
  open: boolean;
  name: string;
  /** true blocks the insured, false unblocks it. */
  block: boolean;
  /** Saves with the justification; a rejection keeps the dialog open with what was typed. */
  onConfirm: (justify: string) => Promise<unknown>;
  onClose: () => void;
}

/** The justification the gateway demands for a block and for an unblock. */
export const justifyProblem = (value: string): string | undefined => {
  const justify = value.trim();
  if (!justify) return 'resources.segurados.block.justifyRequired';
  if (justify.length < BLOCK_JUSTIFY_MIN_LENGTH) return 'resources.segurados.block.justifyTooShort';
  return undefined;
};

/** Block or unblock an insured: always with a justification, refused while empty or short. */
export const BlockInsuredDialog = ({
  open,
  name,
  block,
  onConfirm,
  onClose,
}: BlockInsuredDialogProps) => {
  const translate = useTranslate();
  const [justify, setJustify] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const problem = justifyProblem(justify);
  const shown = touched && problem;
  const min = { min: BLOCK_JUSTIFY_MIN_LENGTH };

  const submit = async () => {
    setTouched(true);
    if (problem) return;
    setSaving(true);
    setFailure([]);
    try {
      await onConfirm(justify.trim());
      setJustify('');
      setTouched(false);
    } catch (error) {
      setFailure(gatewayMessages(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {translate(`resources.segurados.block.${block ? 'blockTitle' : 'unblockTitle'}`)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate(`resources.segurados.block.${block ? 'blockMessage' : 'unblockMessage'}`, {
            name,
          })}
        </DialogContentText>
        {failure.length > 0 && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure.join(' ')}
          </Alert>
        )}
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          required
          label={translate('resources.segurados.block.justify')}
          value={justify}
          onChange={(event) => setJustify(event.target.value)}
          onBlur={() => setTouched(true)}
          error={Boolean(shown)}
          helperText={
            shown
              ? translate(problem, min)
              : translate('resources.segurados.block.justifyHelper', min)
          }
          slotProps={{ htmlInput: { maxLength: BLOCK_JUSTIFY_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('resources.segurados.block.cancel')}
        </Button>
        <Button
          variant="contained"
          color={block ? 'error' : 'primary'}
          onClick={submit}
          loading={saving}
        >
          {translate(`resources.segurados.block.${block ? 'confirmBlock' : 'confirmUnblock'}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
