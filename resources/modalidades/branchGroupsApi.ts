import type {
  BranchGroupHistoryRow,
  InsertBranchInput,
  InsertGroupInput,
  ParameterisationBranch,
  PremiumLimitInput,
  PremiumLimitParameter,
  UpdateBranchInput,
  UpdateGroupInput,
} from '../../domain/branchGroups';
import { gatewayClient } from '../../src/providers/gatewayClient';

/**
 * Branch, group and premium-limit writes of the parameterisation (documented in /docs), typed
 * from their contract (domain/contracts/branchGroups.ts), the same zod objects the gateway
 * validates and answers with.
 */
export const getParameterisationBranches = () =>
  gatewayClient.get<ParameterisationBranch[]>('Core/GetCompanyBranchesParameterisation');

export const insertBranch = (fields: InsertBranchInput) =>
  gatewayClient.post<ParameterisationBranch>('Core/InsertCompanyBranch', { json: fields });

export const updateBranch = (
  Id: number,
  Version: number,
  fields: Pick<UpdateBranchInput, 'Name' | 'IsActive'>,
) =>
  gatewayClient.put<ParameterisationBranch>('Core/UpdateCompanyBranch', {
    json: { Id, Version, ...fields } satisfies UpdateBranchInput,
  });

export const insertGroup = (BranchId: number, Name: string) =>
  gatewayClient.post<ParameterisationBranch>('Modality/InsertModalityGroup', {
    json: { BranchId, Name } satisfies InsertGroupInput,
  });

export const updateGroup = (Id: number, Version: number, Name: string) =>
  gatewayClient.put<ParameterisationBranch>('Modality/UpdateModalityGroup', {
    json: { Id, Version, Name } satisfies UpdateGroupInput,
  });

export const getPremiumLimitParameter = () =>
  gatewayClient.get<PremiumLimitParameter>('Core/GetPercentageLimitPremiumParameter');

export const updatePremiumLimit = (Percentage: string, Version: number) =>
  gatewayClient.put<PremiumLimitParameter>(
    'Core/UpdatePercentageLimitPremiumRelationIssuedAmount',
    {
      json: { Percentage, Version } satisfies PremiumLimitInput,
    },
  );

/** Branch, group and premium-limit changes of the tenant, newest first. */
export const getBranchGroupHistory = () =>
  gatewayClient.get<BranchGroupHistoryRow[]>('Core/GetCompanyBranchesHistory');
