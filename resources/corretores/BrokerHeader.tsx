import BlockIcon from '@mui/icons-material/Block';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { BrokerDetail } from '../../domain/brokers';
import { maskCnpj } from '../../domain/cpfCnpj';
import { useModals } from '../../src/components';
import { JustificationDialog } from '../../src/components/parties';
import { BrokerFlagsChips } from './BrokerFlagsChips';
import { useDataProvider } from 'react-admin';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { useBrokerText } from './useBrokerText';

export interface BrokerHeaderProps {
  broker: BrokerDetail;
  /** Insurer with GERENCIAR_CORRETORES: block toggle and registration review. */
  canManage: boolean;
  onChanged: () => void;
}

type Action = 'block' | 'approve' | 'reject' | null;

/** Name, CNPJ, SUSEP and flags of a broker, with the insurer's block and review actions. */
export const BrokerHeader = ({ broker, canManage, onChanged }: BrokerHeaderProps) => {
  const { toggleBrokerBlocked, decideBrokerRegistration } = useDataProvider<AvalDataProvider>();
  const t = useBrokerText();
  const modals = useModals();
  const [action, setAction] = useState<Action>(null);

  const run = async (call: () => Promise<unknown>, success: string) => {
    await call();
    onChanged();
    void modals.showSuccess(success, { autoCloseMs: 2500 });
  };

  const dialogs: Record<
    Exclude<Action, null>,
    {
      title: string;
      message: string;
      confirm: string;
      required: boolean;
      call: (text: string) => Promise<unknown>;
      success: string;
    }
  > = {
    block: {
      title: t(broker.IsBlocked ? 'block.unblockTitle' : 'block.blockTitle'),
      message: t(broker.IsBlocked ? 'block.unblockMessage' : 'block.blockMessage', {
        name: broker.Name,
      }),
      confirm: t(broker.IsBlocked ? 'block.unblock' : 'block.block'),
      required: true,
      call: (text) => toggleBrokerBlocked(broker.UniqueId, text, broker.Version),
      success: t(broker.IsBlocked ? 'block.unblocked' : 'block.blocked'),
    },
    approve: {
      title: t('review.approveTitle'),
      message: t('review.approveMessage', { name: broker.Name }),
      confirm: t('review.approve'),
      required: false,
      call: (text) => decideBrokerRegistration(broker.UniqueId, true, text, broker.Version),
      success: t('review.approved'),
    },
    reject: {
      title: t('review.rejectTitle'),
      message: t('review.rejectMessage', { name: broker.Name }),
      confirm: t('review.reject'),
      required: true,
      call: (text) => decideBrokerRegistration(broker.UniqueId, false, text, broker.Version),
      success: t('review.rejected'),
    },
  };
  const open = action ? dialogs[action] : null;

  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Box>
            <Typography variant="h5" component="h1">
              {broker.Name}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('header.documents', { cnpj: maskCnpj(broker.Cnpj), susep: broker.SusepCode })}
            </Typography>
            <BrokerFlagsChips flags={broker} />
          </Box>
          {canManage && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {broker.WaitingValidation && (
                <>
                  <Button
                    variant="contained"
                    color="success"
                    startIcon={<HowToRegOutlinedIcon />}
                    onClick={() => setAction('approve')}
                  >
                    {t('review.approve')}
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    startIcon={<PersonOffOutlinedIcon />}
                    onClick={() => setAction('reject')}
                  >
                    {t('review.reject')}
                  </Button>
                </>
              )}
              <Button
                variant="outlined"
                color={broker.IsBlocked ? 'primary' : 'error'}
                startIcon={broker.IsBlocked ? <LockOpenIcon /> : <BlockIcon />}
                onClick={() => setAction('block')}
              >
                {t(broker.IsBlocked ? 'block.unblock' : 'block.block')}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
      {open && (
        <JustificationDialog
          title={open.title}
          message={open.message}
          label={t('justification.label')}
          confirmLabel={open.confirm}
          cancelLabel={t('actions.cancel')}
          required={open.required}
          requiredMessage={t('justification.required')}
          maxLength={1000}
          onConfirm={(text) => run(() => open.call(text), open.success)}
          onClose={() => setAction(null)}
        />
      )}
    </Card>
  );
};
