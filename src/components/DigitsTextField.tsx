import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { INPUT_MAX_LENGTH } from './constants';
import type { FieldBaseProps } from './fieldProps';

export interface DigitsTextFieldProps extends FieldBaseProps {
  value: string | null | undefined;
  /** Receives the digits typed, without any other character. */
  onChange: (value: string) => void;
}

/** Number input that keeps digits only (up to INPUT_MAX_LENGTH). */
export const DigitsTextField = ({
  value,
  onChange,
  label,
  error,
  ...rest
}: DigitsTextFieldProps) => {
  const translate = useTranslate();
  return (
    <TextField
      {...rest}
      fullWidth
      label={label ? translate(label, { _: label }) : undefined}
      value={value ?? ''}
      onChange={(event) =>
        onChange(event.target.value.replace(/\D/g, '').slice(0, INPUT_MAX_LENGTH))
      }
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: { maxLength: INPUT_MAX_LENGTH, inputMode: 'numeric', pattern: '[0-9]*' },
      }}
    />
  );
};
