import type { GetListParams } from 'react-admin';
import { filterQuery, sortQuery } from '../../src/providers/listParams';
import { defineResource, type ResourceMapping } from '../../src/providers/resourceRegistry';
import {
  saveBeneficiaryLocation,
  searchBeneficiaries,
  validateBeneficiary,
} from './beneficiariesApi';

/**
 * Resource `beneficiarios`: SearchBeneficiary (filter `TextSearch`, name or CPF/CNPJ). The
 * gateway answers a plain list of at most BENEFICIARY_SEARCH_LIMIT, so the sort goes to the
 * gateway as `sortField`/`sortOrder` (the first 20 in that order, not the first 20 by name
 * reordered) and the page is cut here. Registering is ValidateBeneficiaryByDocument, a
 * validate-or-register call with its own answer (CanUse, Reasons, the existing beneficiary),
 * which the create dialog calls itself. The record's id is the beneficiary's UniqueId.
 */
const beneficiariosMapping = {
  getList: async (_resource: string, params: GetListParams) => {
    const rows = await searchBeneficiaries({ ...filterQuery(params.filter), ...sortQuery(params) });
    const { page, perPage } = params.pagination ?? { page: 1, perPage: rows.length };
    const start = (page - 1) * perPage;
    return {
      data: rows.slice(start, start + perPage).map((row) => ({ ...row, id: row.UniqueId })),
      total: rows.length,
    };
  },
} as ResourceMapping;

/** Registering by document (validate-or-register) and saving a beneficiary's address. */
const beneficiaryMethods = { validateBeneficiary, saveBeneficiaryLocation };
type BeneficiaryMethods = typeof beneficiaryMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends BeneficiaryMethods {}
}

export const beneficiariosProvider = defineResource(
  'beneficiarios',
  beneficiariosMapping,
  beneficiaryMethods,
);
