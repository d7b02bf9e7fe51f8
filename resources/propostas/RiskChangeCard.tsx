import UndoIcon from '@mui/icons-material/Undo';
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ProposalDetail } from '../../domain/contracts/proposals';
import { ProposalStatus } from '../../domain/proposalStatus';
import { BusyButton, ConfirmDialog, FormErrorAlert } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { DetailCard } from './DetailCard';
import { useProposalActions } from './proposalAccess';

export interface RiskChangeCardProps {
  proposal: ProposalDetail;
  /** Reads the proposal again after the undo (the detail's refetch). */
  onChanged: () => Promise<unknown>;
}

/**
 * Alteração de risco: the risk data changed after approval (GetProposalRiskChange), field by
 * field with the approved and the current value, and its undoing (ResetProposalRiskChange with
 * the Version read) for whoever manages the proposal while it is in analysis. Nothing when the
 * risk data are the approved ones; a quote was never approved, so it is not asked.
 */
export const RiskChangeCard = ({ proposal, onChanged }: RiskChangeCardProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.propostas.riskChange.${key}`, options);
  const notify = useNotify();
  const { getProposalRiskChange, resetProposalRiskChange } = useDataProvider<AvalDataProvider>();
  const { may } = useProposalActions(proposal);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  // keyed by the proposal's Version: any write to it (this undo included) reads the change again
  const { data: risk } = useQuery({
    queryKey: ['propostas', 'riskChange', proposal.UniqueId, proposal.Version],
    queryFn: () => getProposalRiskChange(proposal.UniqueId),
    enabled: proposal.StatusId !== ProposalStatus.Cotacao,
    retry: false,
  });
  if (!risk?.HasRiskChange) return null;

  const reset = async () => {
    setConfirming(false);
    setBusy(true);
    setErrors([]);
    try {
      await resetProposalRiskChange(risk);
    } catch (error) {
      setErrors(gatewayMessages(error));
      setBusy(false);
      return;
    }
    await onChanged();
    setBusy(false);
    notify(t('resetDone'), { type: 'success' });
  };

  const value = (text: string | null) => text ?? t('none');
  return (
    <DetailCard
      title={t('title')}
      action={
        may.resetRiskChange && (
          <BusyButton
            busy={busy}
            variant="outlined"
            startIcon={<UndoIcon />}
            onClick={() => setConfirming(true)}
          >
            {t('reset')}
          </BusyButton>
        )
      }
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('intro')}
        </Typography>
        <FormErrorAlert messages={errors} />
        {/* Not a record list (DESIGN §6 exception, like the calculation memory): the rows are
            the fields of this one proposal, approved beside current, in domain/proposalRiskChange
            order; nothing to sort, filter, page or export, so react-admin's DataTable adds nothing. */}
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('field')}</TableCell>
              <TableCell>{t('origin')}</TableCell>
              <TableCell>{t('current')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {risk.Changes.map((change) => (
              <TableRow key={change.Key}>
                <TableCell component="th" scope="row">
                  {change.Label}
                </TableCell>
                <TableCell>{value(change.Origin)}</TableCell>
                <TableCell>{value(change.Current)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('resetTitle')}
        message={t('resetMessage', { number: proposal.Number })}
        confirmLabel={t('resetConfirm')}
        cancelLabel={t('resetCancel')}
        onConfirm={reset}
        onCancel={() => setConfirming(false)}
      />
    </DetailCard>
  );
};
