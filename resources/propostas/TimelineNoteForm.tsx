import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ProposalDetail } from '../../domain/contracts/proposals';
import { PROPOSAL_TEXT_MAX_LENGTH } from '../../domain/proposalTransitions';
import { BusyButton, FormErrorAlert } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { DetailCard } from './DetailCard';

export interface TimelineNoteFormProps {
  proposal: Pick<ProposalDetail, 'UniqueId' | 'Version'>;
  /** Reads the proposal again after the save (the page's refetch), so the note shows on it. */
  onSaved: () => Promise<unknown>;
}

/**
 * Adicionar observação à etapa atual (UpdateProposalTimelineInfo with the Version read). A
 * refusal keeps the text: the gateway's 400 shows under the field, any other (a stale 409)
 * above it.
 */
export const TimelineNoteForm = ({ proposal, onSaved }: TimelineNoteFormProps) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.propostas.timeline.${key}`);
  const notify = useNotify();
  const { addProposalTimelineNote } = useDataProvider<AvalDataProvider>();
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [fieldError, setFieldError] = useState<string>();
  const [errors, setErrors] = useState<string[]>([]);

  const save = async () => {
    setSaving(true);
    setFieldError(undefined);
    setErrors([]);
    try {
      await addProposalTimelineNote({
        ProposalUniqueId: proposal.UniqueId,
        Note: note,
        Version: proposal.Version,
      });
    } catch (error) {
      const messages = gatewayMessages(error);
      if (error instanceof HttpError && error.status === 400) setFieldError(messages.join(' '));
      else setErrors(messages);
      setSaving(false);
      return;
    }
    await onSaved();
    setNote('');
    setSaving(false);
    notify(t('noteSaved'), { type: 'success' });
  };

  return (
    <DetailCard title={t('noteTitle')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <FormErrorAlert messages={errors} />
        <TextField
          label={t('noteLabel')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError ?? t('noteHint')}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: PROPOSAL_TEXT_MAX_LENGTH } }}
        />
        <BusyButton busy={saving} disabled={!note.trim()} onClick={save}>
          {t('noteSave')}
        </BusyButton>
      </Stack>
    </DetailCard>
  );
};
