import ConstructionIcon from '@mui/icons-material/Construction';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useAppConfig } from '../providers/appConfigStore';
import { StatusPage } from './StatusPage';

/** page-error-503: shown while the tenant's maintenance mode is on. */
export const MaintenancePage = () => {
  const translate = useTranslate();
  const config = useAppConfig();
  return (
    <StatusPage
      testId="page-error-503"
      icon={<ConstructionIcon />}
      title={translate('aval.maintenance.title')}
      message={config?.maintenanceMessage || translate('aval.maintenance.message')}
      actions={
        <Button variant="contained" onClick={() => window.location.assign('/')}>
          {translate('aval.maintenance.retry')}
        </Button>
      }
    />
  );
};
MaintenancePage.path = '/maintenance';
