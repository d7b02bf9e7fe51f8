import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useModals } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties/gatewayMessages';

/**
 * Removes a modality rule after a confirmation (the modality goes back to the defaults), then
 * returns to the list; a refusal (stale Version: 409) is shown in the error modal.
 */
export const DeleteRuleButton = ({
  modalityName,
  remove,
  listPath,
  queryKey,
  disabled,
}: {
  modalityName: string;
  remove: () => Promise<unknown>;
  listPath: string;
  /** The area's queries, refreshed once the rule is gone (not before: it would answer 404). */
  queryKey: readonly string[];
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const modals = useModals();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    const confirmed = await modals.confirm({
      title: translate('aval.ruleConfig.remove.title'),
      message: translate('aval.ruleConfig.remove.message', { name: modalityName }),
      confirmLabel: translate('aval.ruleConfig.remove.confirm'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await remove();
      notify('aval.ruleConfig.remove.done', { type: 'success' });
      navigate(listPath);
      void queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      setBusy(false);
      await modals.showError(gatewayMessages(error));
    }
  };
  return (
    <Button
      color="error"
      startIcon={<DeleteOutlineIcon />}
      onClick={onClick}
      disabled={busy || disabled}
    >
      {translate('aval.ruleConfig.remove.action')}
    </Button>
  );
};
