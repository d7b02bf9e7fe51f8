import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ArrayInput, Form, SimpleFormIterator, useDataProvider, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type {
  ParticularClausesInput,
  ProposalContractualTerms,
  ProposalTag,
} from '../../domain/contracts/proposalTexts';
import { BusyButton } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties/gatewayMessages';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import {
  AddClauseButton,
  ClauseTextInput,
  ClauseTitleInput,
  clauseText as text,
  RemoveClauseButton,
} from './ParticularClauseInputs';

const NO_TAGS: readonly ProposalTag[] = [];

/** Under the proposal's queries; the list changes only with the catalogue or the tenant's tags. */
const proposalTagsKey = ['propostas', 'proposalTags'] as const;

interface ClauseValues {
  Title: string | null;
  Value: string;
  SourceId?: number | null;
}

interface ClausesForm {
  id: number;
  clauses: ClauseValues[];
}

/** "Cláusulas particulares [2]: …" (the gateway counts from 1) goes under the 2nd clause's text. */
const POSITIONED = /^Cláusulas particulares \[(\d+)\]/;
/** `O campo "[1].Title" é inválido.`: the body's schema names the item (from 0) and its field. */
const NAMED = /campo "\[(\d+)\]\.(Title|Value)"/;

const fieldOf = (message: string, count: number): string | undefined => {
  const positioned = POSITIONED.exec(message);
  const named = NAMED.exec(message);
  const index = positioned ? Number(positioned[1]) - 1 : named ? Number(named[1]) : -1;
  if (index < 0 || index >= count) return undefined;
  return `clauses.${index}.${named ? named[2] : 'Value'}`;
};

/**
 * What a refused save tells the form (react-admin's submission errors): on a 400 each message
 * under the clause's field it names, the rest (and a 409's message) above the clauses. The
 * clauses typed stay on screen either way.
 */
export const clausesRefusal = (error: unknown, count: number): Record<string, unknown> => {
  const messages = gatewayMessages(error);
  const status = (error as { status?: number } | null)?.status;
  const errors: Record<string, unknown> = {};
  const general: string[] = [];
  for (const message of messages) {
    const field = status === 400 ? fieldOf(message, count) : undefined;
    if (field && !(field in errors)) errors[field] = message;
    else general.push(message);
  }
  if (general.length) errors.root = { serverError: general.join(' ') };
  return errors;
};

/** The refusal that names no clause (a 409's message among them), above the clauses. */
const SubmissionAlert = () => {
  const { errors } = useFormState();
  const message = errors.root?.serverError?.message;
  return typeof message === 'string' && message ? (
    <Alert severity="error" sx={{ mb: 2 }}>
      {message}
    </Alert>
  ) : null;
};

const NoClauses = () => {
  const translate = useTranslate();
  const clauses = useWatch<ClausesForm, 'clauses'>({ name: 'clauses' });
  return clauses?.length ? null : (
    <Typography color="text.secondary" sx={{ my: 1 }}>
      {translate(text('none'))}
    </Typography>
  );
};

export interface ParticularClausesDialogProps {
  /** The texts as read: the clauses to start from, the proposal's Id and the Version read. */
  terms: ProposalContractualTerms;
  onClose: () => void;
  /** After the gateway saved them, with its answer (the texts at the new Version). */
  onSaved: (saved: ProposalContractualTerms) => void;
}

/**
 * "Editar cláusulas particulares": the proposal's clauses, each a title and a rich text with the
 * tags of GetCompanyProposalTags, added, removed and reordered, saved all at once with
 * UpdateParticularClauses (the proposal's Id and the Version read). A refusal keeps them here.
 */
export const ParticularClausesDialog = ({
  terms,
  onClose,
  onSaved,
}: ParticularClausesDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const { getCompanyProposalTags, updateParticularClauses } = useDataProvider<AvalDataProvider>();
  const tags = useQuery({
    queryKey: proposalTagsKey,
    queryFn: () => getCompanyProposalTags(),
    staleTime: 5 * 60_000,
  });
  const [saving, setSaving] = useState(false);

  const save = async (values: Partial<ClausesForm>) => {
    const clauses = values.clauses ?? [];
    const body: ParticularClausesInput = clauses.map((clause) => ({
      Title: clause.Title?.trim() || null,
      Value: clause.Value,
      SourceId: clause.SourceId ?? null,
    }));
    setSaving(true);
    let saved: ProposalContractualTerms;
    try {
      saved = await updateParticularClauses(terms, body);
    } catch (error) {
      return clausesRefusal(error, clauses.length);
    } finally {
      setSaving(false);
    }
    onSaved(saved);
    return undefined;
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      maxWidth="lg"
      fullWidth
      aria-labelledby={titleId}
    >
      <Form<ClausesForm>
        record={{
          id: terms.ProposalId,
          clauses: terms.ParticularClausule.map((clause) => ({
            Title: clause.Title ?? '',
            Value: clause.Value,
            SourceId: clause.SourceId,
          })),
        }}
        onSubmit={save}
        noValidate
        disableInvalidFormNotification
      >
        <DialogTitle id={titleId}>{translate(text('title'))}</DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(text('hint'))}
          </Typography>
          {tags.error && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {gatewayMessages(tags.error).join(' ')}
            </Alert>
          )}
          <SubmissionAlert />
          <NoClauses />
          <ArrayInput source="clauses" label={false}>
            <SimpleFormIterator
              fullWidth
              disableClear
              getItemLabel={(index) => `${index + 1}.`}
              addButton={<AddClauseButton />}
              removeButton={<RemoveClauseButton />}
              // the reorder and remove buttons always show, not only on hover
              sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
            >
              <ClauseTitleInput source="Title" />
              <ClauseTextInput source="Value" tags={tags.data ?? NO_TAGS} />
            </SimpleFormIterator>
          </ArrayInput>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {translate(text('cancel'))}
          </Button>
          <BusyButton type="submit" busy={saving}>
            {translate(text('save'))}
          </BusyButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
