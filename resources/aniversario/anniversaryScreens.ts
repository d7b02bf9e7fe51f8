import {
  type AnniversaryRuleFields,
  anniversaryRuleLabels,
  type AnniversarySettingsFields,
  DEFAULT_ANNIVERSARY_SETTINGS,
  type EffectiveAnniversary,
  effectiveAnniversary,
} from '../../domain/anniversaryEndorsement';
import { modalityRuleQueries, type ModalityRuleScreens } from '../renovacao/modalityRuleScreens';
import { anniversaryAreaBreadcrumb } from './AnniversaryAreaPage';
import {
  type AnniversaryRuleForm,
  anniversaryRuleForm,
  type AnniversarySettingsForm,
  anniversarySettingsForm,
} from './anniversaryForm';
import type { AnniversaryRuleSent, AnniversarySettingsSent } from './anniversaryApi';
import { AnniversaryRuleInputs } from './AnniversaryRuleInputs';
import { AnniversarySettingsInputs } from './AnniversarySettingsInputs';
import { AnniversarySimulation } from './AnniversarySimulation';
import { ANNIVERSARY_CREATE_PATH, ANNIVERSARY_RULES_PATH, anniversaryEditPath } from './paths';

interface AnniversaryTypes {
  settings: AnniversarySettingsFields;
  settingsForm: AnniversarySettingsForm;
  settingsInput: AnniversarySettingsSent;
  ruleFields: AnniversaryRuleFields;
  ruleForm: AnniversaryRuleForm;
  ruleInput: AnniversaryRuleSent;
  effective: EffectiveAnniversary;
}

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
  queries: modalityRuleQueries('aniversario', (dataProvider) => ({
    getSettings: dataProvider.getAnniversarySettings,
    saveSettings: dataProvider.saveAnniversarySettings,
    getHistory: dataProvider.getAnniversaryHistory,
  })),
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
