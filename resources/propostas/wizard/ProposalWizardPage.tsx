import { Alert, Skeleton } from '@mui/material';
import type { ReactElement } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { PageFrame } from '../../../src/components/PageFrame';
import { useDeferredReady } from '../../../src/components/useDeferredReady';
import { StepHeader } from '../../../src/components/StepHeader';
import { gatewayMessages } from '../../../src/components/parties';
import { FinancialStep } from './FinancialStep';
import { HolderStep } from './HolderStep';
import { InsuredStep } from './InsuredStep';
import { RiskStep } from './RiskStep';
import { SummaryStep } from './SummaryStep';
import { type ProposalDraft, useProposalDraft } from './useProposalDraft';
import { isEditable, stepOrdinal, stepPath, type WizardStep, wizardSteps } from './wizardModel';
import { NotEditable, wizardText } from './WizardForm';

const stepBody = (step: WizardStep, draft: ProposalDraft): ReactElement => {
  const proposal = draft.proposal;
  switch (step) {
    case 'dados-tomador':
      return <HolderStep draft={draft} />;
    case 'dados-segurado':
      return <InsuredStep draft={draft} />;
    case 'dados-de-risco':
      return <RiskStep draft={draft} />;
    case 'resumo-da-proposta':
      return proposal ? <SummaryStep proposal={proposal} /> : <></>;
    case 'dados-financeiros':
      return <FinancialStep draft={draft} />;
  }
};

/**
 * The new-proposal wizard (/propostas/nova-proposta-new/<step>): the step header and the step,
 * on the draft named by the URL. Without a draft only the first step opens (the others go back
 * to it); a proposal that can no longer change (AllowedActions without 'edit') is not reopened.
 */
export const ProposalWizardPage = ({ step }: { step: WizardStep }) => {
  const translate = useTranslate();
  const draft = useProposalDraft();
  const { proposal } = draft;
  const changesRateOnly =
    proposal !== undefined &&
    !isEditable(proposal) &&
    proposal.AllowedActions.includes('changeRate');
  // the financial step is also the insurer staff's, for the rate (domain/resourceAccess)
  const action = step === 'dados-financeiros' ? 'financialData' : draft.id ? 'edit' : 'create';
  const access = useCanAccess({ resource: 'propostas', action });
  // the step's form, a large tree, mounts as a transition once the draft and access are known
  const ready = useDeferredReady(!draft.isPending && !access.isPending);
  const title = translate(wizardText(proposal ? 'editTitle' : 'title'), {
    number: proposal?.Number,
  });
  const steps = wizardSteps.map((key) => ({
    label: `${stepOrdinal(key)}: ${translate(wizardText(`steps.${key}`))}`,
  }));
  // the financial step's own path has the proposal; the others need one after the first
  if (!draft.id && step !== 'dados-tomador')
    return <Navigate to={stepPath('dados-tomador')} replace />;

  let body: ReactElement;
  if (access.canAccess === false) {
    body = <Alert severity="warning">{translate(wizardText('onlyBrokers'))}</Alert>;
  } else if (!ready) body = <Skeleton variant="rounded" height={240} />;
  else if (draft.loadError) {
    body = <Alert severity="error">{gatewayMessages(draft.loadError).join(' ')}</Alert>;
  } else if (proposal && !isEditable(proposal) && step !== 'dados-financeiros') {
    // the financial step decides itself: it shows the engines' outcome right after sending
    body = <NotEditable proposal={proposal} />;
  } else body = stepBody(step, draft);

  return (
    <PageFrame
      testId="page-nova-proposta"
      title={title}
      // insurer staff reach only the financial step, to change the rate (never the broker)
      subtitle={translate(wizardText(changesRateOnly ? 'rateSubtitle' : 'subtitle'))}
      breadcrumb={[{ label: 'aval.routes.propostas', to: '/propostas' }, { label: title }]}
    >
      <StepHeader steps={steps} active={wizardSteps.indexOf(step)} />
      {body}
    </PageFrame>
  );
};

/** /propostas/proposta/editar/:propostaUniqueId: the wizard's first step on that proposal. */
export const EditProposalRedirect = () => {
  const { propostaUniqueId } = useParams();
  return <Navigate to={stepPath('dados-tomador', propostaUniqueId)} replace />;
};
