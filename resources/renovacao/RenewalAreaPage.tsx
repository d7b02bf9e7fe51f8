import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import TuneIcon from '@mui/icons-material/Tune';
import { useTranslate } from 'react-admin';
import { ConfigAreaMenu } from './ConfigAreaMenu';
import { MENU_PATH, RENEWAL_RULES_PATH, RENEWAL_SETTINGS_PATH } from './paths';

export const renewalBreadcrumb = [{ label: 'aval.parametrizacao.title', to: MENU_PATH }];

/** /parametrizacao/renovacao: leads to the defaults and to the modality rules. */
export const RenewalAreaPage = () => {
  const translate = useTranslate();
  return (
    <ConfigAreaMenu
      testId="page-renovacao"
      title={translate('aval.parametrizacao.areas.renovacao.title')}
      subtitle={translate('resources.renovacao.area.subtitle')}
      breadcrumb={renewalBreadcrumb}
      links={[
        {
          title: 'resources.renovacao.settings.title',
          description: 'resources.renovacao.area.settings',
          to: RENEWAL_SETTINGS_PATH,
          icon: <TuneIcon />,
        },
        {
          title: 'resources.renovacao.rules.title',
          description: 'resources.renovacao.area.rules',
          to: RENEWAL_RULES_PATH,
          icon: <FormatListBulletedIcon />,
        },
      ]}
    />
  );
};
