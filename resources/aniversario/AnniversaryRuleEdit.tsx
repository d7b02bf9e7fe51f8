import { RuleEditPage } from '../renovacao/RuleEditPage';
import { anniversaryScreens } from './anniversaryScreens';

/** /parametrizacao/endosso/editar-modalidade-aniversario/:token — the rule's UniqueId. */
export const AnniversaryRuleEdit = () => <RuleEditPage area={anniversaryScreens} />;
