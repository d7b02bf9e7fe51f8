import { Alert, Grid, Paper, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { TermTag } from '../../domain/templates';
import { RichTextView } from '../../src/components/RichTextView';
import { TagPicker } from './TagPicker';
import { livePreview } from './termPreview';

const RichTextEditor = lazy(() =>
  import('../../src/components/RichTextEditor').then((module) => ({
    default: module.RichTextEditor,
  })),
);

export interface TaggedTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  termTags: readonly TermTag[];
  /** Texto de endosso: the preview also fills the endorsement (TAG_) tags. */
  withEndorsement?: boolean;
  error?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A contract text in the rich-text editor with the tag picker, and beside it the live preview:
 * the text rendered by the tag engine with the sample proposal, missing tags highlighted.
 */
export const TaggedTextEditor = ({
  label,
  value,
  onChange,
  termTags,
  withEndorsement = false,
  error,
  disabled,
  required,
}: TaggedTextEditorProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.modalidades.texts.${key}`, options);
  const deferred = useDeferredValue(value);
  const preview = useMemo(
    () => livePreview(deferred, termTags, withEndorsement),
    [deferred, termTags, withEndorsement],
  );
  const bracketed = (tags: string[]) => tags.map((tag) => `[${tag}]`).join(', ');

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
          <RichTextEditor
            label={label}
            value={value}
            onChange={onChange}
            error={error}
            disabled={disabled}
            required={required}
            renderTools={(insert) => (
              <TagPicker termTags={termTags} onPick={insert} disabled={disabled} />
            )}
          />
        </Suspense>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Paper
          variant="outlined"
          component="section"
          aria-label={t('preview')}
          sx={{ p: 1.5, height: '100%', bgcolor: 'background.default' }}
        >
          <Typography variant="subtitle2" component="h3">
            {t('preview')}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {t(withEndorsement ? 'previewEndorsementHint' : 'previewHint')}
          </Typography>
          {preview.html ? (
            <RichTextView
              html={preview.html}
              data-testid="term-preview"
              sx={{
                typography: 'body2',
                overflowWrap: 'anywhere',
                '& p': { my: 0.5 },
                '& mark.tag-missing': {
                  bgcolor: 'warning.light',
                  color: 'warning.contrastText',
                  px: 0.25,
                  borderRadius: 0.5,
                },
              }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('previewEmpty')}
            </Typography>
          )}
          {preview.missing.length > 0 && (
            <Typography variant="caption" color="warning.main" component="p" sx={{ mt: 1 }}>
              {t('missingTags', { tags: bracketed(preview.missing) })}
            </Typography>
          )}
          {preview.unknown.length > 0 && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {t('unknownTags', { tags: bracketed(preview.unknown) })}
            </Alert>
          )}
        </Paper>
      </Grid>
    </Grid>
  );
};
