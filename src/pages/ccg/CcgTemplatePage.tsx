import { Alert, Grid, Paper, Skeleton, Stack, Typography } from '@mui/material';
import {
  lazy,
  type RefObject,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { fillCcgTemplate, sampleCcgInput } from '../../../domain/ccgTemplate';
import { BusyButton } from '../../components/BusyButton';
import { PageFrame } from '../../components/PageFrame';
import { RichTextView } from '../../components/RichTextView';
import type { AvalDataProvider } from '../../providers/dataProvider';
import { errorText } from '../../providers/errorText';
import { CcgTagList } from './CcgTagList';

const RichTextEditor = lazy(() =>
  import('../../components/RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

type Insert = (text: string) => void;

/** Hands the editor's "insert at the cursor" to the tag list beside it. */
const InsertBridge = ({
  insert,
  targetRef,
}: {
  insert: Insert;
  targetRef: RefObject<Insert | null>;
}) => {
  useEffect(() => {
    targetRef.current = insert;
  }, [insert, targetRef]);
  return null;
};

/**
 * /contrato: the tenant's CCG contract template — the rich-text editor, the tags it may use
 * (insertable at the cursor) and a live preview filled with a sample holder and guarantors.
 */
export const CcgTemplatePage = () => {
  const notify = useNotify();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const [content, setContent] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [loadError, setLoadError] = useState<string>();
  const [saveError, setSaveError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const insertRef = useRef<Insert | null>(null);
  const deferred = useDeferredValue(content ?? '');
  const preview = useMemo(() => fillCcgTemplate(deferred, sampleCcgInput), [deferred]);

  useEffect(() => {
    dataProvider.getCcgTemplate().then(
      (template) => {
        setContent(template.Content);
        setVersion(template.Version);
      },
      (error) => setLoadError(errorText(error)),
    );
  }, [dataProvider]);

  const save = async () => {
    setSaving(true);
    setSaveError(undefined);
    try {
      const saved = await dataProvider.saveCcgTemplate(content ?? '', version);
      setContent(saved.Content);
      setVersion(saved.Version);
      notify('Modelo do contrato salvo.', { type: 'success' });
    } catch (error) {
      // a refusal (409 stale, 400) keeps the text on screen with the server's message
      setSaveError(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame
      testId="page-contrato"
      title="Contrato de contragarantia (CCG)"
      subtitle="Modelo do contrato gerado para cada tomador, com as tags preenchidas pelos dados dele e dos fiadores."
      breadcrumb={[{ label: 'Contrato' }]}
      action={
        <BusyButton busy={saving} variant="contained" disabled={content === null} onClick={save}>
          Salvar modelo
        </BusyButton>
      }
    >
      {loadError ? <Alert severity="error">{loadError}</Alert> : null}
      {saveError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {saveError}
        </Alert>
      ) : null}
      {content === null && !loadError ? <Skeleton variant="rounded" height={320} /> : null}
      {content !== null ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <Stack spacing={2}>
              <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
                <RichTextEditor
                  label="Texto do contrato"
                  value={content}
                  onChange={setContent}
                  renderTools={(insert) => <InsertBridge insert={insert} targetRef={insertRef} />}
                />
              </Suspense>
              <Paper
                variant="outlined"
                component="section"
                aria-label="Pré-visualização"
                sx={{ p: 2, bgcolor: 'background.default' }}
              >
                <Typography variant="subtitle2" component="h2">
                  Pré-visualização
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                  Com um tomador e fiadores de exemplo; tags sem valor aparecem destacadas.
                </Typography>
                <RichTextView html={preview} data-testid="ccg-template-preview" />
              </Paper>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <CcgTagList
              onInsert={(text) =>
                insertRef.current
                  ? insertRef.current(text)
                  : setContent((value) => `${value ?? ''}${text}`)
              }
            />
          </Grid>
        </Grid>
      ) : null}
    </PageFrame>
  );
};
