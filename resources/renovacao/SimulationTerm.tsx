import { Alert, Grid } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { addYears, type PolicyTerm, validatePolicyTerm } from '../../domain/renewal';
import { DateTextField } from '../../src/components';
import { toIsoDate } from '../../src/components/dateMask';

type TermInput = Record<keyof PolicyTerm, string | null>;

/** A sample policy term for a simulation: starting today and lasting `years`. */
export const useSimulationTerm = (years: number) => {
  const [term, setTerm] = useState<TermInput>(() => {
    const today = toIsoDate(new Date());
    return {
      startDate: today,
      endDate: addYears(today, years),
      referenceDate: today,
    };
  });
  const checked = validatePolicyTerm(term);
  return {
    term,
    setDate: (field: keyof PolicyTerm, value: string | null) =>
      setTerm((current) => ({ ...current, [field]: value })),
    valid: checked.problems.length ? null : checked.values,
    problems: checked.problems,
  };
};
export type SimulationTerm = ReturnType<typeof useSimulationTerm>;

/** The three dates of a simulation and what is wrong with them. */
export const SimulationTermInputs = ({ simulation }: { simulation: SimulationTerm }) => {
  const translate = useTranslate();
  const field = (name: keyof PolicyTerm) => (
    <Grid size={{ xs: 12, sm: 4 }}>
      <DateTextField
        id={`simulation-${name}`}
        label={translate(`aval.ruleConfig.simulation.${name}`)}
        value={simulation.term[name]}
        onChange={(value) => simulation.setDate(name, value)}
      />
    </Grid>
  );
  return (
    <>
      <Grid container spacing={2}>
        {field('startDate')}
        {field('endDate')}
        {field('referenceDate')}
      </Grid>
      {simulation.problems.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {simulation.problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      )}
    </>
  );
};
