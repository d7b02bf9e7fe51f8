import { type InputProps, useInput } from 'react-admin';
import { type DocumentKind } from './documentValidation';
import { DocumentTextField } from './DocumentTextField';

export interface DocumentInputProps extends Omit<InputProps, 'label'> {
  label?: string;
  accept?: DocumentKind;
  size?: 'small' | 'medium';
  partial?: boolean;
}

/**
 * CPF/CNPJ as a react-admin input (forms and list filters): masked while typed, stored without
 * the mask, the form's or the gateway's message under the field.
 */
export const DocumentInput = ({
  label,
  accept,
  size = 'small',
  partial,
  ...props
}: DocumentInputProps) => {
  const { field, fieldState, isRequired } = useInput(props);
  return (
    <DocumentTextField
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      name={field.name}
      label={label}
      accept={accept}
      partial={partial}
      size={size}
      required={isRequired}
      error={fieldState.error?.message}
    />
  );
};
