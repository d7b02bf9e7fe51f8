import { renewalRuleLabels, renewalSettingsLabels } from '../../domain/renewal';
import { withFieldErrors } from '../../src/providers/fieldErrors';
import { defineResource } from '../../src/providers/resourceRegistry';
import { modalityRuleMapping } from './modalityRuleMapping';
import * as renewalApi from './renewalApi';

/**
 * The renewal defaults (a single record per tenant, with its Version) and their history; a
 * refused save names its fields by label, as the rules' writes do.
 */
const renewalMethods = {
  getRenewalSettings: renewalApi.getRenewalSettings,
  saveRenewalSettings: (...args: Parameters<typeof renewalApi.saveRenewalSettings>) =>
    withFieldErrors(renewalApi.saveRenewalSettings(...args), renewalSettingsLabels),
  getRenewalHistory: renewalApi.getRenewalHistory,
};
type RenewalMethods = typeof renewalMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends RenewalMethods {}
}

/**
 * Resource `renovacao`: the modality renewal rules (GetRenewalModalityRules,
 * GetRenewalModalityRule, Create/Update/DeleteRenewalModalityRule), id = the rule's UniqueId.
 */
export const renovacaoProvider = defineResource(
  'renovacao',
  modalityRuleMapping(
    {
      getRules: renewalApi.getRenewalRules,
      getRule: renewalApi.getRenewalRule,
      createRule: renewalApi.createRenewalRule,
      updateRule: renewalApi.updateRenewalRule,
      deleteRule: renewalApi.deleteRenewalRule,
    },
    renewalRuleLabels,
  ),
  renewalMethods,
);
