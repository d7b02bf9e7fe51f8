import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { INSURED_NAME_MAX_LENGTH } from '../../domain/insureds';
import { gatewayMessages } from '../../src/components/parties';

export interface InsuredNameFieldProps {
  name: string;
  canEdit: boolean;
  onSave: (name: string) => Promise<unknown>;
}

/** The insured's name, changed inline; a failed save keeps what was typed, with the message. */
export const InsuredNameField = ({ name, canEdit, onSave }: InsuredNameFieldProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const start = () => {
    setValue(name);
    setError(undefined);
    setEditing(true);
  };

  const save = async () => {
    if (!value.trim()) {
      setError(translate('resources.segurados.data.nameRequired'));
      return;
    }
    setSaving(true);
    try {
      await onSave(value.trim());
      setEditing(false);
      notify('resources.segurados.data.nameSaved', { type: 'success' });
    } catch (failure) {
      setError(gatewayMessages(failure).join(' '));
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="p" sx={{ wordBreak: 'break-word' }}>
          {name}
        </Typography>
        {canEdit && (
          <Tooltip title={translate('resources.segurados.data.editName')}>
            <IconButton
              size="small"
              onClick={start}
              aria-label={translate('resources.segurados.data.editName')}
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        autoFocus
        fullWidth
        required
        label={translate('resources.segurados.fields.Name')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: INSURED_NAME_MAX_LENGTH } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button onClick={() => setEditing(false)} disabled={saving}>
          {translate('resources.segurados.data.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          {translate('resources.segurados.data.saveName')}
        </Button>
      </Stack>
    </Box>
  );
};
