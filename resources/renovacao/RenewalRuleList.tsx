import { adjustmentIndexLabels } from '../../domain/renewal';
import { renewalScreens } from './renewalScreens';
import { RuleListPage } from './RuleListPage';
import { useTexts } from './useTexts';

/** /parametrizacao/renovacao/modalidades-renovacao: each modality's renewal rule. */
export const RenewalRuleList = () => {
  const t = useTexts('resources.renovacao.rules');
  return (
    <RuleListPage
      area={renewalScreens}
      statusHeader="automatic"
      columns={[
        {
          header: 'days',
          cell: (rule) =>
            rule.DaysBeforeExpiry ?? t('inherited', { days: rule.Effective.DaysBeforeExpiry }),
        },
        { header: 'max', cell: (rule) => rule.MaxRenewals ?? t('noLimit') },
        { header: 'index', cell: (rule) => adjustmentIndexLabels[rule.AdjustmentIndex] },
      ]}
    />
  );
};
