import type { CreateParams, GetListParams, GetManyParams, GetOneParams } from 'react-admin';
import type { InsertPolicyHolderInput } from '../../domain/policyHolders';
import * as ccgApi from '../../src/providers/ccgApi';
import { withFieldErrors } from '../../src/providers/fieldErrors';
import { filterQuery, pageQuery, sortQuery, toListResult } from '../../src/providers/listParams';
import { defineResource, type ResourceMapping } from '../../src/providers/resourceRegistry';
import * as policyHoldersApi from './policyHoldersApi';
import { getPolicyHolder, insertPolicyHolder, searchPolicyHolders } from './policyHoldersApi';

/** How the gateway's holder rules name the form's fields (see server/modules/policy-holders). */
const holderLabels = { Name: 'Nome', CpfCnpj: ['CPF/CNPJ', /CPF\/CNPJ/] };

const withId = <Holder extends { UniqueId: string }>(holder: Holder) => ({
  ...holder,
  id: holder.UniqueId,
});

/**
 * Resource `tomadores`: SearchPolicyHoldersRelatedToCurrentUserLogged (filters
 * `policyHolderName`, `policyHolderDocument` without its mask), GetPolicyHolder,
 * InsertPolicyHolder. The record's id is the holder's UniqueId, as in /tomador/:tomadorUniqueId.
 */
const tomadoresMapping = {
  getList: async (_resource: string, params: GetListParams) =>
    toListResult(
      await searchPolicyHolders({
        ...filterQuery(params.filter, { documents: ['policyHolderDocument'] }),
        ...pageQuery(params),
        ...sortQuery(params),
      }),
      (holder) => holder.UniqueId,
    ),
  getOne: async (_resource: string, { id }: GetOneParams) => ({
    data: withId(await getPolicyHolder(String(id))),
  }),
  getMany: async (_resource: string, { ids }: GetManyParams) => ({
    data: (await Promise.all(ids.map((id) => getPolicyHolder(String(id))))).map(withId),
  }),
  create: async (_resource: string, { data }: CreateParams<InsertPolicyHolderInput>) => ({
    data: withId(
      await withFieldErrors(insertPolicyHolder(data as InsertPolicyHolderInput), holderLabels),
    ),
  }),
} as ResourceMapping;

/**
 * The holder screens' named calls (flags, limits, branches, nominations, group, history…), and
 * the holder's CCG: its tab, the CCG card on the board, the template and the steps pages.
 */
const policyHolderMethods = { ...policyHoldersApi, ...ccgApi };
type PolicyHolderMethods = typeof policyHolderMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends PolicyHolderMethods {}
}

export const tomadoresProvider = defineResource('tomadores', tomadoresMapping, policyHolderMethods);
