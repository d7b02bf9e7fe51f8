import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  formatDisplayDate,
  fromIsoDate,
  maskDateInput,
  parseDisplayDate,
  toIsoDate,
} from './dateMask';
import type { FieldBaseProps } from './fieldProps';

const DateCalendarPopover = lazy(() =>
  import('./DateCalendarPopover').then((module) => ({ default: module.DateCalendarPopover })),
);

export interface DateTextFieldProps extends FieldBaseProps {
  /** "yyyy-MM-dd" (an ISO date-time is accepted too); null when empty or incomplete. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
}

const displayOf = (value: string | null | undefined): string => {
  const date = fromIsoDate(value);
  return date ? formatDisplayDate(date) : '';
};

const normalizedIso = (value: string | null | undefined): string | null => {
  const date = fromIsoDate(value);
  return date ? toIsoDate(date) : null;
};

/** dd/MM/yyyy masked input with a calendar button. */
export const DateTextField = ({
  value,
  onChange,
  label,
  error,
  onBlur,
  placeholder,
  disabled,
  ...rest
}: DateTextFieldProps) => {
  const translate = useTranslate();
  const [text, setText] = useState(() => displayOf(value));
  const [blurred, setBlurred] = useState(false);
  const [calendarAnchor, setCalendarAnchor] = useState<HTMLElement | null>(null);
  const lastEmitted = useRef(normalizedIso(value));

  // A value set from outside (reset, loaded record) replaces what is typed.
  useEffect(() => {
    const iso = normalizedIso(value);
    if (iso !== lastEmitted.current) {
      lastEmitted.current = iso;
      setText(displayOf(value));
    }
  }, [value]);

  const emit = (iso: string | null) => {
    if (iso === lastEmitted.current) return;
    lastEmitted.current = iso;
    onChange(iso);
  };

  const handleText = (raw: string) => {
    const masked = maskDateInput(raw);
    setText(masked);
    const date = parseDisplayDate(masked);
    emit(date ? toIsoDate(date) : null);
  };

  const complete = text.length === 10;
  const invalid = text !== '' && parseDisplayDate(text) === null && (complete || blurred);
  const message = invalid ? translate('aval.components.dateInput.invalid') : error;

  return (
    <>
      <TextField
        {...rest}
        fullWidth
        disabled={disabled}
        label={label ? translate(label, { _: label }) : undefined}
        value={text}
        placeholder={placeholder ?? translate('aval.components.dateInput.placeholder')}
        onChange={(event) => handleText(event.target.value)}
        onFocus={() => setBlurred(false)}
        onBlur={() => {
          setBlurred(true);
          onBlur?.();
        }}
        error={Boolean(message)}
        helperText={message}
        slotProps={{
          htmlInput: { maxLength: 10, inputMode: 'numeric' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  disabled={disabled}
                  aria-label={translate('aval.components.dateInput.openCalendar')}
                  onClick={(event) => setCalendarAnchor(event.currentTarget)}
                >
                  <CalendarMonthOutlinedIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {calendarAnchor && (
        <Suspense fallback={null}>
          <DateCalendarPopover
            anchorEl={calendarAnchor}
            value={parseDisplayDate(text)}
            onPick={(date) => {
              setCalendarAnchor(null);
              handleText(formatDisplayDate(date));
            }}
            onClose={() => setCalendarAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
};
