import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { Form, HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { ProposalDetail } from '../../domain/contracts/proposals';
import { BusyButton, FormErrorAlert } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import {
  riskChangeBody,
  riskChangeRefusal,
  type RiskChangeValues,
  riskChangeValuesOf,
} from './riskChangeForm';
import { TermCheck } from './wizard/TermCheck';
import { TermInputs } from './wizard/TermInputs';
import { MoneyInput } from './wizard/WizardInputs';
import { wizardText } from './wizard/WizardForm';

/** The refusal that names no field of the dialog (a 409's message among them), above them. */
const SubmissionAlert = () => {
  const { errors } = useFormState();
  const message = errors.root?.serverError?.message;
  return typeof message === 'string' && message ? <FormErrorAlert messages={[message]} /> : null;
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 2 }}>
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

export interface RiskChangeDialogProps {
  /** The proposal as read: its risk data to start from, its UniqueId and the Version read. */
  proposal: ProposalDetail;
  onClose: () => void;
  /** Reads the proposal again after the change (the detail's refetch). */
  onChanged: () => Promise<unknown>;
}

/**
 * "Alterar dados de risco" on an approved proposal: the term and the IS (and the complementary
 * modality's), the term's dates and days following each other as in the wizard and checked
 * against the modality as they are typed. UpdateProposal with the Version read and the fields
 * that changed; the gateway prices the proposal again and sends it back to analysis. A refusal
 * keeps what was typed: a 400's messages under the fields they name, the rest above them.
 */
export const RiskChangeDialog = ({ proposal, onClose, onChanged }: RiskChangeDialogProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.propostas.riskChange.${key}`, options);
  const label = (key: string) => translate(wizardText(`risk.${key}`));
  const titleId = useId();
  const notify = useNotify();
  const { updateProposal } = useDataProvider<AvalDataProvider>();
  const [saving, setSaving] = useState(false);
  const [unchanged, setUnchanged] = useState(false);
  const complementary = proposal.ComplementaryModality;

  const save = async (values: RiskChangeValues) => {
    setUnchanged(false);
    const body = riskChangeBody(proposal, values);
    if (!body) {
      setUnchanged(true);
      return undefined;
    }
    setSaving(true);
    let answer: ProposalDetail;
    try {
      answer = await updateProposal(body);
    } catch (error) {
      setSaving(false);
      const status = error instanceof HttpError ? error.status : undefined;
      return riskChangeRefusal(gatewayMessages(error), status, complementary?.Name ?? null);
    }
    // the gateway answers the proposal as it stood when the data sent are the ones it holds
    if (answer.Version === proposal.Version) {
      setSaving(false);
      setUnchanged(true);
      return undefined;
    }
    await onChanged();
    setSaving(false);
    onClose();
    notify('resources.propostas.riskChange.changed', { type: 'success' });
    return undefined;
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      <Form<RiskChangeValues>
        defaultValues={riskChangeValuesOf(proposal)}
        onSubmit={save}
        noValidate
        disableInvalidFormNotification
      >
        <DialogTitle id={titleId}>{t('changeTitle', { number: proposal.Number })}</DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 3 }}>
          <Alert severity="warning">{t('changeIntro')}</Alert>
          {unchanged && <Alert severity="info">{t('unchanged')}</Alert>}
          <SubmissionAlert />
          <Section title={t('modalityTerm', { modality: proposal.Modality?.Name ?? '' })}>
            <TermInputs />
            <TermCheck prefix="" modalityId={proposal.ModalityId} />
            <MoneyInput source="InsuredAmountValue" label={label('amount')} required />
          </Section>
          {complementary && (
            <Section title={t('complementaryTerm', { modality: complementary.Name })}>
              <TermInputs prefix="Complementary" />
              <TermCheck prefix="Complementary" modalityId={complementary.Id} />
              <MoneyInput
                source="ComplementaryInsuredAmountValue"
                label={label('complementaryAmount')}
                required
              />
            </Section>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('changeCancel')}
          </Button>
          <BusyButton type="submit" busy={saving}>
            {t('changeSave')}
          </BusyButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
