import {
  coverageParamsText,
  findCoverageCalculationType,
} from '../../../domain/coverageCalculation';
import type {
  CompanyBranch,
  CoverageAnswer,
  ModalityFields,
  ModalityListItem,
} from '../../../domain/modalities';
import type { companyBranches } from '../../db/schema';
import type { CoverageRow, ModalityRow } from './scope';

export const toBranch = (row: typeof companyBranches.$inferSelect): CompanyBranch => ({
  Id: row.id,
  UniqueId: row.uniqueId,
  Code: row.code,
  Name: row.name,
  IsPrivate: row.isPrivate,
  IsActive: row.isActive,
});

/** The modality's own fields as the answer and the history name them. */
export const toFields = (row: ModalityRow): ModalityFields => ({
  Name: row.name,
  Ref: row.ref,
  MaxInsuredAmountValue: row.maxInsuredAmountValue,
  MaxInsuredAmountAutomaticValue: row.maxInsuredAmountAutomaticValue,
  MinInsurancePremium: row.minInsurancePremium,
  BaseRate: row.baseRate,
  MaxRetroactivityDays: row.maxRetroactivityDays,
  MaxFutureDays: row.maxFutureDays,
  MinPeriodInDays: row.minPeriodInDays,
  MaxPeriodInDays: row.maxPeriodInDays,
  DaysForAutomaticCancel: row.daysForAutomaticCancel,
  IsDeleted: row.isDeleted,
  EnabledForAutomaticEmission: row.enabledForAutomaticEmission,
  IsComplementaryModality: row.isComplementaryModality,
  HasComplementaryModality: row.hasComplementaryModality,
  DisabledForRestrictiveBranchActivity: row.disabledForRestrictiveBranchActivity,
  EqualizeValidityDate: row.equalizeValidityDate,
  IgnoreBranchWhenInsuredIsPF: row.ignoreBranchWhenInsuredIsPF,
  EnableAutomaticCancel: row.enableAutomaticCancel,
  CanUseModalityTax: row.canUseModalityTax,
  IssueBeforePayment: row.issueBeforePayment,
});

/** The columns of validated fields, for insert and update. */
export const toColumns = (fields: ModalityFields) => ({
  name: fields.Name,
  ref: fields.Ref,
  maxInsuredAmountValue: fields.MaxInsuredAmountValue,
  maxInsuredAmountAutomaticValue: fields.MaxInsuredAmountAutomaticValue,
  minInsurancePremium: fields.MinInsurancePremium,
  baseRate: fields.BaseRate,
  maxRetroactivityDays: fields.MaxRetroactivityDays,
  maxFutureDays: fields.MaxFutureDays,
  minPeriodInDays: fields.MinPeriodInDays,
  maxPeriodInDays: fields.MaxPeriodInDays,
  daysForAutomaticCancel: fields.DaysForAutomaticCancel,
  isDeleted: fields.IsDeleted,
  enabledForAutomaticEmission: fields.EnabledForAutomaticEmission,
  isComplementaryModality: fields.IsComplementaryModality,
  hasComplementaryModality: fields.HasComplementaryModality,
  disabledForRestrictiveBranchActivity: fields.DisabledForRestrictiveBranchActivity,
  equalizeValidityDate: fields.EqualizeValidityDate,
  ignoreBranchWhenInsuredIsPF: fields.IgnoreBranchWhenInsuredIsPF,
  enableAutomaticCancel: fields.EnableAutomaticCancel,
  canUseModalityTax: fields.CanUseModalityTax,
  issueBeforePayment: fields.IssueBeforePayment,
});

export interface ModalityPlace {
  branchId: number;
  branchCode: string;
  groupId: number;
  groupUniqueId: string;
  groupName: string;
}

export const toListItem = (row: ModalityRow, place: ModalityPlace): ModalityListItem => ({
  Id: row.id,
  UniqueId: row.uniqueId,
  BranchId: place.branchId,
  BranchCode: place.branchCode,
  ModalityGroupId: place.groupId,
  ModalityGroupUniqueId: place.groupUniqueId,
  ModalityGroupName: place.groupName,
  ...toFields(row),
  Version: row.version,
});

export const toCoverage = (row: CoverageRow): CoverageAnswer => ({
  Id: row.id,
  UniqueId: row.uniqueId,
  ModalityId: row.modalityId,
  Name: row.name,
  CoverageCalculationTypeId: row.coverageCalculationTypeId,
  CoverageCalculationTypeName:
    findCoverageCalculationType(row.coverageCalculationTypeId)?.name ?? '',
  CoverageCalculationJSONParam: coverageParamsText(
    row.coverageCalculationTypeId,
    row.coverageCalculationJsonParam,
  ),
  IsEnabled: row.isEnabled,
  IsAdditional: row.isAdditional,
  Version: row.version,
});
