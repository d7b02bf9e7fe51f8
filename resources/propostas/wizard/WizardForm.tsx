import { Alert, Box, Button, FormHelperText, Stack } from '@mui/material';
import { type ReactNode, useRef } from 'react';
import { Form, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { UpdateProposalInput } from '../../../domain/contracts/proposals';
import type { ProposalDraft, ProposalRecord } from './useProposalDraft';
import { nextStep, previousStep, stepPath, type WizardStep, wizardSteps } from './wizardModel';

export const wizardText = (key: string) => `resources.propostas.wizard.${key}`;

/** The refused save's messages above the form; a stale draft says someone else changed it. */
export const RefusalAlert = ({ draft }: { draft: Pick<ProposalDraft, 'refusal'> }) => {
  const { refusal } = draft;
  if (!refusal) return null;
  return (
    <Alert severity={refusal.stale ? 'warning' : 'error'} sx={{ mb: 2 }} role="alert">
      {/* the gateway's 409 already says the proposal was changed by someone else */}
      {refusal.messages.join(' ')}
    </Alert>
  );
};

/** A proposal past the statuses that may change: the wizard does not reopen it. */
export const NotEditable = ({ proposal }: { proposal: ProposalRecord }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={`/propostas/proposta/${proposal.UniqueId}`}>
          {translate(wizardText('openProposal'))}
        </Button>
      }
    >
      {translate(wizardText('notEditable'), { status: proposal.StatusName })}
    </Alert>
  );
};

export interface WizardFormProps<Values extends FieldValues> {
  step: WizardStep;
  draft: ProposalDraft;
  /** The form's values read from the draft. */
  defaultValues: Values;
  /** What the step saves (UpdateProposal's fields). */
  toBody: (values: Values) => UpdateProposalInput;
  /** Why "Continuar" waits (a check the gateway failed); the draft may still be saved. */
  blockedReason?: string;
  children: ReactNode;
}

/**
 * A step's react-admin Form: "Voltar", "Salvar rascunho" (stays) and "Continuar" (saves, then
 * opens the next step). The gateway's refusals go under the fields they name (the Form's
 * submission errors) and above the form; what was typed stays.
 */
export const WizardForm = <Values extends FieldValues>({
  step,
  draft,
  defaultValues,
  toBody,
  blockedReason,
  children,
}: WizardFormProps<Values>) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  // which button submitted: set by its click, read by the submit that follows
  const intent = useRef<'stay' | 'next'>('next');
  const first = wizardSteps.indexOf(step) === 0;
  const submit = (values: FieldValues) =>
    draft.save(
      toBody(values as Values),
      step,
      intent.current === 'next' && !blockedReason ? nextStep(step) : undefined,
    );

  return (
    <Form
      defaultValues={defaultValues}
      record={draft.proposal ? { id: draft.proposal.id } : undefined}
      onSubmit={submit}
      noValidate
    >
      <RefusalAlert draft={draft} />
      {children}
      <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'space-between' }}>
        <Box>
          {!first && (
            <Button
              onClick={() => navigate(stepPath(previousStep(step), draft.proposal?.UniqueId))}
              disabled={draft.saving}
            >
              {translate(wizardText('back'))}
            </Button>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {blockedReason && (
            <FormHelperText error id={`${step}-blocked`}>
              {blockedReason}
            </FormHelperText>
          )}
          {draft.proposal && (
            <Button
              type="submit"
              variant="outlined"
              disabled={draft.saving}
              onClick={() => {
                intent.current = 'stay';
              }}
            >
              {translate(wizardText('saveDraft'))}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            loading={draft.saving}
            disabled={draft.saving || Boolean(blockedReason)}
            aria-describedby={blockedReason ? `${step}-blocked` : undefined}
            onClick={() => {
              intent.current = 'next';
            }}
          >
            {translate(wizardText('continue'))}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
};
