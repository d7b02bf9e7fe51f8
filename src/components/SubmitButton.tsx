import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SubmitButtonProps {
  /** i18n key or plain text. */
  label: string;
  submitting: boolean;
}

/** The large submit button of the access pages, showing a spinner while the call runs. */
export const SubmitButton = ({ label, submitting }: SubmitButtonProps) => {
  const translate = useTranslate();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={submitting}
      startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : null}
    >
      {translate(label, { _: label })}
    </Button>
  );
};
