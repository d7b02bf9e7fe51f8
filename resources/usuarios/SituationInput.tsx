import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { useInput, useTranslate } from 'react-admin';

type Situation = 'active' | 'inactive' | 'all';

const situationOf = (value: unknown): Situation =>
  value === 'true' ? 'active' : value === 'false' ? 'inactive' : 'all';

/** The filter `filterByActive` of GetUsers as three buttons: active / inactive / all. */
export const SituationInput = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const labelId = useId();
  const { field } = useInput({ source });
  const filter = (key: string) => translate(`resources.usuarios.filters.${key}`);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, minHeight: 40 }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {filter('situation')}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={situationOf(field.value)}
        onChange={(_, value: Situation | null) => {
          if (value) field.onChange(value === 'all' ? null : String(value === 'active'));
        }}
        aria-labelledby={labelId}
      >
        <ToggleButton value="active">{filter('active')}</ToggleButton>
        <ToggleButton value="inactive">{filter('inactive')}</ToggleButton>
        <ToggleButton value="all">{filter('all')}</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
};
