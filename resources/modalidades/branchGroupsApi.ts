import type {
  BranchGroupHistoryRow,
  ParameterisationBranch,
  PremiumLimitParameter,
} from '../../domain/branchGroups';
import { gatewayClient } from '../../src/providers/gatewayClient';

/** Branch, group and premium-limit writes of the parameterisation (documented in /docs). */
export const getParameterisationBranches = () =>
  gatewayClient.get<ParameterisationBranch[]>('Core/GetCompanyBranchesParameterisation');

export const insertBranch = (fields: { Code: string; Name: string; IsPrivate: boolean }) =>
  gatewayClient.post<ParameterisationBranch>('Core/InsertCompanyBranch', { json: fields });

export const updateBranch = (
  Id: number,
  Version: number,
  fields: { Name?: string; IsActive?: boolean },
) =>
  gatewayClient.put<ParameterisationBranch>('Core/UpdateCompanyBranch', {
    json: { Id, Version, ...fields },
  });

export const insertGroup = (BranchId: number, Name: string) =>
  gatewayClient.post<ParameterisationBranch>('Modality/InsertModalityGroup', {
    json: { BranchId, Name },
  });

export const updateGroup = (Id: number, Version: number, Name: string) =>
  gatewayClient.put<ParameterisationBranch>('Modality/UpdateModalityGroup', {
    json: { Id, Version, Name },
  });

export const getPremiumLimitParameter = () =>
  gatewayClient.get<PremiumLimitParameter>('Core/GetPercentageLimitPremiumParameter');

export const updatePremiumLimit = (Percentage: string, Version: number) =>
  gatewayClient.put<PremiumLimitParameter>(
    'Core/UpdatePercentageLimitPremiumRelationIssuedAmount',
    {
      json: { Percentage, Version },
    },
  );

/** Branch, group and premium-limit changes of the tenant, newest first. */
export const getBranchGroupHistory = () =>
  gatewayClient.get<BranchGroupHistoryRow[]>('Core/GetCompanyBranchesHistory');
