import type {
  CompanyBranch,
  ComplementaryModalityAnswer,
  CoverageAnswer,
  CoverageInput,
  InsertCoverageInput,
  InsertModalityInput,
  LinkIdQuery,
  LinkQuery,
  ModalityAnswer,
  ModalityWriteInput,
  ModalityGroupAnswer,
  ModalityHistoryRow,
  ModalityIdQuery,
  ToggleCoverageQuery,
  UpdateCoverageInput,
  UpdateModalityInput,
} from '../../domain/modalities';
import { gatewayClient } from '../../src/providers/gatewayClient';

/**
 * The modality calls of the gateway (spec part 1 §7 "Modalities"), typed from their contract
 * (domain/contracts/modalities.ts), the same zod objects the gateway validates and answers with.
 */
export const getBranches = () => gatewayClient.get<CompanyBranch[]>('Core/GetAllCompanyBranch');

export const getModalityGroups = () =>
  gatewayClient.get<ModalityGroupAnswer[]>('Modality/GetModalitiesGroups');

export const getModality = (modalityId: number) =>
  gatewayClient.get<ModalityAnswer>('Core/GetModality', {
    query: { modalityId } satisfies ModalityIdQuery,
  });

export const getModalityHistory = (modalityId: number) =>
  gatewayClient.get<ModalityHistoryRow[]>('ModalityChangeHistory/GetModalityChangeHistory', {
    query: { modalityId } satisfies ModalityIdQuery,
  });

export const insertModality = (ModalityGroupUniqueId: string, fields: ModalityWriteInput) =>
  gatewayClient.post<ModalityAnswer>('Core/InsertModality', {
    json: { ModalityGroupUniqueId, ...fields } satisfies InsertModalityInput,
  });

export const updateModality = (Id: number, Version: number, fields: ModalityWriteInput) =>
  gatewayClient.put<ModalityAnswer>('Core/UpdateModality', {
    json: { Id, Version, ...fields } satisfies UpdateModalityInput,
  });

export const insertCoverage = (ModalityId: number, input: CoverageInput) =>
  gatewayClient.post<CoverageAnswer>('Core/InsertCoverage', {
    json: { ModalityId, ...input, IsEnabled: true } satisfies InsertCoverageInput,
  });

export const updateCoverage = (Id: number, Version: number, input: CoverageInput) =>
  gatewayClient.put<CoverageAnswer>('Core/UpdateCoverage', {
    json: { Id, Version, ...input } satisfies UpdateCoverageInput,
  });

export const toggleCoverage = ({ Id, Version }: Pick<CoverageAnswer, 'Id' | 'Version'>) =>
  gatewayClient.delete<CoverageAnswer>('Core/EnableDisableCoverage', {
    query: { id: Id, Version } satisfies ToggleCoverageQuery,
  });

export const insertComplementary = (modalityId: number, complementaryModalityId: number) =>
  gatewayClient.post<ComplementaryModalityAnswer>('Core/InsertComplementaryModality', {
    query: { modalityId, complementaryModalityId } satisfies LinkQuery,
  });

export const toggleComplementary = (complementaryModalityId: number) =>
  gatewayClient.delete<ComplementaryModalityAnswer>('Core/EnableDisableComplementaryModality', {
    query: { complementaryModalityId } satisfies LinkIdQuery,
  });
