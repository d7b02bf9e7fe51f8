import type { PolicyValidationAnswer } from '../../../domain/contracts/policies';
import { gatewayClient } from '../../providers/gatewayClient';

export type { PolicyValidationAnswer };

/**
 * Policy/ValidatePolicy: public (no bearer); the tenant is the companyKey every call carries
 * (the portal config's), else the host. 404 with one generic message unless both match.
 */
export const validatePolicy = (numeroApolice: string, documento: string) =>
  gatewayClient.get<PolicyValidationAnswer>('Policy/ValidatePolicy', {
    auth: false,
    query: { numeroApolice, documento },
  });
