import LockClockIcon from '@mui/icons-material/LockClock';
import { useTranslate } from 'react-admin';
import { storage } from '../providers/storage';
import { HomeLink } from './HomeLink';
import { StatusPage } from './StatusPage';

/** After 5 failed sign-ins the account is locked for 15 minutes (GetToken answers 423). */
export const LockedPage = () => {
  const translate = useTranslate();
  return (
    <StatusPage
      testId="page-locked"
      icon={<LockClockIcon />}
      title={translate('aval.pages.locked.title')}
      message={translate('aval.pages.locked.message')}
      actions={<HomeLink to={storage.getLoginPath()} label="aval.pages.backToLogin" />}
    />
  );
};
LockedPage.path = '/locked';
