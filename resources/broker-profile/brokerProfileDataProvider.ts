import { defineResource } from '../../src/providers/resourceRegistry';
import * as brokerProfileApi from './brokerProfileApi';

/** The broker profile settings (one record per tenant, with its Version) and their history. */
const brokerProfileMethods = {
  getBrokerProfile: brokerProfileApi.getBrokerProfile,
  saveBrokerProfile: brokerProfileApi.saveBrokerProfile,
  getBrokerProfileHistory: brokerProfileApi.getBrokerProfileHistory,
};
type BrokerProfileMethods = typeof brokerProfileMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends BrokerProfileMethods {}
}

/** `broker-profile`: a settings page, no record list: named calls only. */
export const brokerProfileProvider = defineResource('broker-profile', {}, brokerProfileMethods);
