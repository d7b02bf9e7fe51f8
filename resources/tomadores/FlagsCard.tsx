import { Card, CardContent, CardHeader, FormControlLabel, Stack, Switch } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PolicyHolderDetail } from '../../domain/policyHolders';
import { useModals } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties';
import type { HolderAccess } from './holderAccess';
import { HolderJustificationDialog } from './HolderJustificationDialog';
import { type BlockKind } from './policyHoldersApi';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

export interface FlagsCardProps {
  holder: PolicyHolderDetail;
  permissions: HolderAccess;
  /** Runs a write and reloads the holder. */
  reload: <T>(write: Promise<T>) => Promise<T>;
}

/** Blocked, restrictive block (both ask a justification), ignore CCG signature, instalments. */
export const FlagsCard = ({ holder, permissions, reload }: FlagsCardProps) => {
  const { invertBlock, invertIgnoreCcg, setAnnualInstallment } =
    useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const modals = useModals();
  const [asking, setAsking] = useState<BlockKind | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string) => translate(`resources.tomadores.data.${key}`);

  const run = async (write: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await reload(write());
      notify(t('flagSaved'), { type: 'success' });
    } catch (error) {
      await modals.showError(gatewayMessages(error));
      throw error;
    } finally {
      setBusy(false);
    }
  };
  const quietly = (write: () => Promise<unknown>) => run(write).catch(() => undefined);

  const blockTitle =
    asking === 'blocked'
      ? t(holder.IsBlocked ? 'unblockTitle' : 'blockTitle')
      : t(holder.IsRestrictiveBlocked ? 'unrestrictiveTitle' : 'restrictiveTitle');

  return (
    <Card variant="outlined">
      <CardHeader title={t('flagsTitle')} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent>
        <Stack>
          <FormControlLabel
            control={
              <Switch
                checked={holder.IsBlocked}
                disabled={!permissions.block || busy}
                onChange={() => setAsking('blocked')}
              />
            }
            label={t('blocked')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={holder.IsRestrictiveBlocked}
                disabled={!permissions.restrictiveBlock || busy}
                onChange={() => setAsking('restrictive')}
              />
            }
            label={t('restrictive')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={holder.IgnoreCcgSignature}
                disabled={!permissions.ignoreCcg || busy}
                onChange={() => quietly(() => invertIgnoreCcg(holder.UniqueId, holder.Version))}
              />
            }
            label={t('ignoreCcg')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={holder.EnableAnnualInstallments}
                disabled={!permissions.installments || busy}
                onChange={(_, checked) =>
                  quietly(() => setAnnualInstallment(holder.UniqueId, checked, holder.Version))
                }
              />
            }
            label={t('installments')}
          />
        </Stack>
      </CardContent>
      {asking && (
        <HolderJustificationDialog
          title={blockTitle}
          onClose={() => setAsking(null)}
          onConfirm={(justification) =>
            run(() => invertBlock(asking, holder.UniqueId, justification, holder.Version))
          }
        />
      )}
    </Card>
  );
};
