import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import PercentIcon from '@mui/icons-material/Percent';
import ReplayIcon from '@mui/icons-material/Replay';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { Button, Menu, MenuItem, Stack } from '@mui/material';
import { useState } from 'react';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import type { ProposalDetail } from '../../domain/contracts/proposals';
import type { EngineName } from '../../domain/engines/types';
import { PROPOSAL_TEXT_MAX_LENGTH } from '../../domain/proposalTransitions';
import { useModals } from '../../src/components';
import { gatewayMessages, JustificationDialog } from '../../src/components/parties';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { engineLabel } from './EngineLogsCard';
import { stepPath } from './wizard/wizardModel';
import { editProposalPath } from './paths';
import { useProposalActions } from './proposalAccess';
import { RiskChangeDialog } from './RiskChangeDialog';

/** The engines in the order they run (spec part 2 §4), as the re-run menu lists them. */
const ENGINES: EngineName[] = ['PEP', 'Credito', 'Cadastro', 'Subscricao', 'Resseguro'];

type TextAction = 'cancel' | 'requestAdjustment';

export interface ProposalActionsProps {
  proposal: ProposalDetail;
  /** Reads the proposal again after an action (the detail's refetch). */
  onChanged: () => Promise<unknown>;
}

/**
 * The actions the user may take on the proposal now (AllowedActions and permissions): edit,
 * send (or send again), change the risk data of an approved proposal, cancel with a
 * justification, and the insurer's rate change (the wizard's financial step), adjustment request
 * and engine re-run. Every call waits for the gateway, then the proposal is read again; a refusal
 * shows the gateway's pt-BR message (a dialog keeps what was typed).
 */
export const ProposalActions = ({ proposal, onChanged }: ProposalActionsProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.propostas.actions.${key}`, options);
  const modals = useModals();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const { may, isPending } = useProposalActions(proposal);
  const [dialog, setDialog] = useState<TextAction | null>(null);
  const [changingRisk, setChangingRisk] = useState(false);
  const [engineMenu, setEngineMenu] = useState<HTMLElement | null>(null);

  /** A call without a dialog: loading modal, the call, the record again, then the outcome. */
  const run = async (
    call: () => Promise<ProposalDetail>,
    success: (p: ProposalDetail) => string,
  ) => {
    const close = modals.showLoading();
    let answer: ProposalDetail;
    try {
      answer = await call();
    } catch (error) {
      close();
      await modals.showError(gatewayMessages(error));
      return;
    }
    await onChanged();
    close();
    await modals.showSuccess(success(answer));
  };

  const submit = async (again: boolean) => {
    const confirmed = await modals.confirm({
      title: t(again ? 'resubmit' : 'submit'),
      message: t(again ? 'resubmitConfirm' : 'submitConfirm', { number: proposal.Number }),
    });
    if (!confirmed) return;
    await run(
      () => dataProvider.submitProposal(proposal),
      (answer) => t('submitted', { status: answer.StatusName }),
    );
  };

  const issue = async () => {
    const confirmed = await modals.confirm({
      title: t('issue'),
      message: t('issueConfirm', { number: proposal.Number }),
    });
    if (!confirmed) return;
    await run(
      () => dataProvider.issueProposal(proposal),
      (answer) =>
        answer.Policy
          ? t('issuedPolicy', { number: answer.Policy.Number })
          : t('issuedAwaitingPayment'),
    );
  };

  /** Renders the draft on the gateway and opens its signed link (MINUTA watermark). */
  const contractDraft = async () => {
    const close = modals.showLoading();
    try {
      const { UrlToDownload } = await dataProvider.generateContractDraft(proposal.UniqueId);
      close();
      window.open(UrlToDownload, '_blank', 'noopener');
    } catch (error) {
      close();
      await modals.showError(gatewayMessages(error));
    }
  };

  const rerun = (engine: EngineName) => {
    setEngineMenu(null);
    void run(
      () => dataProvider.rerunProposalEngine(proposal.UniqueId, engine),
      (answer) => t('rerunDone', { engine: engineLabel(engine), status: answer.StatusName }),
    );
  };

  /** The dialog's call: the dialog stays open with its text and the gateway's message on failure. */
  const confirmText = async (action: TextAction, text: string) => {
    await (action === 'cancel'
      ? dataProvider.cancelProposal(proposal, text)
      : dataProvider.requestProposalAdjustment(proposal, text));
    await onChanged();
    void modals.showSuccess(t(action === 'cancel' ? 'cancelled' : 'adjustmentRequested'));
  };

  if (isPending) return null;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {may.edit && (
          <Button
            variant="outlined"
            component={Link}
            to={editProposalPath(proposal.UniqueId)}
            startIcon={<EditOutlinedIcon />}
          >
            {t('edit')}
          </Button>
        )}
        {may.changeRate && (
          <Button
            variant="outlined"
            component={Link}
            to={stepPath('dados-financeiros', proposal.UniqueId)}
            startIcon={<PercentIcon />}
          >
            {t('changeRate')}
          </Button>
        )}
        {(may.submit || may.resubmit) && (
          <Button
            variant="contained"
            startIcon={<SendOutlinedIcon />}
            onClick={() => submit(!may.submit)}
          >
            {t(may.submit ? 'submit' : 'resubmit')}
          </Button>
        )}
        {may.issue && (
          <Button variant="contained" startIcon={<VerifiedOutlinedIcon />} onClick={issue}>
            {t('issue')}
          </Button>
        )}
        {proposal.Policy && (
          <Button
            variant="outlined"
            component={Link}
            to={`/apolice/${proposal.Policy.UniqueId}`}
            startIcon={<ArticleOutlinedIcon />}
          >
            {t('openPolicy', { number: proposal.Policy.Number })}
          </Button>
        )}
        {may.riskChange && (
          <Button
            variant="outlined"
            startIcon={<EditNoteOutlinedIcon />}
            onClick={() => setChangingRisk(true)}
          >
            {t('riskChange')}
          </Button>
        )}
        {may.requestAdjustment && (
          <Button
            variant="outlined"
            startIcon={<UndoIcon />}
            onClick={() => setDialog('requestAdjustment')}
          >
            {t('requestAdjustment')}
          </Button>
        )}
        {may.rerunEngines && (
          <Button
            variant="outlined"
            startIcon={<ReplayIcon />}
            endIcon={<KeyboardArrowDownIcon />}
            aria-haspopup="menu"
            onClick={(event) => setEngineMenu(event.currentTarget)}
          >
            {t('rerun')}
          </Button>
        )}
        {may.contractDraft && (
          <Button
            variant="outlined"
            startIcon={<DescriptionOutlinedIcon />}
            onClick={contractDraft}
          >
            {t('contractDraft')}
          </Button>
        )}
        {may.cancel && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<CancelOutlinedIcon />}
            onClick={() => setDialog('cancel')}
          >
            {t('cancel')}
          </Button>
        )}
      </Stack>
      <Menu anchorEl={engineMenu} open={Boolean(engineMenu)} onClose={() => setEngineMenu(null)}>
        {ENGINES.map((engine) => (
          <MenuItem key={engine} onClick={() => rerun(engine)}>
            {t('rerunEngine', { engine: engineLabel(engine) })}
          </MenuItem>
        ))}
      </Menu>
      {changingRisk && (
        <RiskChangeDialog
          proposal={proposal}
          onClose={() => setChangingRisk(false)}
          onChanged={onChanged}
        />
      )}
      {dialog && (
        <JustificationDialog
          title={t(`${dialog}Title`, { number: proposal.Number })}
          message={t(`${dialog}Message`)}
          label={t(`${dialog}Label`)}
          confirmLabel={t(`${dialog}Confirm`)}
          confirmColor={dialog === 'cancel' ? 'error' : 'primary'}
          cancelLabel={t('close')}
          requiredMessage={t(`${dialog}Required`)}
          maxLength={PROPOSAL_TEXT_MAX_LENGTH}
          onConfirm={(text) => confirmText(dialog, text)}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
};
