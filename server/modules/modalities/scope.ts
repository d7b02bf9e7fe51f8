import { and, eq, type SQL } from 'drizzle-orm';
import { Functionality as F } from '../../../domain/functionalities';
import { isInsuranceStaff } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { companyBranches, modalities, modalityCoverages, modalityGroups } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import * as M from './messages';

/** The insurer's parameterisation team: sees deleted modalities and disabled coverages too. */
export const canParametrize = (auth: AuthContext) =>
  isInsuranceStaff(auth.userTypeId) && auth.functionalities.has(F.PARAMETRIZAR_SEGURADORA);

/** The modalities a caller reaches: its tenant's; only live ones unless it parametrizes. */
export const visibleModalities = (auth: AuthContext): SQL => {
  const tenant = eq(modalities.companyId, auth.companyId);
  return canParametrize(auth) ? tenant : (and(tenant, eq(modalities.isDeleted, false)) as SQL);
};

export const findBranch = async (db: Database, auth: AuthContext, id: number) => {
  const [row] = await db
    .select()
    .from(companyBranches)
    .where(and(eq(companyBranches.companyId, auth.companyId), eq(companyBranches.id, id)));
  if (!row) throw new NotFoundError(M.BRANCH_NOT_FOUND);
  return row;
};

export const findGroup = async (
  db: Database,
  auth: AuthContext,
  key: { uniqueId?: string | null; id?: number | null },
) => {
  const match = key.uniqueId
    ? eq(modalityGroups.uniqueId, key.uniqueId)
    : eq(modalityGroups.id, key.id ?? 0);
  const [row] = await db
    .select()
    .from(modalityGroups)
    .where(and(eq(modalityGroups.companyId, auth.companyId), match));
  if (!row) throw new NotFoundError(M.GROUP_NOT_FOUND);
  return row;
};

/** One modality the caller reaches, by Id or UniqueId, or 404 (also another tenant's). */
export const findModality = async (
  db: Database,
  auth: AuthContext,
  key: { id: number } | { uniqueId: string },
) => {
  const match = 'id' in key ? eq(modalities.id, key.id) : eq(modalities.uniqueId, key.uniqueId);
  const [row] = await db
    .select()
    .from(modalities)
    .where(and(visibleModalities(auth), match));
  if (!row) throw new NotFoundError(M.MODALITY_NOT_FOUND);
  return row;
};
export type ModalityRow = Awaited<ReturnType<typeof findModality>>;

export const findCoverage = async (db: Database, auth: AuthContext, id: number) => {
  const [row] = await db
    .select()
    .from(modalityCoverages)
    .where(and(eq(modalityCoverages.companyId, auth.companyId), eq(modalityCoverages.id, id)));
  if (!row) throw new NotFoundError(M.COVERAGE_NOT_FOUND);
  return row;
};
export type CoverageRow = Awaited<ReturnType<typeof findCoverage>>;
