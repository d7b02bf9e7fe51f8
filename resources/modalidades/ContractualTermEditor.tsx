import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ModalityAnswer } from '../../domain/modalities';
import type { ContractualTermAnswer } from '../../domain/modalityTerms';
import type { TermTag } from '../../domain/templates';
import { gatewayMessages } from '../../src/components/parties/gatewayMessages';
import { BusyButton } from '../../src/components/BusyButton';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { TaggedTextEditor } from './TaggedTextEditor';
import { ENDORSEMENT_TERM_TYPE, livePreview } from './termPreview';
import { useContractualTerm } from './useModalityTexts';

export interface ContractualTermEditorProps {
  modality: ModalityAnswer;
  termType: { id: number; name: string };
  termTags: readonly TermTag[];
  /** The unsaved text, kept by the tab so switching term types loses nothing. */
  draft: string | undefined;
  setDraft: (value: string | undefined) => void;
  reload: <T>(write: Promise<T>) => Promise<T>;
}

/** One term type's text: loaded from GetModalityObject, saved through InsertContractualTerm. */
export const ContractualTermEditor = ({
  modality,
  termType,
  termTags,
  draft,
  setDraft,
  reload,
}: ContractualTermEditorProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.modalidades.terms.${key}`, options);
  const notify = useNotify();
  const { saveContractualTerm } = useDataProvider<AvalDataProvider>();
  const term = useContractualTerm(modality.Id, termType.id);
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const saved: ContractualTermAnswer | undefined = term.data;
  const value = draft ?? saved?.Value ?? '';
  const dirty = draft !== undefined && draft !== (saved?.Value ?? '');
  const withEndorsement = termType.id === ENDORSEMENT_TERM_TYPE;

  const save = async () => {
    if (!saved) return;
    const preview = livePreview(value, termTags, withEndorsement);
    setSaving(true);
    try {
      await reload(
        saveContractualTerm({
          ModalityId: modality.Id,
          TermType: termType.id,
          Value: value,
          JSONTag: JSON.stringify(preview.tags),
          JSONTagValue: JSON.stringify(preview.tagValues),
          Version: saved.Version,
        }),
      );
      setErrors([]);
      setDraft(undefined);
      notify(t('saved', { name: termType.name }), { type: 'success' });
    } catch (error) {
      setErrors(gatewayMessages(error));
    } finally {
      setSaving(false);
    }
  };

  if (term.isPending) return <LinearProgress />;
  if (term.error || !saved) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => term.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {gatewayMessages(term.error).join(' ')}
      </Alert>
    );
  }

  return (
    <Stack spacing={2}>
      {errors.length > 0 && (
        <Alert severity="error">
          {errors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
      <TaggedTextEditor
        label={termType.name}
        value={value}
        onChange={(html) => {
          setDraft(html);
          setErrors([]);
        }}
        termTags={termTags}
        withEndorsement={withEndorsement}
        disabled={saving}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {saved.ContractualTermId === null
            ? t('notWritten')
            : t(dirty ? 'unsaved' : 'version', { version: saved.Version })}
        </Typography>
        <Button onClick={() => setDraft(undefined)} disabled={saving || !dirty}>
          {t('discard')}
        </Button>
        <BusyButton busy={saving} disabled={!dirty} onClick={save}>
          {t('save')}
        </BusyButton>
      </Stack>
    </Stack>
  );
};
