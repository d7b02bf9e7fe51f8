import { RuleCreatePage } from '../renovacao/RuleCreatePage';
import { anniversaryScreens } from './anniversaryScreens';

/** /parametrizacao/endosso/criar-modalidade-aniversario: a new modality rule. */
export const AnniversaryRuleCreate = () => <RuleCreatePage area={anniversaryScreens} />;
