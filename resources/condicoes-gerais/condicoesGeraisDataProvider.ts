import { defineResource } from '../../src/providers/resourceRegistry';
import * as generalConditionsApi from './generalConditionsApi';

/** Each sector's versions, the publication of a new one (with the number read) and the history. */
const generalConditionsMethods = {
  getGeneralConditions: generalConditionsApi.getGeneralConditions,
  getGeneralConditionVersions: generalConditionsApi.getSectorVersions,
  getGeneralConditionsHistory: generalConditionsApi.getGeneralConditionsHistory,
  publishGeneralConditionVersion: generalConditionsApi.publishVersion,
};
type GeneralConditionsMethods = typeof generalConditionsMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends GeneralConditionsMethods {}
}

/** `condicoes-gerais`: versions per sector shown in tabs, no record list: named calls only. */
export const condicoesGeraisProvider = defineResource(
  'condicoes-gerais',
  {},
  generalConditionsMethods,
);
