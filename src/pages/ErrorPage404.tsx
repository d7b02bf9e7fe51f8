import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslate } from 'react-admin';
import { HomeLink } from './HomeLink';
import { StatusPage } from './StatusPage';

export const ErrorPage404 = () => {
  const translate = useTranslate();
  return (
    <StatusPage
      testId="page-error-404"
      icon={<SearchOffIcon />}
      title={translate('aval.pages.error404.title')}
      message={translate('aval.pages.error404.message')}
      actions={<HomeLink />}
    />
  );
};
ErrorPage404.path = '/error-404';
