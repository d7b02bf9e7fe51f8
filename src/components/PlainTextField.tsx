import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { INPUT_MAX_LENGTH } from './constants';
import type { FieldBaseProps } from './fieldProps';

export interface PlainTextFieldProps extends FieldBaseProps {
  value: string | null | undefined;
  onChange: (value: string) => void;
}

/** Text input limited to INPUT_MAX_LENGTH characters. */
export const PlainTextField = ({ value, onChange, label, error, ...rest }: PlainTextFieldProps) => {
  const translate = useTranslate();
  return (
    <TextField
      {...rest}
      fullWidth
      label={label ? translate(label, { _: label }) : undefined}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value.slice(0, INPUT_MAX_LENGTH))}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { maxLength: INPUT_MAX_LENGTH } }}
    />
  );
};
