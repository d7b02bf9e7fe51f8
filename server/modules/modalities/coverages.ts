import { and, eq, sql } from 'drizzle-orm';
import {
  calculateCoverage,
  coverageParamsText,
  findCoverageCalculationType,
  validateCoverageCalculation,
} from '../../../domain/coverageCalculation';
import { toDecimal } from '../../../domain/decimalValue';
import type { CoverageAnswer } from '../../../domain/modalities';
import type { Database } from '../../db/client';
import { modalityCoverages } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { rejectStaleVersion, requireCurrentVersion } from '../../http/writeGuards';
import type { AuthContext } from '../security/principal';
import { toCoverage } from './answers';
import { recordModalityChange } from './history';
import * as M from './messages';
import { listCoverages } from './queries';
import type { InsertCoverageBody, UpdateCoverageBody } from './schemas';
import { type CoverageRow, findCoverage, findModality } from './scope';

const MAX_NAME = 150;

interface CoverageValues {
  name: string;
  coverageCalculationTypeId: number;
  coverageCalculationJsonParam: Record<string, string>;
  isAdditional: boolean;
  isEnabled: boolean;
}

const checkCoverage = (input: {
  Name?: string | null;
  CoverageCalculationTypeId?: number | null;
  CoverageCalculationJSONParam?: unknown;
  IsAdditional?: boolean | null;
  IsEnabled?: boolean | null;
}): CoverageValues => {
  const problems: string[] = [];
  const name = input.Name?.trim().replace(/\s+/g, ' ') ?? '';
  if (!name) problems.push(M.COVERAGE_NAME_REQUIRED);
  else if (name.length > MAX_NAME) problems.push(M.COVERAGE_NAME_TOO_LONG);
  const calculation = validateCoverageCalculation(
    input.CoverageCalculationTypeId,
    input.CoverageCalculationJSONParam,
  );
  problems.push(...calculation.problems);
  if (problems.length) throw new ValidationError(problems);
  return {
    name,
    coverageCalculationTypeId: input.CoverageCalculationTypeId ?? 0,
    coverageCalculationJsonParam: calculation.params,
    isAdditional: input.IsAdditional === true,
    isEnabled: input.IsEnabled ?? true,
  };
};

/** One line per coverage state in its modality's history ("Cobertura": old → new). */
const describe = (coverage: CoverageValues) =>
  [
    coverage.name,
    `${findCoverageCalculationType(coverage.coverageCalculationTypeId)?.name} ${coverageParamsText(coverage.coverageCalculationTypeId, coverage.coverageCalculationJsonParam)}`,
    coverage.isAdditional ? 'adicional' : 'básica',
    coverage.isEnabled ? 'ativa' : 'inativa',
  ].join(' — ');

const valuesOf = (row: CoverageRow): CoverageValues => ({
  name: row.name,
  coverageCalculationTypeId: row.coverageCalculationTypeId,
  coverageCalculationJsonParam: row.coverageCalculationJsonParam,
  isAdditional: row.isAdditional,
  isEnabled: row.isEnabled,
});

/** InsertCoverage: a coverage of a modality of the tenant. */
export const insertCoverage = async (
  db: Database,
  auth: AuthContext,
  body: InsertCoverageBody,
): Promise<CoverageAnswer> => {
  const modality = await findModality(db, auth, { id: body.ModalityId });
  const values = checkCoverage(body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(modalityCoverages)
      .values({ companyId: auth.companyId, modalityId: modality.id, ...values })
      .returning();
    await recordModalityChange(tx, auth, modality.id, [
      { field: 'Coverage', oldValue: null, newValue: describe(values) },
    ]);
    return toCoverage(row);
  });
};

const writeCoverage = async (
  db: Database,
  auth: AuthContext,
  current: CoverageRow,
  values: CoverageValues,
) => {
  const before = describe(valuesOf(current));
  const after = describe(values);
  if (before === after) return toCoverage(current);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(modalityCoverages)
      .set({ ...values, version: sql`${modalityCoverages.version} + 1` })
      .where(
        and(
          eq(modalityCoverages.id, current.id),
          eq(modalityCoverages.companyId, auth.companyId),
          eq(modalityCoverages.version, current.version),
        ),
      )
      .returning();
    if (!row) throw new ConflictError(M.STALE_COVERAGE);
    await recordModalityChange(tx, auth, current.modalityId, [
      { field: 'Coverage', oldValue: before, newValue: after },
    ]);
    return toCoverage(row);
  });
};

/** UpdateCoverage: absent fields keep their value; the Version read must be current. */
export const updateCoverage = async (
  db: Database,
  auth: AuthContext,
  body: UpdateCoverageBody,
): Promise<CoverageAnswer> => {
  const current = await findCoverage(db, auth, body.Id);
  await findModality(db, auth, { id: current.modalityId });
  requireCurrentVersion(body.Version, current.version, M.STALE_COVERAGE);
  const values = checkCoverage({
    Name: body.Name === undefined ? current.name : body.Name,
    CoverageCalculationTypeId: body.CoverageCalculationTypeId ?? current.coverageCalculationTypeId,
    CoverageCalculationJSONParam:
      body.CoverageCalculationJSONParam === undefined
        ? current.coverageCalculationJsonParam
        : body.CoverageCalculationJSONParam,
    IsAdditional: body.IsAdditional ?? current.isAdditional,
    IsEnabled: body.IsEnabled ?? current.isEnabled,
  });
  return writeCoverage(db, auth, current, values);
};

/** EnableDisableCoverage?id: flips IsEnabled (the spec's delete-style toggle). */
export const toggleCoverage = async (
  db: Database,
  auth: AuthContext,
  id: number,
  version?: number,
) => {
  const current = await findCoverage(db, auth, id);
  rejectStaleVersion(version, current.version, M.STALE_COVERAGE);
  await findModality(db, auth, { id: current.modalityId });
  return writeCoverage(db, auth, current, { ...valuesOf(current), isEnabled: !current.isEnabled });
};

/** GetAdditionalCoverages?ModalityUniqueId&ignoreDeleted */
export const listAdditionalCoverages = async (
  db: Database,
  auth: AuthContext,
  modalityUniqueId: string,
  ignoreDeleted: boolean,
) => {
  const modality = await findModality(db, auth, { uniqueId: modalityUniqueId });
  const rows = await listCoverages(db, auth, modality.id, {
    additionalOnly: true,
    enabledOnly: ignoreDeleted,
  });
  return rows.map(toCoverage);
};

const readAmount = (value: string | number | null | undefined, message: string) => {
  if (value === null || value === undefined || value === '') return '0';
  const amount = toDecimal(value);
  if (!amount || amount.isNegative()) throw new ValidationError(message);
  return amount.toFixed(2);
};

/**
 * GetAdditionalCoveragesObjects: the modality's enabled additional coverages (or the chosen
 * ones) with what each adds to a proposal of this insured amount and base premium.
 */
export const additionalCoverageObjects = async (
  db: Database,
  auth: AuthContext,
  body: {
    ModalityUniqueId: string;
    InsuredAmountValue?: string | number | null;
    BasePremium?: string | number | null;
    CoverageIds?: number[] | null;
  },
) => {
  const modality = await findModality(db, auth, { uniqueId: body.ModalityUniqueId });
  const insuredAmountValue = readAmount(body.InsuredAmountValue, M.INSURED_AMOUNT_INVALID);
  const basePremium = readAmount(body.BasePremium, M.BASE_PREMIUM_INVALID);
  const rows = await listCoverages(db, auth, modality.id, {
    additionalOnly: true,
    enabledOnly: true,
    ids: body.CoverageIds ?? undefined,
  });
  return rows.map((row) => {
    const result = calculateCoverage(
      row.coverageCalculationTypeId,
      row.coverageCalculationJsonParam,
      { insuredAmountValue, basePremium },
    );
    return {
      ...toCoverage(row),
      CoverageInsuredAmountValue: result.insuredAmountValue,
      CoveragePremium: result.premium,
    };
  });
};
