import { renewalRuleLabels } from '../../domain/renewal';
import { defineResource } from '../../src/providers/resourceRegistry';
import { modalityRuleMapping } from './modalityRuleMapping';
import * as renewalApi from './renewalApi';

/** The renewal defaults (a single record per tenant, with its Version) and their history. */
const renewalMethods = {
  getRenewalSettings: renewalApi.getRenewalSettings,
  saveRenewalSettings: renewalApi.saveRenewalSettings,
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
