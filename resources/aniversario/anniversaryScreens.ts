import {
  type AnniversaryRuleAnswer,
  type AnniversaryRuleFields,
  type AnniversaryRuleInput,
  anniversaryRuleLabels,
  type AnniversarySettingsFields,
  type AnniversarySettingsInput,
  DEFAULT_ANNIVERSARY_SETTINGS,
  type EffectiveAnniversary,
  effectiveAnniversary,
} from '../../domain/anniversaryEndorsement';
import {
  type ModalityRuleApi,
  modalityRuleQueries,
  type ModalityRuleScreens,
} from '../renovacao/modalityRuleScreens';
import * as api from './anniversaryApi';
import { anniversaryAreaBreadcrumb } from './AnniversaryAreaPage';
import {
  type AnniversaryRuleForm,
  anniversaryRuleForm,
  type AnniversarySettingsForm,
  anniversarySettingsForm,
} from './anniversaryForm';
import { AnniversaryRuleInputs } from './AnniversaryRuleInputs';
import { AnniversarySettingsInputs } from './AnniversarySettingsInputs';
import { AnniversarySimulation } from './AnniversarySimulation';
import { ANNIVERSARY_CREATE_PATH, ANNIVERSARY_RULES_PATH, anniversaryEditPath } from './paths';

interface AnniversaryTypes {
  settings: AnniversarySettingsFields;
  settingsForm: AnniversarySettingsForm;
  settingsInput: AnniversarySettingsInput;
  ruleFields: AnniversaryRuleFields;
  ruleForm: AnniversaryRuleForm;
  ruleInput: AnniversaryRuleInput;
  effective: EffectiveAnniversary;
}

// each call is looked up when it is made, not when this file loads: the screens' tests replace
// the api module, some without the calls they do not make
const anniversaryApi: ModalityRuleApi<
  AnniversarySettingsFields,
  AnniversarySettingsInput,
  AnniversaryRuleAnswer,
  AnniversaryRuleInput
> = {
  getSettings: () => api.getAnniversarySettings(),
  saveSettings: (version, input) => api.saveAnniversarySettings(version, input),
  getRules: () => api.getAnniversaryRules(),
  getRule: (uniqueId) => api.getAnniversaryRule(uniqueId),
  createRule: (modality, input) => api.createAnniversaryRule(modality, input),
  updateRule: (uniqueId, version, input) => api.updateAnniversaryRule(uniqueId, version, input),
  deleteRule: (uniqueId, version) => api.deleteAnniversaryRule(uniqueId, version),
  getHistory: (uniqueId) => api.getAnniversaryHistory(uniqueId),
};

/** The anniversary-endorsement area as the shared rule screens see it (resources/aniversario). */
export const anniversaryScreens: ModalityRuleScreens<AnniversaryTypes> = {
  resource: 'aniversario',
  routeWord: 'aniversario',
  idPrefix: 'anniversary',
  paths: {
    rules: ANNIVERSARY_RULES_PATH,
    create: ANNIVERSARY_CREATE_PATH,
    edit: anniversaryEditPath,
  },
  breadcrumbs: {
    area: anniversaryAreaBreadcrumb,
    rules: [
      ...anniversaryAreaBreadcrumb,
      { label: 'resources.aniversario.rules.title', to: ANNIVERSARY_RULES_PATH },
    ],
  },
  api: anniversaryApi,
  queries: modalityRuleQueries('aniversario', anniversaryApi),
  defaults: DEFAULT_ANNIVERSARY_SETTINGS,
  settingsForm: anniversarySettingsForm,
  ruleForm: anniversaryRuleForm,
  modalityLabel: anniversaryRuleLabels.ModalityUniqueId,
  effective: effectiveAnniversary,
  // every modality follows the defaults until it has a rule
  simulateDefaults: (settings) => effectiveAnniversary(settings, null),
  status: (effective) => ({
    on: effective.Enabled,
    label: effective.Enabled ? 'enabled' : 'disabled',
  }),
  RuleInputs: AnniversaryRuleInputs,
  SettingsInputs: AnniversarySettingsInputs,
  Simulation: AnniversarySimulation,
};
