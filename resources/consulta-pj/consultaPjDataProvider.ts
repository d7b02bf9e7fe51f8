import { defineResource } from '../../src/providers/resourceRegistry';
import * as pjQueryApi from './pjQueryApi';

/** The PJ query settings (one record per tenant, with its Version), history and evaluation. */
const pjQueryMethods = {
  getPjSettings: pjQueryApi.getPjSettings,
  savePjSettings: pjQueryApi.savePjSettings,
  getPjSettingsHistory: pjQueryApi.getPjSettingsHistory,
  evaluatePj: pjQueryApi.evaluatePj,
};
type PjQueryMethods = typeof pjQueryMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends PjQueryMethods {}
}

/** `consulta-pj`: a settings page, no record list: named calls only. */
export const consultaPjProvider = defineResource('consulta-pj', {}, pjQueryMethods);
