import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  DOCUMENT_DESCRIPTION_MAX,
  DOCUMENT_NAME_MAX,
  type ReviewVerdict,
} from '../../../domain/requestDocuments';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { FileUploader, type UploadProgress } from '../FileUploader';
import { gatewayMessages, messagesByField } from './gatewayMessages';

const t = (key: string) => `aval.requestDocuments.${key}`;

/** Runs `submit`; on failure answers the gateway's messages, so the dialog keeps what was typed. */
const attempt = async (submit: () => Promise<unknown>): Promise<string[]> => {
  try {
    await submit();
    return [];
  } catch (error) {
    return gatewayMessages(error);
  }
};

export interface RequestDocumentNameDialogProps {
  open: boolean;
  mode: 'create' | 'rename';
  initialName?: string;
  onClose: () => void;
  onSubmit: (values: { Name: string; Description: string | null }) => Promise<unknown>;
}

/** New document (name and description) or rename (name only). */
export const RequestDocumentNameDialog = ({
  open,
  mode,
  initialName = '',
  onClose,
  onSubmit,
}: RequestDocumentNameDialogProps) => {
  const translate = useTranslate();
  const [name, setName] = useState(initialName);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ name?: string; description?: string; general: string[] }>({
    general: [],
  });
  const submit = async () => {
    if (!name.trim()) {
      setErrors({ name: translate(t('dialogs.nameRequired')), general: [] });
      return;
    }
    const messages = await attempt(() =>
      onSubmit({ Name: name.trim(), Description: description.trim() || null }),
    );
    const { fields, general } = messagesByField(messages, {
      name: translate(t('fields.name')),
      description: translate(t('fields.description')),
    });
    setErrors({ ...fields, general });
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {translate(t(mode === 'create' ? 'dialogs.createTitle' : 'dialogs.renameTitle'))}
      </DialogTitle>
      <DialogContent>
        <Stack gap={2} sx={{ pt: 1 }}>
          {errors.general.length > 0 && <Alert severity="error">{errors.general.join(' ')}</Alert>}
          <TextField
            label={translate(t('fields.name'))}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={!!errors.name}
            helperText={errors.name}
            slotProps={{ htmlInput: { maxLength: DOCUMENT_NAME_MAX } }}
            required
            autoFocus
          />
          {mode === 'create' && (
            <TextField
              label={translate(t('fields.description'))}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              error={!!errors.description}
              helperText={errors.description}
              slotProps={{ htmlInput: { maxLength: DOCUMENT_DESCRIPTION_MAX } }}
              multiline
              minRows={2}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(t('dialogs.cancel'))}</Button>
        <Button variant="contained" onClick={submit}>
          {translate(t('dialogs.save'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export interface RequestDocumentUploadDialogProps {
  open: boolean;
  documentName: string;
  onClose: () => void;
  onSubmit: (archiveUniqueIds: string[]) => Promise<unknown>;
}

/** Uploads files through Archive/Upload, then attaches them to the document in one call. */
export const RequestDocumentUploadDialog = ({
  open,
  documentName,
  onClose,
  onSubmit,
}: RequestDocumentUploadDialogProps) => {
  const translate = useTranslate();
  const { uploadArchive } = useDataProvider<AvalDataProvider>();
  const [uploaded, setUploaded] = useState<ReadonlyMap<File, string>>(new Map());
  const [files, setFiles] = useState<File[]>([]);
  const [pending, setPending] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const ready = files.filter((file) => uploaded.has(file));

  const upload = async (file: File, onProgress: UploadProgress) => {
    setPending((count) => count + 1);
    try {
      const answer = await uploadArchive(file, onProgress);
      setUploaded((current) => new Map(current).set(file, answer.uniqueIdentifier));
    } finally {
      setPending((count) => count - 1);
    }
  };
  const submit = async () => {
    if (pending > 0) {
      setErrors([translate(t('dialogs.uploadsPending'))]);
      return;
    }
    const ids = ready.map((file) => uploaded.get(file) as string);
    setErrors(await attempt(() => onSubmit(ids)));
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(t('dialogs.uploadTitle'), { name: documentName })}</DialogTitle>
      <DialogContent>
        <Stack gap={2} sx={{ pt: 1 }}>
          {errors.length > 0 && <Alert severity="error">{errors.join(' ')}</Alert>}
          <Alert severity="info">{translate(t('dialogs.uploadHint'))}</Alert>
          <FileUploader multiple upload={upload} onChange={setFiles} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(t('dialogs.cancel'))}</Button>
        <Button variant="contained" onClick={submit} disabled={ready.length === 0 || pending > 0}>
          {translate(t('dialogs.send'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export interface RequestDocumentReviewDialogProps {
  open: boolean;
  documentName: string;
  onClose: () => void;
  onSubmit: (status: ReviewVerdict, note: string | null) => Promise<unknown>;
}

/** The insurer's verdict: Conforme, or Reprovado with the reason the party will read. */
export const RequestDocumentReviewDialog = ({
  open,
  documentName,
  onClose,
  onSubmit,
}: RequestDocumentReviewDialogProps) => {
  const translate = useTranslate();
  const [status, setStatus] = useState<ReviewVerdict>('Conforme');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ note?: string; general: string[] }>({ general: [] });
  const submit = async () => {
    if (status === 'Reprovado' && !note.trim()) {
      setErrors({ note: translate(t('dialogs.noteRequired')), general: [] });
      return;
    }
    const messages = await attempt(() =>
      onSubmit(status, status === 'Reprovado' ? note.trim() : null),
    );
    const { fields, general } = messagesByField(messages, {
      note: translate(t('fields.reviewNote')),
    });
    setErrors({ ...fields, general });
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(t('dialogs.reviewTitle'), { name: documentName })}</DialogTitle>
      <DialogContent>
        <Stack gap={2} sx={{ pt: 1 }}>
          {errors.general.length > 0 && <Alert severity="error">{errors.general.join(' ')}</Alert>}
          <RadioGroup
            row
            aria-label={translate(t('fields.status'))}
            value={status}
            onChange={(event) => setStatus(event.target.value as ReviewVerdict)}
          >
            <FormControlLabel value="Conforme" control={<Radio />} label="Conforme" />
            <FormControlLabel value="Reprovado" control={<Radio />} label="Reprovado" />
          </RadioGroup>
          {status === 'Reprovado' && (
            <TextField
              label={translate(t('fields.reviewNote'))}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={!!errors.note}
              helperText={errors.note}
              multiline
              minRows={2}
              required
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(t('dialogs.cancel'))}</Button>
        <Button variant="contained" onClick={submit}>
          {translate(t('dialogs.save'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
