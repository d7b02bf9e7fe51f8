import {
  anniversaryRuleLabels,
  anniversarySettingsLabels,
} from '../../domain/anniversaryEndorsement';
import { withFieldErrors } from '../../src/providers/fieldErrors';
import { defineResource } from '../../src/providers/resourceRegistry';
import { modalityRuleMapping } from '../renovacao/modalityRuleMapping';
import * as anniversaryApi from './anniversaryApi';

/**
 * The anniversary-endorsement defaults (one record per tenant, with its Version), history; a
 * refused save names its fields by label, as the rules' writes do.
 */
const anniversaryMethods = {
  getAnniversarySettings: anniversaryApi.getAnniversarySettings,
  saveAnniversarySettings: (...args: Parameters<typeof anniversaryApi.saveAnniversarySettings>) =>
    withFieldErrors(anniversaryApi.saveAnniversarySettings(...args), anniversarySettingsLabels),
  getAnniversaryHistory: anniversaryApi.getAnniversaryHistory,
};
type AnniversaryMethods = typeof anniversaryMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends AnniversaryMethods {}
}

/**
 * Resource `aniversario`: the modality anniversary rules (GetAnniversaryModalityRules,
 * GetAnniversaryModalityRule, Create/Update/DeleteAnniversaryModalityRule), id = UniqueId.
 */
export const aniversarioProvider = defineResource(
  'aniversario',
  modalityRuleMapping(
    {
      getRules: anniversaryApi.getAnniversaryRules,
      getRule: anniversaryApi.getAnniversaryRule,
      createRule: anniversaryApi.createAnniversaryRule,
      updateRule: anniversaryApi.updateAnniversaryRule,
      deleteRule: anniversaryApi.deleteAnniversaryRule,
    },
    anniversaryRuleLabels,
  ),
  anniversaryMethods,
);
