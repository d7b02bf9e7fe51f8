import { RuleAreaMenu } from './ConfigAreaMenu';
import { MENU_PATH, RENEWAL_RULES_PATH, RENEWAL_SETTINGS_PATH } from './paths';

export const renewalBreadcrumb = [{ label: 'aval.parametrizacao.title', to: MENU_PATH }];

/** /parametrizacao/renovacao: leads to the defaults and to the modality rules. */
export const RenewalAreaPage = () => (
  <RuleAreaMenu
    testId="page-renovacao"
    titleKey="aval.parametrizacao.areas.renovacao.title"
    resource="renovacao"
    breadcrumb={renewalBreadcrumb}
    settingsPath={RENEWAL_SETTINGS_PATH}
    rulesPath={RENEWAL_RULES_PATH}
  />
);
