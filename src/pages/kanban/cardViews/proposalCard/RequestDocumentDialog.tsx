import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { FormDialog } from '../../../../components/FormDialog';
import type { RunCardWrite } from './useCardProposal';
import type { AvalDataProvider } from '../../../../providers/dataProvider';
import { cardText as t } from '../holder/CardFacts';

interface Option {
  name: string;
  description: string | null;
}

/** Asks the broker for a document: one of the modality's, or any other name the analyst types. */
export const RequestDocumentDialog = ({
  proposalUniqueId,
  modalityUniqueId,
  run,
  onClose,
}: {
  proposalUniqueId: string;
  modalityUniqueId: string | null;
  run: RunCardWrite;
  onClose: () => void;
}) => {
  const dataProvider = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const { proposalCardRequestDocument } = dataProvider;
  const [options, setOptions] = useState<Option[]>([]);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    if (!modalityUniqueId) return;
    dataProvider
      .getProposalCardParameterRequestDocuments(modalityUniqueId)
      .then((pipes) =>
        setOptions(
          pipes.flatMap((pipe) =>
            pipe.Documents.map((document) => ({
              name: document.Name,
              description: document.Description,
            })),
          ),
        ),
      )
      .catch(() => setOptions([]));
  }, [dataProvider, modalityUniqueId]);

  const save = async () => {
    setBusy(true);
    const failure = await run(() =>
      proposalCardRequestDocument({
        ProposalUniqueId: proposalUniqueId,
        Name: name,
        Description: description || null,
      }),
    );
    setBusy(false);
    if (failure) setErrors([failure]);
    else onClose();
  };

  return (
    <FormDialog
      title={translate(t('dialogs.requestTitle'))}
      titleId="card-request-document-title"
      busy={busy}
      errors={errors}
      onClose={onClose}
      onSave={save}
      cancelLabel={translate(t('dialogs.cancel'))}
      saveLabel={translate(t('dialogs.request'))}
    >
      <Autocomplete
        freeSolo
        options={options.map((option) => option.name)}
        inputValue={name}
        onInputChange={(_event, value) => {
          setName(value);
          const known = options.find((option) => option.name === value);
          if (known?.description) setDescription(known.description);
        }}
        renderInput={(params) => (
          <TextField {...params} label={translate(t('dialogs.document'))} required />
        )}
      />
      <TextField
        label={translate(t('dialogs.description'))}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        multiline
        minRows={2}
        fullWidth
      />
    </FormDialog>
  );
};
