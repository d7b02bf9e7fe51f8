import { defineResource } from '../../src/providers/resourceRegistry';
import * as emissaoApi from './emissaoApi';

/** The issuance settings (one record per tenant, with its Version) and their history. */
const emissaoMethods = {
  getIssuanceSettings: emissaoApi.getIssuanceSettings,
  saveIssuanceSettings: emissaoApi.saveIssuanceSettings,
  getIssuanceSettingsHistory: emissaoApi.getIssuanceSettingsHistory,
};
type EmissaoMethods = typeof emissaoMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends EmissaoMethods {}
}

/** `emissao`: a settings page, no record list: named calls only. */
export const emissaoProvider = defineResource('emissao', {}, emissaoMethods);
