import { Grid, Paper, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { renderTemplate, segmentsToHtml, type TemplateData } from '../../../domain/templates';
import { RichTextView } from '../../../src/components/RichTextView';
import { TagPicker } from '../../modalidades/TagPicker';
import { wizardText } from './WizardForm';

// the editor (and its rich-text library) loads only when a text is on screen
const RichTextEditor = lazy(() =>
  import('../../../src/components/RichTextEditor').then((module) => ({
    default: module.RichTextEditor,
  })),
);

/** A text rendered by the tag engine with the draft's data: missing tags highlighted. */
export const termPreview = (value: string, data: TemplateData) => {
  const segments = renderTemplate(value, data);
  return {
    html: segmentsToHtml(segments),
    missing: [
      ...new Set(segments.filter((segment) => segment.kind === 'missing').map((s) => s.tag)),
    ],
  };
};

export interface ProposalTermEditorProps {
  /** The form's source of the text's Value, e.g. `ContractualTerms.Object.0.Value`. */
  source: string;
  label: string;
  /** The draft as the tag engine reads it (what the form holds now). */
  data: TemplateData;
}

/**
 * One of the proposal's contractual texts in the rich-text editor with the tag picker, beside
 * its live preview: the text with the draft's own values in its tags (the proposal the broker is
 * writing, not the parameterisation's sample).
 */
export const ProposalTermEditor = ({ source, label, data }: ProposalTermEditorProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const value = String(field.value ?? '');
  const deferred = useDeferredValue(value);
  const preview = useMemo(() => termPreview(deferred, data), [deferred, data]);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
          <RichTextEditor
            label={label}
            value={value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            renderTools={(insert) => <TagPicker termTags={data.termTags ?? []} onPick={insert} />}
          />
        </Suspense>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Paper
          variant="outlined"
          component="section"
          aria-label={`${translate(wizardText('risk.preview'))}: ${label}`}
          sx={{ p: 1.5, height: '100%', bgcolor: 'background.default' }}
        >
          <Typography variant="subtitle2" component="h4">
            {translate(wizardText('risk.preview'))}
          </Typography>
          <RichTextView
            html={preview.html}
            data-testid="proposal-term-preview"
            sx={{
              typography: 'body2',
              overflowWrap: 'anywhere',
              '& p': { my: 0.5 },
              '& mark.tag-missing': { bgcolor: 'warning.light', px: 0.25, borderRadius: 0.5 },
            }}
          />
          {preview.missing.length > 0 && (
            <Typography variant="caption" color="warning.main" component="p" sx={{ mt: 1 }}>
              {translate(wizardText('risk.missingTags'), {
                tags: preview.missing.map((tag) => `[${tag}]`).join(', '),
              })}
            </Typography>
          )}
        </Paper>
      </Grid>
    </Grid>
  );
};
