import type { GetListParams, GetOneParams } from 'react-admin';
import type { ModalityGroupAnswer } from '../../domain/modalities';
import { localListResult, sortRows } from '../../src/providers/listParams';
import { defineResource, type ResourceMapping } from '../../src/providers/resourceRegistry';
import * as branchGroupsApi from './branchGroupsApi';
import * as modalitiesApi from './modalitiesApi';
import * as modalityTextsApi from './modalityTextsApi';

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The groups whose name or modalities match the search, each with the matching modalities. */
export const filterGroups = (groups: ModalityGroupAnswer[], search: string) => {
  const wanted = normalise(search.trim());
  if (!wanted) return groups;
  return groups.flatMap((group) => {
    if (normalise(group.Name).includes(wanted)) return [group];
    const modalities = group.Modalities.filter((modality) =>
      normalise(`${modality.Name} ${modality.Ref ?? ''}`).includes(wanted),
    );
    return modalities.length ? [{ ...group, Modalities: modalities }] : [];
  });
};

/**
 * The `meta` of a `modalidades` getList that wants the catalogue's modalities, one record each
 * (id: the modality's Id), rather than its groups: the CSV export's rows.
 */
export const MODALITY_ROWS = { rows: 'modalities' } as const;

/**
 * Resource `modalidades`. The list is the catalogue as GetModalitiesGroups answers it: one record
 * per modality group, with its modalities (the filter `BranchId` keeps one branch's groups, `q`
 * the groups and modalities whose name matches). The screen shows the catalogue grouped: the
 * list's sort orders the modalities inside each group, and the groups keep the gateway's order.
 * Group records take the group's UniqueId as id, so react-admin's cache never mistakes one for the
 * modality of the same number that `getOne` reads by its Id (GetModality, as in
 * /…/modalidade/:modalidadeId/:modalidadeUniqueId/). With `meta` MODALITY_ROWS the records are
 * those modalities, in the same order.
 */
const modalidadesMapping = {
  getList: async (_resource: string, params: GetListParams) => {
    const branchId = params.filter?.BranchId;
    const inBranch = (await modalitiesApi.getModalityGroups()).filter(
      (group) => branchId === undefined || group.BranchId === Number(branchId),
    );
    const groups = filterGroups(inBranch, String(params.filter?.q ?? '')).map((group) => ({
      ...group,
      Modalities: [...sortRows(group.Modalities, params.sort)],
    }));
    const { pagination } = params;
    if (params.meta?.rows === MODALITY_ROWS.rows) {
      const modalities = groups.flatMap((group) => group.Modalities);
      return localListResult(modalities, { pagination }, (modality) => modality.Id);
    }
    return localListResult(groups, { pagination }, (group) => group.ModalityGroupUniqueId);
  },
  getOne: async (_resource: string, { id }: GetOneParams) => {
    const modality = await modalitiesApi.getModality(Number(id));
    return { data: { ...modality, id: modality.Id } };
  },
} as ResourceMapping;

/** The modality screens' named calls: catalogue, coverages, texts, branches and groups. */
const modalityMethods = {
  getModalityBranches: modalitiesApi.getBranches,
  getModalityGroups: modalitiesApi.getModalityGroups,
  getModality: modalitiesApi.getModality,
  getModalityHistory: modalitiesApi.getModalityHistory,
  insertModality: modalitiesApi.insertModality,
  updateModality: modalitiesApi.updateModality,
  insertModalityCoverage: modalitiesApi.insertCoverage,
  updateModalityCoverage: modalitiesApi.updateCoverage,
  toggleModalityCoverage: modalitiesApi.toggleCoverage,
  insertComplementaryModality: modalitiesApi.insertComplementary,
  toggleComplementaryModality: modalitiesApi.toggleComplementary,
  getCompanyTermTags: modalityTextsApi.getCompanyTermTags,
  getContractualTerm: modalityTextsApi.getContractualTerm,
  saveContractualTerm: modalityTextsApi.saveContractualTerm,
  getParticularClauses: modalityTextsApi.getParticularClauses,
  saveParticularClause: modalityTextsApi.saveParticularClause,
  moveParticularClause: modalityTextsApi.moveParticularClause,
  setParticularClauseStatus: modalityTextsApi.setParticularClauseStatus,
  getModalityRequiredDocuments: modalityTextsApi.getRequiredDocuments,
  getModalityDocumentPipeTypes: modalityTextsApi.getDocumentPipeTypes,
  saveModalityRequiredDocument: modalityTextsApi.saveRequiredDocument,
  deleteModalityRequiredDocument: modalityTextsApi.deleteRequiredDocument,
  restoreModalityRequiredDocument: modalityTextsApi.restoreRequiredDocument,
  getParameterisationBranches: branchGroupsApi.getParameterisationBranches,
  insertCompanyBranch: branchGroupsApi.insertBranch,
  updateCompanyBranch: branchGroupsApi.updateBranch,
  insertModalityGroup: branchGroupsApi.insertGroup,
  updateModalityGroup: branchGroupsApi.updateGroup,
  getPremiumLimitParameter: branchGroupsApi.getPremiumLimitParameter,
  updatePremiumLimit: branchGroupsApi.updatePremiumLimit,
  getBranchGroupHistory: branchGroupsApi.getBranchGroupHistory,
};
type ModalityMethods = typeof modalityMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends ModalityMethods {}
}

export const modalidadesProvider = defineResource(
  'modalidades',
  modalidadesMapping,
  modalityMethods,
);
