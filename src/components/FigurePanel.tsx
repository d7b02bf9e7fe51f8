import { Grid, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface FigurePanelProps {
  /** The panel's heading, which also names its region. */
  title: string;
  /** Each figure as [label, value], in the order shown. */
  rows: [string, string][];
  /** Each value's data-testid is `${testIdPrefix}-${label}`. */
  testIdPrefix: string;
  /** Shown under the figures. */
  children?: ReactNode;
}

/** A titled panel of labelled figures: a caption over each value, side by side. */
export const FigurePanel = ({ title, rows, testIdPrefix, children }: FigurePanelProps) => (
  <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
      {title}
    </Typography>
    <Grid container spacing={2}>
      {rows.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, md: 'grow' }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {label}
          </Typography>
          <Typography data-testid={`${testIdPrefix}-${label}`}>{value}</Typography>
        </Grid>
      ))}
    </Grid>
    {children}
  </Paper>
);
