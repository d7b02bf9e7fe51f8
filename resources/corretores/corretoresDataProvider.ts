import type { GetListParams, GetManyParams, GetOneParams } from 'react-admin';
import { localListResult } from '../../src/providers/listParams';
import { defineResource, type ResourceMapping } from '../../src/providers/resourceRegistry';
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

export const corretoresProvider = defineResource('corretores', corretoresMapping);
