import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { HomeLink } from './HomeLink';
import { StatusPage } from './StatusPage';

export const ErrorPage401 = () => {
  const translate = useTranslate();
  return (
    <StatusPage
      testId="page-error-401"
      icon={<LockIcon />}
      title={translate('aval.pages.error401.title')}
      message={translate('aval.pages.error401.message')}
      actions={<HomeLink />}
    />
  );
};
ErrorPage401.path = '/error-401';
