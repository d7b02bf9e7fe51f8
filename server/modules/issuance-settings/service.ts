import { and, eq } from 'drizzle-orm';
import { cancellationMethodLabels } from '../../../domain/cancellationRefund';
import type { IssuanceSettingsBodyInput } from '../../../domain/contracts/issuanceSettings';
import {
  type IssuanceSettingsAnswer,
  issuanceSettingsLabels,
  issuanceSettingsOf,
  issuanceSettingsValuesOf,
  validateIssuanceSettings,
} from '../../../domain/issuanceSettings';
import type { Database } from '../../db/client';
import { issuanceSettings, persons, users } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { conflictOnDuplicate, requireCurrentVersion } from '../../http/writeGuards';
import { loadIssuanceSettings } from '../bank-slips/settings';
import { historyAnswer, listChanges, recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';
import { diffChanges } from '../users/changes';
import * as M from './messages';

export const ISSUANCE_SETTINGS_ENTITY = 'IssuanceSettings';

const rowOf = async (db: Database, companyId: number) =>
  (
    await db
      .select({
        version: issuanceSettings.version,
        updatedAt: issuanceSettings.updatedAt,
        updatedBy: persons.name,
      })
      .from(issuanceSettings)
      .leftJoin(users, eq(users.id, issuanceSettings.updatedByUserId))
      .leftJoin(persons, eq(persons.id, users.personId))
      .where(eq(issuanceSettings.companyId, companyId))
  )[0];

/** ObterParametrosEmissao: the effective settings (the tenant's row, or the defaults). */
export const getIssuanceSettings = async (
  db: Database,
  auth: AuthContext,
): Promise<IssuanceSettingsAnswer> => {
  const [settings, row] = await Promise.all([
    loadIssuanceSettings(db, auth.companyId),
    rowOf(db, auth.companyId),
  ]);
  return {
    ...issuanceSettingsValuesOf(settings),
    Padrao: !row,
    Version: row?.version ?? 0,
    AlteradoEm: row?.updatedAt.toISOString() ?? null,
    AlteradoPor: row?.updatedBy ?? null,
  };
};

/**
 * SalvarParametrosEmissao: creates or changes the tenant's settings (Version 0 while unsaved,
 * the one read once saved: stale → 409); every field is checked (400 naming it), the change is
 * kept in the history with who made it.
 */
export const saveIssuanceSettings = async (
  db: Database,
  auth: AuthContext,
  body: IssuanceSettingsBodyInput,
) => {
  const current = await getIssuanceSettings(db, auth);
  requireCurrentVersion(body.Version, current.Version, M.STALE_SETTINGS);
  const { Padrao: _p, Version: _v, AlteradoEm: _a, AlteradoPor: _b, ...before } = current;
  const { Version: _version, ...given } = body;
  const { values, problems } = validateIssuanceSettings(given, before);
  if (problems.length) throw new ValidationError(problems);
  const changes = diffChanges(current.Padrao ? null : before, values);
  if (!current.Padrao && !changes.length) return current;
  const columns = {
    ...issuanceSettingsOf(values),
    updatedByUserId: auth.userId,
    updatedAt: new Date(),
  };
  await db
    .transaction(async (tx) => {
      const [saved] = current.Padrao
        ? await tx
            .insert(issuanceSettings)
            .values({ companyId: auth.companyId, ...columns })
            .returning({ version: issuanceSettings.version })
        : await tx
            .update(issuanceSettings)
            .set({ ...columns, version: current.Version + 1 })
            .where(
              and(
                eq(issuanceSettings.companyId, auth.companyId),
                eq(issuanceSettings.version, current.Version),
              ),
            )
            .returning({ version: issuanceSettings.version });
      if (!saved) throw new ConflictError(M.STALE_SETTINGS);
      await recordChange(tx, {
        companyId: auth.companyId,
        entity: ISSUANCE_SETTINGS_ENTITY,
        entityId: auth.companyId,
        changedBy: { userId: auth.userId },
        changes,
      });
    })
    .catch(conflictOnDuplicate(M.STALE_SETTINGS));
  return getIssuanceSettings(db, auth);
};

const historyText = (value: unknown, field: string) => {
  if (value === null || value === undefined) return null;
  if (field === 'MetodoCancelamento') {
    return (
      cancellationMethodLabels[value as keyof typeof cancellationMethodLabels] ?? String(value)
    );
  }
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return String(value);
};

/** ObterHistoricoParametrosEmissao, newest first. */
export const listIssuanceSettingsHistory = async (db: Database, auth: AuthContext) => {
  const rows = await listChanges(db, auth.companyId, ISSUANCE_SETTINGS_ENTITY, auth.companyId);
  return historyAnswer(rows, {
    label: (field) => issuanceSettingsLabels[field as keyof typeof issuanceSettingsLabels] ?? field,
    text: historyText,
  });
};
