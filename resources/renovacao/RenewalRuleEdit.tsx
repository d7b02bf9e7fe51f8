import { renewalScreens } from './renewalScreens';
import { RuleEditPage } from './RuleEditPage';

/** /parametrizacao/renovacao/editar-modalidade-renovacao/:token — the token is the rule's UniqueId. */
export const RenewalRuleEdit = () => <RuleEditPage area={renewalScreens} />;
