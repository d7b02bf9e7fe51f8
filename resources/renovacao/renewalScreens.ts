import {
  DEFAULT_RENEWAL_SETTINGS,
  type EffectiveRenewal,
  effectiveRenewal,
  type RenewalRuleFields,
  type RenewalSettingsFields,
  renewalRuleLabels,
} from '../../domain/renewal';
import type { RenewalRuleSent, RenewalSettingsSent } from './renewalApi';
import { modalityRuleQueries, type ModalityRuleScreens } from './modalityRuleScreens';
import { RENEWAL_PATH, RENEWAL_CREATE_PATH, RENEWAL_RULES_PATH, renewalEditPath } from './paths';
import { renewalBreadcrumb } from './RenewalAreaPage';
import {
  type RenewalRuleForm,
  renewalRuleForm,
  type RenewalSettingsForm,
  renewalSettingsForm,
} from './renewalForm';
import { RenewalRuleInputs } from './RenewalRuleInputs';
import { RenewalSettingsInputs } from './RenewalSettingsInputs';
import { RenewalSimulation } from './RenewalSimulation';

interface RenewalTypes {
  settings: RenewalSettingsFields;
  settingsForm: RenewalSettingsForm;
  settingsInput: RenewalSettingsSent;
  ruleFields: RenewalRuleFields;
  ruleForm: RenewalRuleForm;
  ruleInput: RenewalRuleSent;
  effective: EffectiveRenewal;
}

const areaBreadcrumb = [
  ...renewalBreadcrumb,
  { label: 'aval.parametrizacao.areas.renovacao.title', to: RENEWAL_PATH },
];

/** The renewal area as the shared rule screens see it (resources/renovacao). */
export const renewalScreens: ModalityRuleScreens<RenewalTypes> = {
  resource: 'renovacao',
  routeWord: 'renovacao',
  idPrefix: 'renewal',
  paths: { rules: RENEWAL_RULES_PATH, create: RENEWAL_CREATE_PATH, edit: renewalEditPath },
  breadcrumbs: {
    area: areaBreadcrumb,
    rules: [
      ...areaBreadcrumb,
      { label: 'resources.renovacao.rules.title', to: RENEWAL_RULES_PATH },
    ],
  },
  queries: modalityRuleQueries('renovacao', (dataProvider) => ({
    getSettings: dataProvider.getRenewalSettings,
    saveSettings: dataProvider.saveRenewalSettings,
    getHistory: dataProvider.getRenewalHistory,
  })),
  defaults: DEFAULT_RENEWAL_SETTINGS,
  settingsForm: renewalSettingsForm,
  ruleForm: renewalRuleForm,
  modalityLabel: renewalRuleLabels.ModalityUniqueId,
  effective: effectiveRenewal,
  // an automatic modality that follows the defaults, under the values on screen
  simulateDefaults: (settings) =>
    effectiveRenewal(settings, {
      AutomaticRenewal: true,
      DaysBeforeExpiry: null,
      MaxRenewals: null,
      AdjustmentIndex: 'NENHUM',
    }),
  status: (effective) => ({
    on: effective.AutomaticRenewal,
    label: effective.AutomaticRenewal ? 'automatic' : 'manual',
  }),
  RuleInputs: RenewalRuleInputs,
  SettingsInputs: RenewalSettingsInputs,
  Simulation: RenewalSimulation,
};
