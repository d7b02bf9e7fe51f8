import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { CreateBase, Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import type { PolicyHolderDetail } from '../../domain/policyHolders';
import { useIsInsurer } from './holderAccess';
import { PolicyHolderInputs } from './PolicyHolderInputs';
import { holderKeys } from './usePolicyHolder';

/**
 * "Novo tomador" on react-admin's CreateBase (the dataProvider's `create`), pessimistic: the
 * gateway's refusals show under the field they name and the typed values stay.
 */
export const PolicyHolderCreateDialog = ({
  onClose,
}: {
  /** Called with the new holder's UniqueId, or nothing when cancelled. */
  onClose: (createdUniqueId?: string) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const isInsurer = useIsInsurer();
  const t = (key: string, options?: object) => translate(`resources.tomadores.${key}`, options);

  return (
    <Dialog open onClose={() => onClose()} fullWidth maxWidth="sm" aria-labelledby="novo-tomador">
      <DialogTitle id="novo-tomador">{t('create.title')}</DialogTitle>
      <CreateBase
        resource="tomadores"
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={{
          onSuccess: (created: PolicyHolderDetail & { id: string }) => {
            void queryClient.invalidateQueries({ queryKey: holderKeys.all });
            notify(t('create.created', { name: created.Name }), { type: 'success' });
            onClose(created.id);
          },
        }}
      >
        <Form defaultValues={{ Name: '', CpfCnpj: '' }}>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            {!isInsurer && <Alert severity="info">{t('create.brokerHint')}</Alert>}
            <PolicyHolderInputs />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onClose()}>{t('create.cancel')}</Button>
            <SaveButton label={t('create.save')} icon={<></>} variant="contained" />
          </DialogActions>
        </Form>
      </CreateBase>
    </Dialog>
  );
};
