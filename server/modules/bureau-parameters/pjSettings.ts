import { and, eq } from 'drizzle-orm';
import { fallbackOrder } from '../../../domain/bureauQueries';
import {
  type CnpjSituation,
  defaultPjQuerySettings,
  evaluatePjQuery,
  type PjCompanyData,
  type PjQuerySettings,
  type PjQuerySettingsInput,
  pjQuerySettingsLabels,
  pjSettingsValueText,
  validatePjQuerySettings,
} from '../../../domain/pjQuerySettings';
import { todayInBrazil } from '../../../domain/policyTerm';
import type { Database } from '../../db/client';
import { bureauQueryParameters, pjQuerySettings } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { conflictOnDuplicate, requireCurrentVersion } from '../../http/writeGuards';
import { historyAnswer, listChanges, recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';
import { diffChanges } from '../users/changes';
import * as M from './messages';
import { toParameter } from './queries';

export const PJ_SETTINGS_ENTITY = 'PjQuerySettings';

type Row = typeof pjQuerySettings.$inferSelect;

const toSettings = (row: Row): PjQuerySettings => ({
  TiposConsulta: row.queryTypeIds,
  PreencherDadosCadastrais: row.fillRegistration,
  IdadeMinimaEmpresaMeses: row.minCompanyAgeMonths,
  SituacoesBloqueadas: row.blockedSituations as CnpjSituation[],
  ValidadeDadosDias: row.dataValidityDays,
});

const toColumns = (settings: PjQuerySettings) => ({
  queryTypeIds: settings.TiposConsulta,
  fillRegistration: settings.PreencherDadosCadastrais,
  minCompanyAgeMonths: settings.IdadeMinimaEmpresaMeses,
  blockedSituations: settings.SituacoesBloqueadas,
  dataValidityDays: settings.ValidadeDadosDias,
});

const rowOf = async (db: Database, auth: AuthContext) =>
  (await db.select().from(pjQuerySettings).where(eq(pjQuerySettings.companyId, auth.companyId)))[0];

/** ObterConfiguracaoConsultaPJ: the tenant's settings, or the defaults (Version 0, Padrao). */
export const getPjSettings = async (db: Database, auth: AuthContext) => {
  const row = await rowOf(db, auth);
  return row
    ? { ...toSettings(row), Padrao: false, Version: row.version }
    : { ...defaultPjQuerySettings, Padrao: true, Version: 0 };
};

/**
 * SalvarConfiguracaoConsultaPJ: creates the tenant's settings (from the defaults) or changes
 * them while the Version read is current; fields absent keep their value.
 */
export const savePjSettings = async (
  db: Database,
  auth: AuthContext,
  body: PjQuerySettingsInput & { Version: number },
) => {
  const row = await rowOf(db, auth);
  if (row) requireCurrentVersion(body.Version, row.version, M.STALE_PJ_SETTINGS);
  const { Version: _version, ...given } = body;
  const before = row ? toSettings(row) : defaultPjQuerySettings;
  const { values, problems } = validatePjQuerySettings(given, before);
  if (problems.length) throw new ValidationError(problems);
  const changes = diffChanges({ ...before }, { ...values });
  if (!row || changes.length) {
    await db
      .transaction(async (tx) => {
        const [saved] = row
          ? await tx
              .update(pjQuerySettings)
              .set({ ...toColumns(values), version: row.version + 1 })
              .where(and(eq(pjQuerySettings.id, row.id), eq(pjQuerySettings.version, row.version)))
              .returning()
          : await tx
              .insert(pjQuerySettings)
              .values({ companyId: auth.companyId, ...toColumns(values) })
              .returning();
        if (!saved) throw new ConflictError(M.STALE_PJ_SETTINGS);
        if (changes.length) {
          await recordChange(tx, {
            companyId: auth.companyId,
            entity: PJ_SETTINGS_ENTITY,
            entityId: auth.companyId,
            changedBy: { userId: auth.userId },
            changes,
          });
        }
      })
      .catch(conflictOnDuplicate(M.STALE_PJ_SETTINGS)); // two first saves at once: the other won
  }
  return getPjSettings(db, auth);
};

/** ObterHistoricoConfiguracaoConsultaPJ, newest first. */
export const listPjSettingsHistory = async (db: Database, auth: AuthContext) => {
  const rows = await listChanges(db, auth.companyId, PJ_SETTINGS_ENTITY, auth.companyId);
  return historyAnswer(rows, {
    label: (field) => pjQuerySettingsLabels[field as keyof typeof pjQuerySettingsLabels] ?? field,
    text: (value, field) => pjSettingsValueText(field, value),
  });
};

/**
 * AvaliarConsultaPJ: the tenant's settings applied to a company's data, each due query with the
 * active bureaus that answer it in fallback order.
 */
export const evaluatePj = async (
  db: Database,
  auth: AuthContext,
  company: PjCompanyData & { Cnpj: string },
  today = todayInBrazil(),
) => {
  const settings = await getPjSettings(db, auth);
  const evaluation = evaluatePjQuery(settings, company, today);
  const parameters = (
    await db
      .select()
      .from(bureauQueryParameters)
      .where(eq(bureauQueryParameters.companyId, auth.companyId))
  ).map(toParameter);
  return {
    Cnpj: company.Cnpj,
    DataReferencia: today,
    ...evaluation,
    ConsultasPendentes: evaluation.ConsultasPendentes.map((due) => ({
      ...due,
      Bureaus: fallbackOrder(
        parameters.filter((row) => row.TipoConsultaId === due.TipoConsultaId),
      ).map((row) => row.NomeBureau),
    })),
  };
};
