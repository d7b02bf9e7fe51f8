import { Alert, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SimulationTermInputs, type SimulationTerm } from './SimulationTerm';

/**
 * "Simulação": a sample policy term the user can change and, once valid, the schedule the area's
 * domain rule computes for it under the values on screen (not yet saved). The area gives the
 * schedule's reason (why nothing happens) and how the schedule reads.
 */
export const SimulationFrame = ({
  simulation,
  hint,
  testId,
  heading,
  reason,
  children,
}: {
  simulation: SimulationTerm;
  hint: string;
  testId: string;
  /** What comes above the reason (renewal: the status on the reference date). */
  heading?: ReactNode;
  /** Why the policy gets nothing (shown only while the term is valid, as the rest). */
  reason?: string | null;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  const title = translate('aval.ruleConfig.simulation.title');
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {hint}
      </Typography>
      <SimulationTermInputs simulation={simulation} />
      {simulation.valid && (
        <Stack spacing={1.5} sx={{ mt: 2 }} data-testid={testId}>
          {heading}
          {reason && <Alert severity="info">{reason}</Alert>}
          {children}
        </Stack>
      )}
    </Paper>
  );
};
