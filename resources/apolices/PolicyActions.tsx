import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useModals } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import type { PolicyScreenAction } from './policyAccess';
import { PolicyCancelDialog } from './PolicyCancelDialog';
import type { PolicyRecord } from './policyRecord';
import { usePolicyDownload } from './usePolicyDownload';

export interface PolicyActionsProps {
  policy: PolicyRecord;
  may: Record<PolicyScreenAction, boolean>;
  /** Reads the policy again after a change (the detail's refetch). */
  onChanged: () => Promise<unknown>;
}

/**
 * The detail's actions by status and permission: download the policy PDF (anyone who sees it),
 * "Bloquear renovação" / "Desbloquear renovação" with the Version read, and "Cancelar apólice"
 * (the refund shown before confirming). A refusal shows the gateway's pt-BR message.
 */
export const PolicyActions = ({ policy, may, onChanged }: PolicyActionsProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.apolices.actions.${key}`, options);
  const dataProvider = useDataProvider<AvalDataProvider>();
  const notify = useNotify();
  const modals = useModals();
  const { download, running } = usePolicyDownload();
  const [cancelling, setCancelling] = useState(false);

  const toggleRenewal = async () => {
    const block = !policy.RenewalBlocked;
    const confirmed = await modals.confirm({
      title: t(block ? 'blockRenewal' : 'unblockRenewal'),
      message: t(block ? 'blockRenewalConfirm' : 'unblockRenewalConfirm', {
        number: policy.PolicyNumber,
      }),
    });
    if (!confirmed) return;
    const close = modals.showLoading();
    try {
      await dataProvider.updatePolicyRenewal(policy, block);
    } catch (error) {
      close();
      await modals.showError(gatewayMessages(error));
      return;
    }
    await onChanged();
    close();
    notify(`resources.apolices.actions.${block ? 'renewalBlocked' : 'renewalUnblocked'}`, {
      type: 'success',
    });
  };

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={running !== null}
          onClick={() =>
            download('policy', () => dataProvider.downloadPolicyDocument(policy.ProposalUniqueId))
          }
        >
          {t('download')}
        </Button>
        {may.blockRenewal && (
          <Button
            variant="outlined"
            startIcon={policy.RenewalBlocked ? <LockOpenOutlinedIcon /> : <LockOutlinedIcon />}
            onClick={toggleRenewal}
          >
            {t(policy.RenewalBlocked ? 'unblockRenewal' : 'blockRenewal')}
          </Button>
        )}
        {may.cancel && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<CancelOutlinedIcon />}
            onClick={() => setCancelling(true)}
          >
            {t('cancel')}
          </Button>
        )}
      </Stack>
      {cancelling && (
        <PolicyCancelDialog
          policy={policy}
          onClose={() => setCancelling(false)}
          onCancelled={async () => {
            await onChanged();
            notify('resources.apolices.actions.cancelled', {
              type: 'success',
              messageArgs: { number: policy.PolicyNumber },
            });
          }}
        />
      )}
    </>
  );
};
