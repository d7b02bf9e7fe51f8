import { RuleAreaMenu } from '../renovacao/ConfigAreaMenu';
import { MENU_PATH } from '../renovacao/paths';
import { ANNIVERSARY_PATH, ANNIVERSARY_RULES_PATH, ANNIVERSARY_SETTINGS_PATH } from './paths';

export const anniversaryBreadcrumb = [{ label: 'aval.parametrizacao.title', to: MENU_PATH }];
export const anniversaryAreaBreadcrumb = [
  ...anniversaryBreadcrumb,
  { label: 'aval.parametrizacao.areas.endosso.title', to: ANNIVERSARY_PATH },
];

/** /parametrizacao/endosso: leads to the defaults and to the modality rules. */
export const AnniversaryAreaPage = () => (
  <RuleAreaMenu
    testId="page-endosso"
    titleKey="aval.parametrizacao.areas.endosso.title"
    resource="aniversario"
    breadcrumb={anniversaryBreadcrumb}
    settingsPath={ANNIVERSARY_SETTINGS_PATH}
    rulesPath={ANNIVERSARY_RULES_PATH}
  />
);
