import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { consistentTerm, type Term } from './wizardModel';
import { DayInput, DaysInput } from './WizardInputs';
import { wizardText } from './WizardForm';

/**
 * Start, end and days of a term (the main one, or the complementary modality's with `prefix`):
 * changing one makes the others follow (wizardModel consistentTerm), as the gateway completes
 * them. Used by the wizard's risk step and the detail's risk change.
 */
export const TermInputs = ({ prefix = '' }: { prefix?: '' | 'Complementary' }) => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const names = {
    start: `${prefix}StartDate`,
    end: `${prefix}EndDate`,
    days: `${prefix}DeadlineDays`,
  } as const;
  const follow = (changed: keyof Term) => {
    const term: Term = {
      start: getValues(names.start) ?? null,
      end: getValues(names.end) ?? null,
      days: getValues(names.days) ?? null,
    };
    const next = consistentTerm(term, changed);
    for (const key of ['start', 'end', 'days'] as const) {
      if (next[key] !== term[key]) setValue(names[key], next[key], { shouldDirty: true });
    }
  };
  const label = (key: string) => translate(wizardText(`risk.${key}`));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DayInput
          source={names.start}
          label={label('startDate')}
          required
          onValueChange={() => follow('start')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DayInput
          source={names.end}
          label={label('endDate')}
          required
          onValueChange={() => follow('end')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DaysInput
          source={names.days}
          label={label('days')}
          required
          onValueChange={() => follow('days')}
        />
      </Grid>
    </Grid>
  );
};
