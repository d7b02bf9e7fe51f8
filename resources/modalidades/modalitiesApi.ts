import type {
  CompanyBranch,
  ComplementaryModalityAnswer,
  CoverageAnswer,
  ModalityAnswer,
  ModalityFieldsInput,
  ModalityGroupAnswer,
  ModalityHistoryRow,
} from '../../domain/modalities';
import { gatewayClient } from '../../src/providers/gatewayClient';

/** The modality calls of the gateway (spec part 1 §7 "Modalities"). */
export const getBranches = () => gatewayClient.get<CompanyBranch[]>('Core/GetAllCompanyBranch');

export const getModalityGroups = () =>
  gatewayClient.get<ModalityGroupAnswer[]>('Modality/GetModalitiesGroups');

export const getModality = (modalityId: number) =>
  gatewayClient.get<ModalityAnswer>('Core/GetModality', { query: { modalityId } });

export const getModalityHistory = (modalityId: number) =>
  gatewayClient.get<ModalityHistoryRow[]>('ModalityChangeHistory/GetModalityChangeHistory', {
    query: { modalityId },
  });

export const insertModality = (ModalityGroupUniqueId: string, fields: ModalityFieldsInput) =>
  gatewayClient.post<ModalityAnswer>('Core/InsertModality', {
    json: { ModalityGroupUniqueId, ...fields },
  });

export const updateModality = (Id: number, Version: number, fields: ModalityFieldsInput) =>
  gatewayClient.put<ModalityAnswer>('Core/UpdateModality', { json: { Id, Version, ...fields } });

export interface CoverageInput {
  Name: string;
  CoverageCalculationTypeId: number;
  /** JSON text, keys in the type's order. */
  CoverageCalculationJSONParam: string;
  IsAdditional: boolean;
}

export const insertCoverage = (ModalityId: number, input: CoverageInput) =>
  gatewayClient.post<CoverageAnswer>('Core/InsertCoverage', {
    json: { ModalityId, ...input, IsEnabled: true },
  });

export const updateCoverage = (Id: number, Version: number, input: CoverageInput) =>
  gatewayClient.put<CoverageAnswer>('Core/UpdateCoverage', { json: { Id, Version, ...input } });

export const toggleCoverage = ({ Id, Version }: Pick<CoverageAnswer, 'Id' | 'Version'>) =>
  gatewayClient.delete<CoverageAnswer>('Core/EnableDisableCoverage', {
    query: { id: Id, Version },
  });

export const insertComplementary = (modalityId: number, complementaryModalityId: number) =>
  gatewayClient.post<ComplementaryModalityAnswer>('Core/InsertComplementaryModality', {
    query: { modalityId, complementaryModalityId },
  });

export const toggleComplementary = (complementaryModalityId: number) =>
  gatewayClient.delete<ComplementaryModalityAnswer>('Core/EnableDisableComplementaryModality', {
    query: { complementaryModalityId },
  });
