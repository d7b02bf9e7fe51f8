import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Database } from '../../../server/db/client';
import { installmentModalityParameters, installmentParameters } from '../../../server/db/schema';

/** Tenant 1's instalment parameter records a tenant 2 caller aims at (tests/api/tenantIsolation). */
export interface TenantOneInstallments {
  parameterId: number;
  overrideId: number;
  modalityId: number;
}

export const findTenantOneInstallments = async (
  db: Database,
  companyId: number,
): Promise<TenantOneInstallments> => {
  const [override] = await db
    .select()
    .from(installmentModalityParameters)
    .where(eq(installmentModalityParameters.companyId, companyId))
    .limit(1);
  return {
    parameterId: override.installmentParameterId,
    overrideId: override.id,
    modalityId: override.modalityId,
  };
};

export const installmentsAimedAtTenantOne = (
  ids: TenantOneInstallments,
): Record<string, Partial<InjectOptions>> => ({
  'PUT /api/InstallmentParameter/ChangeInstallmentParameter': {
    payload: { Id: ids.parameterId, Version: 1, Name: 'Trocado', MaxInstallments: 2 },
  },
  'GET /api/InstallmentParameter/GetInstallmentParameterHistory': {
    query: { installmentParameterId: String(ids.parameterId) },
  },
  'POST /api/InstallmentModalityParameter/ChangeInstallmentModalityParameter': {
    payload: {
      InstallmentParameterId: ids.parameterId,
      ModalityId: ids.modalityId,
      MaxInstallments: 3,
      Version: 1,
    },
  },
  'DELETE /api/InstallmentModalityParameter/DeleteInstallmentModalityParameter': {
    payload: { Id: ids.overrideId, Version: 1 },
  },
});

export const installmentsSnapshot = async (db: Database, companyId: number) => ({
  parameters: await db
    .select()
    .from(installmentParameters)
    .where(eq(installmentParameters.companyId, companyId))
    .orderBy(asc(installmentParameters.id)),
  overrides: await db
    .select()
    .from(installmentModalityParameters)
    .where(eq(installmentModalityParameters.companyId, companyId))
    .orderBy(asc(installmentModalityParameters.id)),
});
