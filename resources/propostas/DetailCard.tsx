import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface DetailCardProps {
  title: string;
  /** Right of the title (a count, a chip). */
  action?: ReactNode;
  /** Shown instead of the content when there is nothing to show. */
  empty?: string;
  children?: ReactNode;
}

/** One card of the proposal's detail, headed by its title, or its empty message. */
export const DetailCard = ({ title, action, empty, children }: DetailCardProps) => (
  <Card variant="outlined">
    <CardHeader
      title={title}
      action={action}
      slotProps={{ title: { variant: 'h6', component: 'h2' } }}
    />
    <CardContent sx={{ pt: 0 }}>
      {empty ? <Typography color="text.secondary">{empty}</Typography> : children}
    </CardContent>
  </Card>
);
