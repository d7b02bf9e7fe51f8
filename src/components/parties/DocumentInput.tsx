import { type InputProps, useInput, ValidationError } from 'react-admin';
import { type DocumentKind, documentProblem } from './documentValidation';
import { DocumentTextField } from './DocumentTextField';

export interface DocumentInputProps extends Omit<InputProps, 'label'> {
  label?: string;
  accept?: DocumentKind;
  size?: 'small' | 'medium';
  /** A search by part of the document: no "inválido" for what is not a whole CPF or CNPJ. */
  partial?: boolean;
}

/**
 * CPF/CNPJ as a react-admin input (forms and list filters): masked while typed, stored without
 * the mask; in a form a whole document is required to be valid, and the form's or the gateway's
 * message shows under the field.
 */
export const DocumentInput = ({
  label,
  accept = 'both',
  size = 'small',
  partial,
  validate,
  ...props
}: DocumentInputProps) => {
  const whole = (value: string | null | undefined) =>
    value ? documentProblem(value, accept) : undefined;
  const validators = [...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const { field, fieldState, formState, isRequired } = useInput({
    ...props,
    validate: partial ? validators : [...validators, whole],
  });
  const message = fieldState.error?.message;
  const shown = message && (fieldState.isTouched || formState.isSubmitted);
  return (
    <DocumentTextField
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      label={label}
      accept={accept}
      size={size}
      partial={partial}
      required={isRequired}
      error={shown ? <ValidationError error={message} /> : undefined}
    />
  );
};
