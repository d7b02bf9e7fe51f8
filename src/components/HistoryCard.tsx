import { Card, CardContent, CardHeader } from '@mui/material';
import { HistoryPanel, type HistoryPanelRow } from './parties/HistoryPanel';

export interface HistoryCardProps {
  title: string;
  rows: HistoryPanelRow[] | undefined;
  loading?: boolean;
}

/** An outlined card headed "Histórico de alterações" (or the title given) with the history rows. */
export const HistoryCard = ({ title, rows, loading }: HistoryCardProps) => (
  <Card variant="outlined">
    <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
    <CardContent sx={{ pt: 0 }}>
      <HistoryPanel rows={rows} loading={loading} />
    </CardContent>
  </Card>
);
