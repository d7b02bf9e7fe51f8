import {
  DEFAULT_RENEWAL_SETTINGS,
  type EffectiveRenewal,
  effectiveRenewal,
  type RenewalRuleAnswer,
  type RenewalRuleFields,
  type RenewalRuleInput,
  type RenewalSettingsFields,
  type RenewalSettingsInput,
  renewalRuleLabels,
} from '../../domain/renewal';
import {
  type ModalityRuleApi,
  modalityRuleQueries,
  type ModalityRuleScreens,
} from './modalityRuleScreens';
import { RENEWAL_PATH, RENEWAL_CREATE_PATH, RENEWAL_RULES_PATH, renewalEditPath } from './paths';
import * as api from './renewalApi';
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
  settingsInput: RenewalSettingsInput;
  ruleFields: RenewalRuleFields;
  ruleForm: RenewalRuleForm;
  ruleInput: RenewalRuleInput;
  effective: EffectiveRenewal;
}

const areaBreadcrumb = [
  ...renewalBreadcrumb,
  { label: 'aval.parametrizacao.areas.renovacao.title', to: RENEWAL_PATH },
];

// each call is looked up when it is made, not when this file loads: the screens' tests replace
// the api module, some without the calls they do not make
const renewalApi: ModalityRuleApi<
  RenewalSettingsFields,
  RenewalSettingsInput,
  RenewalRuleAnswer,
  RenewalRuleInput
> = {
  getSettings: () => api.getRenewalSettings(),
  saveSettings: (version, input) => api.saveRenewalSettings(version, input),
  getRules: () => api.getRenewalRules(),
  getRule: (uniqueId) => api.getRenewalRule(uniqueId),
  createRule: (modality, input) => api.createRenewalRule(modality, input),
  updateRule: (uniqueId, version, input) => api.updateRenewalRule(uniqueId, version, input),
  deleteRule: (uniqueId, version) => api.deleteRenewalRule(uniqueId, version),
  getHistory: (uniqueId) => api.getRenewalHistory(uniqueId),
};

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
  api: renewalApi,
  queries: modalityRuleQueries('renovacao', renewalApi),
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
