import { Alert, Button, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { BusyButton } from '../../src/components/BusyButton';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import type { ModalityTabProps } from './CoveragesTab';
import { ModalityInputs } from './ModalityInputs';
import { modalityFormOf } from './modalityForm';
import { useModalityForm } from './useModalityForm';

/** Dados: the modality's fields, saved with the Version read (a stale save is refused, 409). */
export const ModalityDataTab = ({ modality, reload }: ModalityTabProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.modalidades.edit.${key}`, options);
  const notify = useNotify();
  const { updateModality } = useDataProvider<AvalDataProvider>();
  const form = useModalityForm(modalityFormOf(modality), (input) =>
    reload(updateModality(modality.Id, modality.Version, input)),
  );

  const save = async () => {
    if (await form.submit()) notify(t('saved'), { type: 'success' });
  };

  return (
    <Stack spacing={2}>
      {form.general.length > 0 && (
        <Alert severity="error">
          {form.general.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      <ModalityInputs mode="edit" {...form} disabled={form.saving} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {t('version', { version: modality.Version })}
        </Typography>
        <Button onClick={() => form.reset(modalityFormOf(modality))} disabled={form.saving}>
          {t('reset')}
        </Button>
        <BusyButton busy={form.saving} onClick={save}>
          {t('save')}
        </BusyButton>
      </Stack>
    </Stack>
  );
};
