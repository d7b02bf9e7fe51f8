import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ModalityGroupAnswer } from '../../domain/modalities';
import { Dropdown, useModals } from '../../src/components';
import { BusyButton } from '../tomadores/BusyButton';
import { insertModality } from './modalitiesApi';
import { ModalityInputs } from './ModalityInputs';
import { emptyModalityForm } from './modalityForm';
import { modalityPath } from './paths';
import { useModalityReload } from './useModalities';
import { useModalityForm } from './useModalityForm';

export interface ModalityCreateDialogProps {
  open: boolean;
  onClose: () => void;
  /** The groups the new modality may go in (those of the branch on screen). */
  groups: ModalityGroupAnswer[];
  defaultGroupUniqueId?: string;
}

/** "Nova modalidade": every field, in a group; a refused save keeps what was typed. */
export const ModalityCreateDialog = ({
  open,
  onClose,
  groups,
  defaultGroupUniqueId,
}: ModalityCreateDialogProps) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.modalidades.create.${key}`);
  const modals = useModals();
  const navigate = useNavigate();
  const reload = useModalityReload();
  const [groupId, setGroupId] = useState<string | null>(
    defaultGroupUniqueId ?? (groups.length === 1 ? groups[0].ModalityGroupUniqueId : null),
  );
  const [groupError, setGroupError] = useState<string>();
  const form = useModalityForm(emptyModalityForm(), (input) =>
    reload(insertModality(groupId ?? '', input)).then((modality) => {
      navigate(modalityPath(modality));
      void modals.showSuccess(t('created'));
    }),
  );

  const save = async () => {
    const missingGroup = groupId ? undefined : t('groupRequired');
    setGroupError(missingGroup);
    if (await form.submit(Boolean(missingGroup))) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={form.saving ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="modality-create-title"
    >
      <DialogTitle id="modality-create-title">{t('title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {form.general.length > 0 && (
            <Alert severity="error">
              {form.general.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          )}
          <Dropdown
            label={t('group')}
            required
            items={groups.map((group) => ({
              value: group.ModalityGroupUniqueId,
              label: `${group.Name} (${group.BranchCode})`,
            }))}
            value={groupId}
            onChange={(value) => {
              setGroupId(value as string | null);
              setGroupError(undefined);
            }}
            error={groupError}
            clearable={false}
          />
          <ModalityInputs mode="create" {...form} disabled={form.saving} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={form.saving}>
          {t('cancel')}
        </Button>
        <BusyButton busy={form.saving} onClick={save}>
          {t('save')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
};
