import type { GetListParams } from 'react-admin';
import { pageQuery, toListResult } from '../../src/providers/listParams';
import { defineResource, type ResourceMapping } from '../../src/providers/resourceRegistry';
import * as financeApi from './financeApi';

/** The resource of the processed CNAB return files (the finance page's "Arquivos processados"). */
export const CNAB_RETURN_FILES_RESOURCE = 'financeiro-retorno-cnab';

/**
 * Resource `financeiro-retorno-cnab`: GetCnabReturnFiles, paged by the server and always newest
 * first (the call takes no sort or filter). The record's id is the file's FileUniqueId.
 */
const cnabReturnFilesMapping = {
  getList: async (_resource: string, params: GetListParams) =>
    toListResult(
      await financeApi.getCnabReturnFiles(pageQuery(params)),
      (file) => file.FileUniqueId,
    ),
} as ResourceMapping;

/** The finance page's named calls: the upload, a stored result, the slips' search and settlement. */
const financeMethods = {
  uploadCnabReturn: financeApi.uploadCnabReturn,
  getCnabReturnFile: financeApi.getCnabReturnFile,
  searchBankSlipsForSettlement: financeApi.searchBankSlips,
  settleBankSlipManually: financeApi.settleBankSlipManually,
};
type FinanceMethods = typeof financeMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends FinanceMethods {}
}

export const financeiroProvider = defineResource(
  CNAB_RETURN_FILES_RESOURCE,
  cnabReturnFilesMapping,
  financeMethods,
);
