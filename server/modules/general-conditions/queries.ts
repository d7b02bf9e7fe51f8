import { and, desc, eq } from 'drizzle-orm';
import {
  currentVersion,
  GENERAL_CONDITION_SECTORS,
  type GeneralConditionSector,
  type GeneralConditionSectorAnswer,
  type GeneralConditionsAnswer,
  type GeneralConditionVersionAnswer,
  isSector,
  sectorBranchCode,
  statusOf,
  type VersionKey,
} from '../../../domain/generalConditions';
import { todayInBrazil } from '../../../domain/policyTerm';
import type { Database } from '../../db/client';
import { generalConditionVersions } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import * as M from './messages';

export type VersionRow = typeof generalConditionVersions.$inferSelect;

const keyOf = (row: VersionRow): VersionKey => ({
  Number: row.number,
  EffectiveFrom: row.effectiveFrom,
});

const toAnswer = (
  row: VersionRow,
  current: VersionKey | null,
  today: string,
): GeneralConditionVersionAnswer => ({
  Id: row.id,
  Sector: row.sector as GeneralConditionSector,
  BranchCode: sectorBranchCode[row.sector as GeneralConditionSector],
  Number: row.number,
  Title: row.title,
  SusepProcessNumber: row.susepProcessNumber,
  EffectiveFrom: row.effectiveFrom,
  Html: row.html,
  CreatedByName: row.createdByName,
  CreatedAt: row.createdAt.toISOString(),
  Status: statusOf(keyOf(row), current, today),
});

export const readSector = (value: unknown): GeneralConditionSector => {
  const sector = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!isSector(sector)) throw new ValidationError(M.SECTOR_INVALID);
  return sector;
};

/** Every version of one sector of the caller's tenant, highest number first. */
export const sectorRows = (db: Database, auth: AuthContext, sector: GeneralConditionSector) =>
  db
    .select()
    .from(generalConditionVersions)
    .where(
      and(
        eq(generalConditionVersions.companyId, auth.companyId),
        eq(generalConditionVersions.sector, sector),
      ),
    )
    .orderBy(desc(generalConditionVersions.number));

const currentOf = (rows: VersionRow[], today: string) => {
  const keyed = rows.map((row) => ({ ...keyOf(row), row }));
  return currentVersion(keyed, today);
};

/** Plug/GetGeneralConditionVersions?sector */
export const getSector = async (
  db: Database,
  auth: AuthContext,
  sector: GeneralConditionSector,
  now = new Date(),
): Promise<GeneralConditionSectorAnswer> => {
  const today = todayInBrazil(now);
  const rows = await sectorRows(db, auth, sector);
  const current = currentOf(rows, today);
  return {
    Sector: sector,
    BranchCode: sectorBranchCode[sector],
    LatestNumber: rows[0]?.number ?? 0,
    CurrentId: current?.row.id ?? null,
    Versions: rows.map((row) => toAnswer(row, current, today)),
  };
};

/** Plug/GetGeneralConditions: the version in force of each sector. */
export const getGeneralConditions = async (
  db: Database,
  auth: AuthContext,
  now = new Date(),
): Promise<GeneralConditionsAnswer> => {
  const today = todayInBrazil(now);
  const inForce: Partial<Record<GeneralConditionSector, GeneralConditionVersionAnswer>> = {};
  for (const sector of GENERAL_CONDITION_SECTORS) {
    const current = currentOf(await sectorRows(db, auth, sector), today);
    if (current) inForce[sector] = toAnswer(current.row, current, today);
  }
  return {
    ContractualTerms: GENERAL_CONDITION_SECTORS.flatMap((sector) => inForce[sector] ?? []),
    PrivateContractualTermId: inForce.PRIVATE?.Id ?? null,
    PublicContractualTermId: inForce.PUBLIC?.Id ?? null,
  };
};

/** Plug/GetGeneralConditionVersion?id: one version as published (a proposal keeps its own). */
export const getVersion = async (db: Database, auth: AuthContext, id: number, now = new Date()) => {
  const [row] = await db
    .select()
    .from(generalConditionVersions)
    .where(
      and(
        eq(generalConditionVersions.companyId, auth.companyId),
        eq(generalConditionVersions.id, id),
      ),
    );
  if (!row) throw new NotFoundError(M.VERSION_NOT_FOUND);
  const today = todayInBrazil(now);
  const current = currentOf(
    await sectorRows(db, auth, row.sector as GeneralConditionSector),
    today,
  );
  return toAnswer(row, current, today);
};
