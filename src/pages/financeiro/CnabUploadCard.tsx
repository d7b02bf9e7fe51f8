import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormHelperText,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { type DragEvent, useId, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CnabReturnResult } from '../../../domain/contracts/finance';
import { BusyButton } from '../../components';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { errorStatus, errorText } from '../../providers/errorText';

/** The bank's return files come as .ret/.txt/.rem/.cnab; any text file is accepted too. */
const ACCEPT = '.ret,.txt,.rem,.cnab,text/plain';

/** The gateway's `Errors` of a refused upload: a malformed file names every line's problem. */
const problemsOf = (error: unknown): string[] => {
  const body = (error as { body?: { Errors?: unknown } } | undefined)?.body;
  const errors = Array.isArray(body?.Errors)
    ? body.Errors.filter((e): e is string => typeof e === 'string' && e.trim() !== '')
    : [];
  return errors.length > 0 ? errors : [errorText(error)];
};

/**
 * The return file's picker (button or drop zone) and "Processar arquivo": a 400 lists every line
 * problem under the field, a 409 (the same file again) shows the server's message.
 */
export const CnabUploadCard = ({ onProcessed }: { onProcessed: (r: CnabReturnResult) => void }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`aval.finance.file.${key}`, options);
  const dataProvider = useDataProvider<AvalDataProvider>();
  const notify = useNotify();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const choose = (chosen: File | null | undefined) => {
    setFile(chosen ?? null);
    setProblems([]);
    setConflict(null);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) choose(event.dataTransfer.files?.[0]);
  };

  const process = async () => {
    if (!file) {
      setProblems([t('required')]);
      return;
    }
    setBusy(true);
    setProblems([]);
    setConflict(null);
    try {
      const result = await dataProvider.uploadCnabReturn(file);
      notify('aval.finance.file.processed', { type: 'success' });
      setFile(null);
      onProcessed(result);
    } catch (error) {
      if (errorStatus(error) === 409) setConflict(errorText(error));
      else setProblems(problemsOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }} id={`${inputId}-label`}>
          {t('label')}
        </Typography>
        <Box
          data-testid="cnab-drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            p: 3,
            border: 2,
            borderStyle: 'dashed',
            borderRadius: 1,
            borderColor: problems.length > 0 ? 'error.main' : dragging ? 'primary.main' : 'divider',
            textAlign: 'center',
          }}
        >
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('drop')}
          </Typography>
          <Button
            component="label"
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={busy}
          >
            {t('choose')}
            <input
              hidden
              type="file"
              accept={ACCEPT}
              aria-labelledby={`${inputId}-label`}
              data-testid="cnab-file-input"
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          {file && <Typography sx={{ mt: 1 }}>{t('selected', { name: file.name })}</Typography>}
        </Box>
        {problems.length > 0 && (
          <Box component="ul" data-testid="cnab-file-problems" sx={{ m: 0, mt: 1, pl: 3 }}>
            {problems.map((problem) => (
              <FormHelperText component="li" error key={problem}>
                {problem}
              </FormHelperText>
            ))}
          </Box>
        )}
        {conflict && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {conflict}
          </Alert>
        )}
        {busy && (
          <Stack spacing={0.5} sx={{ mt: 2 }}>
            <LinearProgress aria-label={t('processing')} />
            <Typography variant="body2" color="text.secondary">
              {t('processing')}
            </Typography>
          </Stack>
        )}
        <BusyButton variant="contained" busy={busy} onClick={process} sx={{ mt: 2 }}>
          {t('process')}
        </BusyButton>
      </CardContent>
    </Card>
  );
};
