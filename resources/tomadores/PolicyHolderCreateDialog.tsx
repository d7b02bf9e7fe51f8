import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { DocumentTextField, gatewayMessages } from '../../src/components/parties';
import { BusyButton } from '../../src/components/BusyButton';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { useIsInsurer } from './holderAccess';
import { holderKeys } from './usePolicyHolder';

/** "Novo tomador": name and CPF/CNPJ; the rest is filled on the detail screen. */
export const PolicyHolderCreateDialog = ({
  onClose,
}: {
  /** Called with the new holder's UniqueId, or nothing when cancelled. */
  onClose: (createdUniqueId?: string) => void;
}) => {
  const { insertPolicyHolder } = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const isInsurer = useIsInsurer();
  const [name, setName] = useState('');
  const [document, setDocument] = useState('');
  const [documentProblem, setDocumentProblem] = useState<string>();
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const t = (key: string, options?: object) => translate(`resources.tomadores.${key}`, options);

  const save = async () => {
    setSaving(true);
    setErrors([]);
    try {
      const created = await insertPolicyHolder({ Name: name, CpfCnpj: document });
      await queryClient.invalidateQueries({ queryKey: holderKeys.all });
      notify(t('create.created', { name: created.Name }), { type: 'success' });
      onClose(created.UniqueId);
    } catch (error) {
      setErrors(gatewayMessages(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={() => onClose()} fullWidth maxWidth="sm">
      <DialogTitle>{t('create.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {!isInsurer && <Alert severity="info">{t('create.brokerHint')}</Alert>}
          <TextField
            label={t('fields.Name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <DocumentTextField
            value={document}
            onChange={setDocument}
            onValidityChange={setDocumentProblem}
            label="resources.tomadores.fields.CpfCnpj"
            required
          />
          {errors.length > 0 && (
            <Alert severity="error">
              {errors.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{t('create.cancel')}</Button>
        <BusyButton
          busy={saving}
          disabled={!name.trim() || !document || Boolean(documentProblem)}
          onClick={save}
        >
          {t('create.save')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
};
