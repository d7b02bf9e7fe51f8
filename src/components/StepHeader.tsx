import {
  Box,
  LinearProgress,
  Step,
  StepLabel,
  Stepper,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTranslate } from 'react-admin';

export interface StepHeaderStep {
  /** i18n key or plain text. */
  label: string;
  /** Defaults to "before the active step". */
  completed?: boolean;
}

export interface StepHeaderProps {
  steps: StepHeaderStep[];
  /** Index of the active step (0-based). */
  active: number;
}

/**
 * Wizard step header. On small screens the labels of the other steps are hidden and a
 * "Etapa n de N" caption with a progress bar tells where the user is.
 */
export const StepHeader = ({ steps, active }: StepHeaderProps) => {
  const translate = useTranslate();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const labelOf = (step: StepHeaderStep) => translate(step.label, { _: step.label });
  const current = Math.min(Math.max(active, 0), Math.max(steps.length - 1, 0));
  return (
    <Box sx={{ width: '100%', mb: 3 }}>
      <Stepper activeStep={current} alternativeLabel={!compact}>
        {steps.map((step, index) => (
          <Step key={step.label} completed={step.completed ?? index < current}>
            <StepLabel>{compact && index !== current ? null : labelOf(step)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {compact && steps.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('aval.components.stepHeader.progress', {
              current: current + 1,
              total: steps.length,
            })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={((current + 1) / steps.length) * 100}
            sx={{ mt: 0.5 }}
          />
        </Box>
      )}
    </Box>
  );
};
