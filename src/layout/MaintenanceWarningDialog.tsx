import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAppConfig } from '../providers/appConfigStore';

/** "Aviso!": the tenant's maintenance notice, only while maintenance itself is not active. */
export const MaintenanceWarningDialog = () => {
  const translate = useTranslate();
  const config = useAppConfig();
  const [dismissed, setDismissed] = useState(false);
  const open = !!config?.warnMaintenance && !config.maintenance && !dismissed;
  return (
    <Dialog open={open} onClose={() => setDismissed(true)} aria-labelledby="maintenance-title">
      <DialogTitle id="maintenance-title">{translate('aval.maintenance.warningTitle')}</DialogTitle>
      <DialogContent>{config?.maintenanceMessage}</DialogContent>
      <DialogActions>
        <Button onClick={() => setDismissed(true)} variant="contained">
          {translate('aval.maintenance.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
