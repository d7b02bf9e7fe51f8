import { RichTextView } from '../../src/components/RichTextView';

/** A version's text as the insurer wrote it, sanitised before it reaches the page. */
export const ConditionsHtml = ({ html }: { html: string }) => (
  <RichTextView
    html={html}
    sx={{
      typography: 'body2',
      maxHeight: 420,
      overflowY: 'auto',
      p: 2,
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
      bgcolor: 'background.default',
      '& h3': { typography: 'subtitle1', fontWeight: 600, mt: 1.5, mb: 0.5 },
      '& p': { mt: 0, mb: 1 },
    }}
  />
);
