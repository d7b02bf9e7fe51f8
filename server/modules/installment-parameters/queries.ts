import { and, asc, eq } from 'drizzle-orm';
import {
  type InstallmentModalityParameterAnswer,
  type InstallmentParameterFields,
  type PaymentParameterTab,
  resolveInstallmentParameter,
} from '../../../domain/installmentParameters';
import type { Database } from '../../db/client';
import { installmentModalityParameters, installmentParameters, modalities } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { canParametrize } from '../modalities/scope';
import type { AuthContext } from '../security/principal';
import * as M from './messages';

export type ParameterRow = typeof installmentParameters.$inferSelect;
export type OverrideRow = typeof installmentModalityParameters.$inferSelect;

/** The payment code's own fields as the answer and the history name them. */
export const toFields = (row: ParameterRow): InstallmentParameterFields => ({
  Code: row.code,
  Name: row.name,
  MaxInstallments: row.maxInstallments,
  MinInstallmentValue: row.minInstallmentValue,
  PossibleGracePeriodsInDays: row.possibleGracePeriodsInDays,
  IsActive: row.isActive,
});

export const toColumns = (fields: InstallmentParameterFields) => ({
  code: fields.Code,
  name: fields.Name,
  maxInstallments: fields.MaxInstallments,
  minInstallmentValue: fields.MinInstallmentValue,
  possibleGracePeriodsInDays: fields.PossibleGracePeriodsInDays,
  isActive: fields.IsActive,
});

export const toOverrideFields = (row: OverrideRow) => ({
  MaxInstallments: row.maxInstallments,
  MinInstallmentValue: row.minInstallmentValue,
  PossibleGracePeriodsInDays: row.possibleGracePeriodsInDays,
});

/** One payment code of the caller's tenant, or 404 (also another tenant's). */
export const findParameter = async (db: Database, auth: AuthContext, id: number) => {
  const [row] = await db
    .select()
    .from(installmentParameters)
    .where(
      and(eq(installmentParameters.companyId, auth.companyId), eq(installmentParameters.id, id)),
    );
  if (!row) throw new NotFoundError(M.PARAMETER_NOT_FOUND);
  return row;
};

/** One modality override of the caller's tenant, or 404. */
export const findOverride = async (db: Database, auth: AuthContext, id: number) => {
  const [row] = await db
    .select()
    .from(installmentModalityParameters)
    .where(
      and(
        eq(installmentModalityParameters.companyId, auth.companyId),
        eq(installmentModalityParameters.id, id),
      ),
    );
  if (!row) throw new NotFoundError(M.OVERRIDE_NOT_FOUND);
  return row;
};

/** A modality of the caller's tenant (deleted ones too: parameterisation only), or 404. */
export const findTenantModality = async (db: Database, auth: AuthContext, id: number) => {
  const [row] = await db
    .select()
    .from(modalities)
    .where(and(eq(modalities.companyId, auth.companyId), eq(modalities.id, id)));
  if (!row) throw new NotFoundError(M.MODALITY_NOT_FOUND);
  return row;
};

const overridesOf = async (db: Database, auth: AuthContext) =>
  db
    .select({ override: installmentModalityParameters, modalityName: modalities.name })
    .from(installmentModalityParameters)
    .innerJoin(modalities, eq(modalities.id, installmentModalityParameters.modalityId))
    .where(eq(installmentModalityParameters.companyId, auth.companyId))
    .orderBy(asc(modalities.name), asc(installmentModalityParameters.id));

const toTab = (
  row: ParameterRow,
  overrides: Awaited<ReturnType<typeof overridesOf>>,
): PaymentParameterTab => {
  const fields = toFields(row);
  const ModalityParameters: InstallmentModalityParameterAnswer[] = overrides
    .filter(({ override }) => override.installmentParameterId === row.id)
    .map(({ override, modalityName }) => ({
      Id: override.id,
      InstallmentParameterId: row.id,
      ModalityId: override.modalityId,
      ModalityName: modalityName,
      ...toOverrideFields(override),
      Effective: resolveInstallmentParameter(fields, toOverrideFields(override)),
      Version: override.version,
    }));
  return {
    Code: row.code,
    Name: row.name,
    InstallmentParameter: { Id: row.id, ...fields, Version: row.version, ModalityParameters },
  };
};

/**
 * GetInstallmentParameter: one tab per payment code, in creation order. Only the
 * parameterisation team sees inactive codes; the proposal flow reads the active ones.
 */
export const listTabs = async (db: Database, auth: AuthContext): Promise<PaymentParameterTab[]> => {
  const tenant = eq(installmentParameters.companyId, auth.companyId);
  const rows = await db
    .select()
    .from(installmentParameters)
    .where(canParametrize(auth) ? tenant : and(tenant, eq(installmentParameters.isActive, true)))
    .orderBy(asc(installmentParameters.id));
  const overrides = await overridesOf(db, auth);
  return rows.map((row) => toTab(row, overrides));
};

export const getTab = async (db: Database, auth: AuthContext, id: number) => {
  const row = await findParameter(db, auth, id);
  return toTab(row, await overridesOf(db, auth));
};
