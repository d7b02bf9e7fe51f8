import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Card, CardHeader, LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';

export interface ListCardProps {
  title: string;
  subtitle: string;
  /** The "Adicionar …" button at the right of the header. */
  addLabel: string;
  onAdd: () => void;
  addDisabled?: boolean;
  loading?: boolean;
  /** A load failure, shown in a red alert above the rows. */
  error?: string;
  children: ReactNode;
}

/** An outlined card listing rows (a table, sections…) with an add button in its header. */
export const ListCard = ({
  title,
  subtitle,
  addLabel,
  onAdd,
  addDisabled,
  loading,
  error,
  children,
}: ListCardProps) => (
  <Card variant="outlined">
    <CardHeader
      title={title}
      subheader={subtitle}
      slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      action={
        <Button variant="contained" startIcon={<AddIcon />} disabled={addDisabled} onClick={onAdd}>
          {addLabel}
        </Button>
      }
    />
    {loading && <LinearProgress />}
    {error && (
      <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
        {error}
      </Alert>
    )}
    {children}
  </Card>
);
