import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import TuneIcon from '@mui/icons-material/Tune';
import { useTranslate } from 'react-admin';
import { ConfigAreaMenu } from '../renovacao/ConfigAreaMenu';
import { MENU_PATH } from '../renovacao/paths';
import { ANNIVERSARY_PATH, ANNIVERSARY_RULES_PATH, ANNIVERSARY_SETTINGS_PATH } from './paths';

export const anniversaryBreadcrumb = [{ label: 'aval.parametrizacao.title', to: MENU_PATH }];
export const anniversaryAreaBreadcrumb = [
  ...anniversaryBreadcrumb,
  { label: 'aval.parametrizacao.areas.endosso.title', to: ANNIVERSARY_PATH },
];

/** /parametrizacao/endosso: leads to the defaults and to the modality rules. */
export const AnniversaryAreaPage = () => {
  const translate = useTranslate();
  return (
    <ConfigAreaMenu
      testId="page-endosso"
      title={translate('aval.parametrizacao.areas.endosso.title')}
      subtitle={translate('resources.aniversario.area.subtitle')}
      breadcrumb={anniversaryBreadcrumb}
      links={[
        {
          title: 'resources.aniversario.settings.title',
          description: 'resources.aniversario.area.settings',
          to: ANNIVERSARY_SETTINGS_PATH,
          icon: <TuneIcon />,
        },
        {
          title: 'resources.aniversario.rules.title',
          description: 'resources.aniversario.area.rules',
          to: ANNIVERSARY_RULES_PATH,
          icon: <FormatListBulletedIcon />,
        },
      ]}
    />
  );
};
