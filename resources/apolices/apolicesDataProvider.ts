import type {
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
} from 'react-admin';
import type { SearchPoliciesQuery } from '../../domain/contracts/policies';
import { policySortFields } from '../../domain/listSortFields';
import {
  filterQuery,
  pageQuery,
  sortQueryWithin,
  toListResult,
} from '../../src/providers/listParams';
import { defineResource, type ResourceMapping } from '../../src/providers/resourceRegistry';
import * as policiesApi from './policiesApi';

const withId = <Policy extends { UniqueId: string }>(policy: Policy) => ({
  ...policy,
  id: policy.UniqueId,
});

/** The parties whose policies getManyReference lists: the holder's and the insured's tabs. */
export const POLICY_REFERENCE_TARGETS = {
  holder: 'PolicyHolderUniqueId',
  insured: 'InsuredUniqueId',
} as const;

const relatedSearch = {
  [POLICY_REFERENCE_TARGETS.holder]: policiesApi.searchPoliciesOfHolder,
  [POLICY_REFERENCE_TARGETS.insured]: policiesApi.searchPoliciesOfInsured,
};

/**
 * Resource `apolices`: SearchPoliciesRelatedToLoggedUser (the spec's filters under their own
 * query names, the holder's, insured's and broker's documents without their masks; sorted by the
 * contract's whitelisted fields; TotalRowsIsCapped as the list's "mais de"), GetPolicyShortBrief,
 * and a party's policies (SearchPoliciesRelatedToPolicyHolder / …ToInsured) as getManyReference
 * by PolicyHolderUniqueId or InsuredUniqueId. The record's id is the policy's UniqueId, as in
 * /apolice/:policyUniqueId.
 */
const apolicesMapping = {
  getList: async (_resource: string, params: GetListParams) =>
    toListResult(
      await policiesApi.searchPolicies({
        ...(filterQuery(params.filter, {
          documents: ['policyHolderDocument', 'insuredDocument', 'brokerDocument'],
        }) as SearchPoliciesQuery),
        ...pageQuery(params),
        ...sortQueryWithin(policySortFields, params),
      }),
      (policy) => policy.UniqueId,
    ),
  getOne: async (_resource: string, { id }: GetOneParams) => ({
    data: withId(await policiesApi.getPolicy(String(id))),
  }),
  getMany: async (_resource: string, { ids }: GetManyParams) => ({
    data: (await Promise.all(ids.map((id) => policiesApi.getPolicy(String(id))))).map(withId),
  }),
  getManyReference: async (_resource: string, params: GetManyReferenceParams) => {
    const search = relatedSearch[params.target as keyof typeof relatedSearch];
    if (!search) throw new Error(`apolices: sem busca por ${params.target}.`);
    return toListResult(
      await search(String(params.id), pageQuery(params)),
      (policy) => policy.UniqueId,
    );
  },
} as ResourceMapping;

/** The policy detail's named calls: history, cancellation, renewal block and the documents. */
const policyMethods = {
  getPolicyHistory: policiesApi.getPolicyHistory,
  simulatePolicyCancel: policiesApi.simulatePolicyCancel,
  cancelPolicy: policiesApi.cancelPolicy,
  updatePolicyRenewal: policiesApi.updatePolicyRenewal,
  downloadPolicyDocument: policiesApi.downloadPolicyDocument,
  downloadLastEndorsementDocument: policiesApi.downloadLastEndorsementDocument,
  loadIssuanceReport: policiesApi.loadIssuanceReport,
  getNumberOfDaysToCancelPolicy: policiesApi.getNumberOfDaysToCancelPolicy,
  searchPoliciesOfHolder: policiesApi.searchPoliciesOfHolder,
  searchPoliciesOfInsured: policiesApi.searchPoliciesOfInsured,
};
type PolicyMethods = typeof policyMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends PolicyMethods {}
}

export const apolicesProvider = defineResource('apolices', apolicesMapping, policyMethods);
