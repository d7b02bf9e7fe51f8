import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A write refused because someone else changed the record first (409), with a reload. */
export const StaleAlert = ({ message, onReload }: { message: string; onReload: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {translate('resources.pagamentos.stale.reload')}
        </Button>
      }
    >
      <AlertTitle>{translate('resources.pagamentos.stale.title')}</AlertTitle>
      {message}
    </Alert>
  );
};
