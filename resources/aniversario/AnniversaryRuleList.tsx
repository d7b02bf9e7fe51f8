import { useTranslate } from 'react-admin';
import { adjustmentIndexLabels } from '../../domain/renewal';
import { RuleListPage } from '../renovacao/RuleListPage';
import { anniversaryScreens } from './anniversaryScreens';

/** /parametrizacao/endosso/modalidades-aniversario: each modality's anniversary rule. */
export const AnniversaryRuleList = () => {
  const translate = useTranslate();
  const yesNo = (value: boolean) => translate(`aval.ruleConfig.${value ? 'yes' : 'no'}`);
  // a value the rule sets is shown as is; an inherited one says so
  const shown = (own: unknown, value: string) =>
    own === null ? translate('resources.aniversario.rules.inherited', { value }) : value;
  return (
    <RuleListPage
      area={anniversaryScreens}
      statusHeader="enabled"
      columns={[
        {
          header: 'days',
          cell: (rule) =>
            shown(rule.DaysBeforeAnniversary, String(rule.Effective.DaysBeforeAnniversary)),
        },
        {
          header: 'index',
          cell: (rule) =>
            shown(rule.AdjustmentIndex, adjustmentIndexLabels[rule.Effective.AdjustmentIndex]),
        },
        {
          header: 'charge',
          cell: (rule) =>
            shown(rule.ChargeAnnualPremium, yesNo(rule.Effective.ChargeAnnualPremium)),
        },
        {
          header: 'issue',
          cell: (rule) => shown(rule.AutomaticIssue, yesNo(rule.Effective.AutomaticIssue)),
        },
      ]}
    />
  );
};
