import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ModalityGroupAnswer } from '../../domain/modalities';
import { Dropdown, FormDialog, useModals } from '../../src/components';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
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
  const { insertModality } = useDataProvider<AvalDataProvider>();
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
    <FormDialog
      open={open}
      title={t('title')}
      titleId="modality-create-title"
      maxWidth="md"
      busy={form.saving}
      errors={form.general}
      onClose={onClose}
      onSave={save}
      cancelLabel={t('cancel')}
      saveLabel={t('save')}
    >
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
    </FormDialog>
  );
};
