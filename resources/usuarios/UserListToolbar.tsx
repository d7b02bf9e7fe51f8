import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  InputAdornment,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Dropdown } from '../../src/components';
import type { BrokerOption } from './types';

export type Situation = 'active' | 'inactive' | 'all';

export interface UserListToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  situation: Situation;
  onSituationChange: (situation: Situation) => void;
  /** Insurer staff only: the broker filter. */
  brokers?: BrokerOption[];
  brokerId: number | null;
  onBrokerChange: (brokerId: number | null) => void;
}

/** Text search, situation (active / inactive / all) and broker filter of the user list. */
export const UserListToolbar = ({
  search,
  onSearchChange,
  situation,
  onSituationChange,
  brokers,
  brokerId,
  onBrokerChange,
}: UserListToolbarProps) => {
  const translate = useTranslate();
  const situationLabel = useId();
  const filter = (key: string) => translate(`resources.usuarios.filters.${key}`);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: brokers ? '2fr auto 1.2fr' : '2fr auto' },
        mb: 2,
      }}
    >
      <TextField
        type="search"
        size="small"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        placeholder={filter('search')}
        slotProps={{
          htmlInput: { 'aria-label': filter('search'), maxLength: 50 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={situationLabel} variant="body2" color="text.secondary">
          {filter('situation')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={situation}
          onChange={(_, value: Situation | null) => value && onSituationChange(value)}
          aria-labelledby={situationLabel}
        >
          <ToggleButton value="active">{filter('active')}</ToggleButton>
          <ToggleButton value="inactive">{filter('inactive')}</ToggleButton>
          <ToggleButton value="all">{filter('all')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {brokers && (
        <Dropdown
          size="small"
          label={filter('broker')}
          placeholder={filter('allBrokers')}
          items={brokers}
          optionLabel="Name"
          optionValue="Id"
          value={brokerId}
          onChange={(value) => onBrokerChange(value === null ? null : Number(value))}
        />
      )}
    </Box>
  );
};
