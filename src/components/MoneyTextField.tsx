import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBRL } from '../../domain/format';
import { parseBRLInput } from './brl';
import { INPUT_MAX_LENGTH } from './constants';
import type { FieldBaseProps } from './fieldProps';

export interface MoneyTextFieldProps extends FieldBaseProps {
  /** Decimal string ("1234.56"); null when empty. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
}

/** BRL-masked input (R$ 1.234,56); digits fill from the cents. */
export const MoneyTextField = ({
  value,
  onChange,
  label,
  error,
  placeholder,
  ...rest
}: MoneyTextFieldProps) => {
  const translate = useTranslate();
  const display = formatBRL(value);
  const handleChange = (text: string) => {
    const parsed = parseBRLInput(text);
    // Erasing from "R$ 0,01" leaves zeros only: treat it as clearing the field.
    const next = parsed === '0.00' && text.length < display.length ? null : parsed;
    if (formatBRL(next).length > INPUT_MAX_LENGTH) return;
    onChange(next);
  };
  return (
    <TextField
      {...rest}
      fullWidth
      label={label ? translate(label, { _: label }) : undefined}
      value={display}
      placeholder={placeholder ?? 'R$ 0,00'}
      onChange={(event) => handleChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { maxLength: INPUT_MAX_LENGTH, inputMode: 'numeric' } }}
    />
  );
};
