import { defineResource } from '../../providers/resourceRegistry';
import { validatePolicy } from './policyValidationApi';

/** The public policy validation page's call (no react-admin resource: nothing is listed). */
const policyValidationMethods = { validatePolicy };
type PolicyValidationMethods = typeof policyValidationMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends PolicyValidationMethods {}
}

export const validarApoliceProvider = defineResource('validarApolice', {}, policyValidationMethods);
