/** Props shared by the controlled text-like fields behind DynamicInput. */
export interface FieldBaseProps {
  /** i18n key or plain text. */
  label?: string;
  name?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Message shown under the field; also colours it as an error. */
  error?: string;
  onBlur?: () => void;
}
