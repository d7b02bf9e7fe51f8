import { TextField } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import { maskCnpj, maskCpf, maskDocument, stripDocument } from '../../../domain/cpfCnpj';
import type { FieldBaseProps } from '../fieldProps';
import { type DocumentKind, documentProblem } from './documentValidation';

export interface DocumentTextFieldProps extends Omit<FieldBaseProps, 'error'> {
  /** Message shown under the field (a react-admin validation message renders itself). */
  error?: ReactNode;
  /** The document without mask (as the gateway stores it). */
  value: string | null | undefined;
  /** Receives the document without mask: digits, and upper-case letters of an alphanumeric CNPJ. */
  onChange: (value: string) => void;
  /** Which documents are accepted. Default both (CPF up to 11 digits, then CNPJ). */
  accept?: DocumentKind;
  /** Called with the validation message (translated) or undefined whenever the value changes. */
  onValidityChange?: (problem: string | undefined) => void;
  autoFocus?: boolean;
  size?: 'small' | 'medium';
  /** A search by part of the document: no "inválido" for what is not a whole CPF or CNPJ. */
  partial?: boolean;
}

const masks: Record<DocumentKind, (value: string) => string> = {
  both: maskDocument,
  cpf: maskCpf,
  cnpj: maskCnpj,
};

/**
 * CPF/CNPJ input masked as typed (000.000.000-00, then 00.000.000/0000-00 with letters for the
 * alphanumeric CNPJ). Says "CPF inválido" / "CNPJ inválido" once the field is left, or at once
 * when the form passes its own `error`.
 */
export const DocumentTextField = ({
  value,
  onChange,
  accept = 'both',
  onValidityChange,
  label = 'aval.parties.document.label',
  error,
  onBlur,
  partial = false,
  ...rest
}: DocumentTextFieldProps) => {
  const translate = useTranslate();
  const [touched, setTouched] = useState(false);
  const mask = masks[accept];
  const problem = documentProblem(value, accept);
  const shown = error ?? (touched && problem && !partial ? translate(problem) : undefined);
  return (
    <TextField
      {...rest}
      fullWidth
      label={translate(label, { _: label })}
      value={mask(value ?? '')}
      onChange={(event) => {
        const next = stripDocument(mask(event.target.value));
        onChange(next);
        const nextProblem = documentProblem(next, accept);
        onValidityChange?.(nextProblem ? translate(nextProblem) : undefined);
      }}
      onBlur={() => {
        setTouched(true);
        onBlur?.();
      }}
      error={Boolean(shown)}
      helperText={shown}
      slotProps={{ htmlInput: { maxLength: 18, autoCapitalize: 'characters' } }}
    />
  );
};
