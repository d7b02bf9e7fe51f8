import type { GetListParams, GetManyParams, GetOneParams } from 'react-admin';
import { localListResult } from '../../src/providers/listParams';
import { defineResource, type ResourceMapping } from '../../src/providers/resourceRegistry';
import * as brokersApi from './brokersApi';
import { getBroker, searchBrokers } from './brokersApi';

const withId = <Broker extends { UniqueId: string }>(broker: Broker) => ({
  ...broker,
  id: broker.UniqueId,
});

/**
 * Resource `corretores`: GetSearchBrokers (the filter `searchValue`; without it the full list),
 * GetBroker. The record's id is the broker's UniqueId, as in /corretor/:corretorUniqueId.
 *
 * GetSearchBrokers answers the whole list at once, so the page is cut here; the sort is done
 * here too rather than sent as sortField/sortOrder: every row is already in hand, so the sort
 * and the page always agree, and the call stays as the spec has it (searchValue and its flags).
 */
const corretoresMapping = {
  getList: async (_resource: string, params: GetListParams) =>
    localListResult(
      await searchBrokers({ searchValue: String(params.filter?.searchValue ?? '') }),
      params,
      (broker) => broker.UniqueId,
    ),
  getOne: async (_resource: string, { id }: GetOneParams) => ({
    data: withId(await getBroker(String(id))),
  }),
  getMany: async (_resource: string, { ids }: GetManyParams) => ({
    data: (await Promise.all(ids.map((id) => getBroker(String(id))))).map(withId),
  }),
} as ResourceMapping;

/** The broker screens' named calls (own broker, status, financial data, history, decisions…). */
const brokerMethods = {
  getCurrentBroker: brokersApi.getCurrentBroker,
  getBrokerStatus: brokersApi.getBrokerStatus,
  updateBroker: brokersApi.updateBroker,
  getBrokerFinancialData: brokersApi.getBrokerFinancialData,
  getBanks: brokersApi.getBanks,
  getBrokerHistory: brokersApi.getBrokerHistory,
  getBrokerCommissions: brokersApi.getBrokerCommissions,
  getNominatedHolders: brokersApi.getNominatedHolders,
  toggleBrokerBlocked: brokersApi.toggleBrokerBlocked,
  decideBrokerRegistration: brokersApi.decideBrokerRegistration,
  insertBrokerByInsurer: brokersApi.insertBrokerByInsurer,
};
type BrokerMethods = typeof brokerMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends BrokerMethods {}
}

export const corretoresProvider = defineResource('corretores', corretoresMapping, brokerMethods);
