import type { CreateParams, GetListParams, GetManyParams, GetOneParams } from 'react-admin';
import type { InsertInsuredInput } from '../../domain/insureds';
import { filterQuery, pageQuery, sortQuery, toListResult } from '../../src/providers/listParams';
import { defineResource, type ResourceMapping } from '../../src/providers/resourceRegistry';
import * as insuredsApi from './insuredsApi';
import { getInsured, insertInsured, searchInsureds } from './insuredsApi';

const withId = <Insured extends { UniqueId: string }>(insured: Insured) => ({
  ...insured,
  id: insured.UniqueId,
});

/**
 * Resource `segurados`: SearchInsureds (filters `InsuredName`, `InsuredDocument` without its
 * mask; sorted by the answer's field names), GetInsured, InsertInsured. The record's id is the
 * insured's UniqueId, as in /segurado/:seguradoUniqueId.
 */
const seguradosMapping = {
  getList: async (_resource: string, params: GetListParams) =>
    toListResult(
      await searchInsureds({
        ...filterQuery(params.filter, { documents: ['InsuredDocument'] }),
        ...pageQuery(params),
        ...sortQuery(params),
      }),
      (insured) => insured.UniqueId,
    ),
  getOne: async (_resource: string, { id }: GetOneParams) => ({
    data: withId(await getInsured(String(id))),
  }),
  getMany: async (_resource: string, { ids }: GetManyParams) => ({
    data: (await Promise.all(ids.map((id) => getInsured(String(id))))).map(withId),
  }),
  create: async (_resource: string, { data }: CreateParams<InsertInsuredInput>) => ({
    data: withId(await insertInsured(data as InsertInsuredInput)),
  }),
} as ResourceMapping;

/** The insured screens' named calls: history, the inline changes, addresses, quick search. */
const insuredMethods = {
  getInsuredHistory: insuredsApi.getInsuredHistory,
  quickSearchInsured: insuredsApi.quickSearchInsured,
  validateInsuredDocument: insuredsApi.validateInsuredDocument,
  setInsuredBlocked: insuredsApi.setInsuredBlocked,
  updateInsuredName: insuredsApi.updateInsuredName,
  updateInsuredBranch: insuredsApi.updateInsuredBranch,
  saveInsuredLocation: insuredsApi.saveInsuredLocation,
  updateInsuredLocation: insuredsApi.updateInsuredLocation,
  removeInsuredLocation: insuredsApi.removeInsuredLocation,
};
type InsuredMethods = typeof insuredMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends InsuredMethods {}
}

export const seguradosProvider = defineResource('segurados', seguradosMapping, insuredMethods);
