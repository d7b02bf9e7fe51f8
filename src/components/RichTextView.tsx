import { Box, type BoxProps } from '@mui/material';
import { useMemo } from 'react';
import { sanitizeHtml } from '../layout/sanitizeHtml';

export interface RichTextViewProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** Rich text as stored or previewed (terms, conditions, clauses): sanitised here. */
  html: string;
}

/**
 * The one place the portal puts authored HTML in the page (eslint forbids
 * dangerouslySetInnerHTML elsewhere): always through the shared rich-text sanitiser.
 */
export const RichTextView = ({ html, ...props }: RichTextViewProps) => {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <Box {...props} dangerouslySetInnerHTML={{ __html: safe }} />;
};
