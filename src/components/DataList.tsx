import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A label and its value, as the detail cards list a record's fields. */
export const Datum = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Typography variant="caption" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="body2" component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
      {children}
    </Typography>
  </div>
);

const columnTemplates = {
  2: { xs: '1fr', sm: 'repeat(2, 1fr)' },
  3: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

export interface DataListProps {
  /** How many columns on a wide screen (one on a phone). */
  columns?: keyof typeof columnTemplates;
  /** Names the list for assistive technology, when it is a section of its own. */
  'aria-label'?: string;
  /** The `<Datum>`s. */
  children: ReactNode;
}

/** One record's fields as a description list of `<Datum>`s, in a grid. */
export const DataList = ({ columns = 3, children, ...props }: DataListProps) => (
  <Box
    component="dl"
    aria-label={props['aria-label']}
    sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: columnTemplates[columns] }}
  >
    {children}
  </Box>
);
