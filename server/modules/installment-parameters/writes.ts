import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  changeInstallmentParameterBody,
  createInstallmentParameterBody,
  deleteInstallmentOverrideBody,
  installmentOverrideBody,
} from '../../../domain/contracts/installmentParameters';
import {
  overrideSummary,
  type PaymentParameterTab,
  validateInstallmentOverride,
  validateInstallmentParameter,
} from '../../../domain/installmentParameters';
import type { Database } from '../../db/client';
import { installmentModalityParameters, installmentParameters } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { checked, conflictOnDuplicate, requireCurrentVersion } from '../../http/writeGuards';
import type { AuthContext } from '../security/principal';
import { diffChanges } from '../users/changes';
import { recordInstallmentChange } from './history';
import * as M from './messages';
import {
  findOverride,
  findParameter,
  findTenantModality,
  getTab,
  toColumns,
  toFields,
  toOverrideFields,
} from './queries';

/** CreateInstallmentParameter: a new payment code; its creation opens its history. */
export const createParameter = async (
  db: Database,
  auth: AuthContext,
  body: z.infer<typeof createInstallmentParameterBody>,
): Promise<PaymentParameterTab> => {
  const fields = checked(validateInstallmentParameter(body));
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(installmentParameters)
        .values({ companyId: auth.companyId, ...toColumns(fields) })
        .returning();
      await recordInstallmentChange(tx, auth, row.id, diffChanges(null, { ...toFields(row) }));
      return row.id;
    })
    .catch(conflictOnDuplicate(M.DUPLICATE_CODE));
  return getTab(db, auth, id);
};

/**
 * ChangeInstallmentParameter: fields absent from the body keep their value; the Code does not
 * change. Only while the Version read is current (else 409, nothing written).
 */
export const changeParameter = async (
  db: Database,
  auth: AuthContext,
  body: z.infer<typeof changeInstallmentParameterBody>,
): Promise<PaymentParameterTab> => {
  const current = await findParameter(db, auth, body.Id);
  requireCurrentVersion(body.Version, current.version, M.STALE_PARAMETER);
  const { Id: _id, Version: _version, ...given } = body;
  const defined = Object.fromEntries(
    Object.entries(given).filter(([, value]) => value !== undefined),
  );
  const before = toFields(current);
  const fields = checked(validateInstallmentParameter({ ...before, ...defined }));
  if (fields.Code !== before.Code) throw new ValidationError(M.CODE_IMMUTABLE);
  const changes = diffChanges({ ...before }, { ...fields });
  if (changes.length) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(installmentParameters)
        .set({ ...toColumns(fields), version: sql`${installmentParameters.version} + 1` })
        .where(
          and(
            eq(installmentParameters.id, current.id),
            eq(installmentParameters.companyId, auth.companyId),
            eq(installmentParameters.version, current.version),
          ),
        )
        .returning();
      if (!row) throw new ConflictError(M.STALE_PARAMETER);
      await recordInstallmentChange(tx, auth, row.id, changes);
    });
  }
  return getTab(db, auth, current.id);
};

/**
 * ChangeInstallmentModalityParameter: creates the modality's override of a payment code, or
 * replaces it (then the Version read must be current). Null fields inherit the payment code's.
 */
export const upsertOverride = async (
  db: Database,
  auth: AuthContext,
  body: z.infer<typeof installmentOverrideBody>,
): Promise<PaymentParameterTab> => {
  const parameter = await findParameter(db, auth, body.InstallmentParameterId);
  const modality = await findTenantModality(db, auth, body.ModalityId);
  const fields = checked(validateInstallmentOverride(body));
  const [existing] = await db
    .select()
    .from(installmentModalityParameters)
    .where(
      and(
        eq(installmentModalityParameters.installmentParameterId, parameter.id),
        eq(installmentModalityParameters.modalityId, modality.id),
      ),
    );
  if (existing) requireCurrentVersion(body.Version, existing.version, M.STALE_OVERRIDE);
  const before = existing ? overrideSummary(modality.name, toOverrideFields(existing)) : null;
  const after = overrideSummary(modality.name, fields);
  if (before === after) return getTab(db, auth, parameter.id);
  const columns = {
    maxInstallments: fields.MaxInstallments,
    minInstallmentValue: fields.MinInstallmentValue,
    possibleGracePeriodsInDays: fields.PossibleGracePeriodsInDays,
  };
  await db
    .transaction(async (tx) => {
      const [row] = existing
        ? await tx
            .update(installmentModalityParameters)
            .set({ ...columns, version: sql`${installmentModalityParameters.version} + 1` })
            .where(
              and(
                eq(installmentModalityParameters.id, existing.id),
                eq(installmentModalityParameters.version, existing.version),
              ),
            )
            .returning()
        : await tx
            .insert(installmentModalityParameters)
            .values({
              companyId: auth.companyId,
              installmentParameterId: parameter.id,
              modalityId: modality.id,
              ...columns,
            })
            .returning();
      if (!row) throw new ConflictError(M.STALE_OVERRIDE);
      await recordInstallmentChange(tx, auth, parameter.id, [
        { field: 'ModalityParameter', oldValue: before, newValue: after },
      ]);
    })
    .catch(conflictOnDuplicate(M.DUPLICATE_OVERRIDE));
  return getTab(db, auth, parameter.id);
};

/** DeleteInstallmentModalityParameter: the modality goes back to the payment code's values. */
export const deleteOverride = async (
  db: Database,
  auth: AuthContext,
  body: z.infer<typeof deleteInstallmentOverrideBody>,
): Promise<PaymentParameterTab> => {
  const override = await findOverride(db, auth, body.Id);
  if (body.Version !== null && body.Version !== undefined && body.Version !== override.version) {
    throw new ConflictError(M.STALE_OVERRIDE);
  }
  const modality = await findTenantModality(db, auth, override.modalityId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(installmentModalityParameters)
      .where(
        and(
          eq(installmentModalityParameters.id, override.id),
          eq(installmentModalityParameters.version, override.version),
        ),
      )
      .returning();
    if (!row) throw new ConflictError(M.STALE_OVERRIDE);
    await recordInstallmentChange(tx, auth, override.installmentParameterId, [
      {
        field: 'ModalityParameter',
        oldValue: overrideSummary(modality.name, toOverrideFields(override)),
        newValue: null,
      },
    ]);
  });
  return getTab(db, auth, override.installmentParameterId);
};
