import { renewalScreens } from './renewalScreens';
import { RuleCreatePage } from './RuleCreatePage';

/** /parametrizacao/renovacao/criar-modalidade-renovacao: a new modality rule. */
export const RenewalRuleCreate = () => <RuleCreatePage area={renewalScreens} />;
