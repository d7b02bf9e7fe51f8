import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Chip } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { LEGAL_DEADLINE_WARNING_DAYS } from '../../domain/engines/legalDeadline';

const SOURCE = 'LegalDeadlineWithinDays';

/**
 * "Prazo legal vence em até 5 dias": a toggle over the list's filters (so it lives in the URL
 * with them), sending SearchProposals' LegalDeadlineWithinDays.
 */
export const LegalDeadlineQuickFilter = () => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const active = filterValues[SOURCE] !== undefined;
  const toggle = () => {
    const { [SOURCE]: _removed, ...others } = filterValues;
    setFilters(
      active ? others : { ...others, [SOURCE]: LEGAL_DEADLINE_WARNING_DAYS },
      displayedFilters,
    );
  };
  return (
    <Chip
      icon={<EventBusyIcon />}
      label={translate('resources.propostas.list.deadlineFilter', {
        days: LEGAL_DEADLINE_WARNING_DAYS,
      })}
      color={active ? 'error' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      onClick={toggle}
      aria-pressed={active}
      role="button"
      sx={{ mb: 1 }}
    />
  );
};
