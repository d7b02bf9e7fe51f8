import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CardProposalInfo } from '../../../../../domain/contracts/kanbanProposalCards';
import { FormDialog } from '../../../../components/FormDialog';
import type { RunCardWrite } from './useCardProposal';
import type { AvalDataProvider } from '../../../../providers/dataProvider';
import { cardText as t } from '../holder/CardFacts';

interface EditProps {
  info: CardProposalInfo;
  run: RunCardWrite;
  onClose: () => void;
}

/** A dialog's save: the write's message stays in the dialog with the input (409 included). */
const useSave = (run: RunCardWrite, onClose: () => void) => {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const save = async (write: () => Promise<unknown>) => {
    setBusy(true);
    const failure = await run(write);
    setBusy(false);
    if (failure) setErrors([failure]);
    else onClose();
  };
  return { busy, errors, save };
};

const decimalText = (value: string | null) => (value ? value.replace('.', ',') : '');

/** KanbanInsuranceUpdateProposal: the insurer's rate, commission and instalments. */
export const ProposalDataDialog = ({ info, run, onClose }: EditProps) => {
  const { proposalCardUpdateProposal } = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const proposal = info.Proposal;
  const [rate, setRate] = useState(decimalText(proposal.RiskRate));
  const [commission, setCommission] = useState(decimalText(proposal.ComissionPercentage));
  const [installments, setInstallments] = useState(String(proposal.NumberOfInstallment ?? 1));
  const { busy, errors, save } = useSave(run, onClose);
  return (
    <FormDialog
      title={translate(t('actions.editData'))}
      titleId="card-proposal-data-title"
      busy={busy}
      errors={errors}
      onClose={onClose}
      onSave={() =>
        save(() =>
          proposalCardUpdateProposal({
            ProposalUniqueId: proposal.UniqueId,
            Version: proposal.Version,
            RiskRate: rate,
            CalculatePerComissionPercentage: true,
            ComissionPercentage: commission,
            NumberOfInstallment: Number(installments) || 1,
          }),
        )
      }
      cancelLabel={translate(t('dialogs.cancel'))}
      saveLabel={translate(t('dialogs.save'))}
    >
      <TextField
        label={translate(t('dialogs.rate'))}
        value={rate}
        onChange={(e) => setRate(e.target.value)}
      />
      <TextField
        label={translate(t('dialogs.commission'))}
        value={commission}
        onChange={(e) => setCommission(e.target.value)}
      />
      <TextField
        label={translate(t('dialogs.installments'))}
        type="number"
        value={installments}
        onChange={(e) => setInstallments(e.target.value)}
      />
    </FormDialog>
  );
};

/** KanbanInsuranceUpdateProposalContractualTerms: the proposal's particular clauses. */
export const ContractualTermsDialog = ({ info, run, onClose }: EditProps) => {
  const { proposalCardUpdateContractualTerms } = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const proposal = info.Proposal;
  const [clauses, setClauses] = useState(
    proposal.ContractualTerms.ParticularClausule.map((clause) => clause.Value),
  );
  const { busy, errors, save } = useSave(run, onClose);
  return (
    <FormDialog
      title={translate(t('actions.editTerms'))}
      titleId="card-contractual-terms-title"
      maxWidth="md"
      busy={busy}
      errors={errors}
      onClose={onClose}
      onSave={() =>
        save(() =>
          proposalCardUpdateContractualTerms({
            ProposalUniqueId: proposal.UniqueId,
            Version: proposal.Version,
            ParticularClausule: clauses.map((value) => ({ Value: value })),
          }),
        )
      }
      cancelLabel={translate(t('dialogs.cancel'))}
      saveLabel={translate(t('dialogs.save'))}
    >
      {clauses.map((value, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={translate(t('dialogs.clause'), { number: index + 1 })}
            value={value}
            onChange={(e) =>
              setClauses(clauses.map((old, at) => (at === index ? e.target.value : old)))
            }
            multiline
            minRows={2}
            fullWidth
          />
          <Button
            color="error"
            onClick={() => setClauses(clauses.filter((_old, at) => at !== index))}
          >
            {translate(t('dialogs.removeClause'))}
          </Button>
        </Stack>
      ))}
      <Button onClick={() => setClauses([...clauses, ''])}>
        {translate(t('dialogs.addClause'))}
      </Button>
    </FormDialog>
  );
};
