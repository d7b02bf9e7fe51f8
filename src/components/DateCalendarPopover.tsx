import { Popover } from '@mui/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as pickersEnUS, ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { enUS } from 'date-fns/locale/en-US';
import { ptBR } from 'date-fns/locale/pt-BR';
import { useState } from 'react';
import { useLocaleState } from 'react-admin';

export interface DateCalendarPopoverProps {
  anchorEl: HTMLElement | null;
  value: Date | null;
  onPick: (date: Date) => void;
  onClose: () => void;
}

/** The calendar of DateTextField, loaded on first open (x-date-pickers is heavy). */
export const DateCalendarPopover = ({
  anchorEl,
  value,
  onPick,
  onClose,
}: DateCalendarPopoverProps) => {
  const [locale] = useLocaleState();
  const [draft, setDraft] = useState(value);
  const english = locale.startsWith('en');
  const localeText = (english ? pickersEnUS : pickersPtBR).components.MuiLocalizationProvider
    .defaultProps.localeText;
  return (
    <Popover
      open={Boolean(anchorEl)}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <LocalizationProvider
        dateAdapter={AdapterDateFns}
        adapterLocale={english ? enUS : ptBR}
        localeText={localeText}
      >
        <DateCalendar
          value={draft}
          onChange={(date: Date | null, state) => {
            setDraft(date);
            // Picking a year or month only moves the calendar; picking a day picks the date.
            if (date && state === 'finish') onPick(date);
          }}
        />
      </LocalizationProvider>
    </Popover>
  );
};
