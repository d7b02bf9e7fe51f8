import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Database } from '../../../server/db/client';
import {
  brokerProfileSettings,
  bureauQueryParameters,
  pjQuerySettings,
} from '../../../server/db/schema';

/** Tenant 1's bureau parameter a tenant 2 caller aims at (tests/api/tenantIsolation). */
export interface TenantOneBureaus {
  parameterId: number;
}

export const findTenantOneBureaus = async (
  db: Database,
  companyId: number,
): Promise<TenantOneBureaus> => {
  const [row] = await db
    .select()
    .from(bureauQueryParameters)
    .where(eq(bureauQueryParameters.companyId, companyId))
    .orderBy(asc(bureauQueryParameters.id))
    .limit(1);
  return { parameterId: row.id };
};

export const bureausAimedAtTenantOne = (
  ids: TenantOneBureaus,
): Record<string, Partial<InjectOptions>> => ({
  'POST /api/Parametros/AtualizarParametrosConsultasPorBureau': {
    payload: { BureauParametrizacaoConsultasId: ids.parameterId, Version: 1, ValidadeEmDias: 7 },
  },
  'POST /api/Parametros/DeletarParametrosConsultasPorBureau': {
    query: { BureauParametrizacaoConsultasId: String(ids.parameterId), Version: '1' },
  },
});

export const bureausSnapshot = async (db: Database, companyId: number) => ({
  parameters: await db
    .select()
    .from(bureauQueryParameters)
    .where(eq(bureauQueryParameters.companyId, companyId))
    .orderBy(asc(bureauQueryParameters.id)),
  pj: await db.select().from(pjQuerySettings).where(eq(pjQuerySettings.companyId, companyId)),
  brokerProfile: await db
    .select()
    .from(brokerProfileSettings)
    .where(eq(brokerProfileSettings.companyId, companyId)),
});
