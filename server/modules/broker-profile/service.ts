import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  type BrokerProfileSettings,
  brokerProfileLabels,
  defaultBrokerProfileSettings,
  validateBrokerProfileSettings,
} from '../../../domain/brokerProfileSettings';
import type { ProfileOption } from '../../../domain/contracts/brokerProfile';
import { UserType } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { brokerProfileSettings, profiles } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { conflictOnDuplicate, requireCurrentVersion } from '../../http/writeGuards';
import { historyAnswer, listChanges, recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';
import { diffChanges } from '../users/changes';
import * as M from './messages';
import type { BrokerProfileSettingsBody } from './schemas';

export const BROKER_PROFILE_ENTITY = 'BrokerProfileSettings';

type Row = typeof brokerProfileSettings.$inferSelect;

/** The tenant's live profiles of one user type, as options. */
const profilesOfType = async (db: Database, companyId: number, userTypeId: number) =>
  db
    .select({ id: profiles.id, UniqueId: profiles.uniqueId, Name: profiles.name })
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, companyId),
        eq(profiles.userTypeId, userTypeId),
        isNull(profiles.deletedAt),
      ),
    )
    .orderBy(profiles.name);

const uniqueIdsOf = async (db: Database, row: Row) => {
  const ids = [row.brokerProfileId, row.agentProfileId].filter((id): id is number => id !== null);
  const found = ids.length
    ? await db
        .select({ id: profiles.id, uniqueId: profiles.uniqueId, deletedAt: profiles.deletedAt })
        .from(profiles)
        .where(and(eq(profiles.companyId, row.companyId), inArray(profiles.id, ids)))
    : [];
  // a deleted profile no longer applies: the standard behaviour comes back
  const live = (id: number | null) =>
    found.find((item) => item.id === id && !item.deletedAt)?.uniqueId ?? null;
  return { broker: live(row.brokerProfileId), agent: live(row.agentProfileId) };
};

const settingsOf = async (db: Database, row: Row): Promise<BrokerProfileSettings> => {
  const ids = await uniqueIdsOf(db, row);
  return {
    PerfilCorretorUniqueId: ids.broker,
    PerfilAgenteUniqueId: ids.agent,
    ComissaoMinimaPercentual: row.minCommissionPercentage,
    ComissaoMaximaPercentual: row.maxCommissionPercentage,
  };
};

export const settingsRowOf = async (db: Database, companyId: number) =>
  (
    await db
      .select()
      .from(brokerProfileSettings)
      .where(eq(brokerProfileSettings.companyId, companyId))
  )[0];

/** ObterPerfilCorretor: the settings (defaults when unsaved) and the profiles to choose from. */
export const getBrokerProfileSettings = async (db: Database, auth: AuthContext) => {
  const row = await settingsRowOf(db, auth.companyId);
  const settings = row ? await settingsOf(db, row) : defaultBrokerProfileSettings;
  const options = async (type: number): Promise<ProfileOption[]> =>
    (await profilesOfType(db, auth.companyId, type)).map(({ UniqueId, Name }) => ({
      UniqueId,
      Name,
    }));
  return {
    ...settings,
    Padrao: !row,
    Version: row?.version ?? 0,
    PerfisCorretor: await options(UserType.BROKER),
    PerfisAgente: await options(UserType.AGENT),
  };
};

const profileIdOf = async (
  db: Database,
  companyId: number,
  uniqueId: string | null,
  userTypeId: number,
  message: string,
  problems: string[],
) => {
  if (!uniqueId) return null;
  const match = (await profilesOfType(db, companyId, userTypeId)).find(
    (profile) => profile.UniqueId === uniqueId,
  );
  if (!match) problems.push(message);
  return match?.id ?? null;
};

const profileName = async (db: Database, companyId: number, uniqueId: string | null) => {
  if (!uniqueId) return 'Padrão';
  const [row] = await db
    .select({ name: profiles.name })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.uniqueId, uniqueId)));
  return row?.name ?? uniqueId;
};

/** The settings as the history shows them (profile names, not ids). */
const readable = async (db: Database, companyId: number, settings: BrokerProfileSettings) => ({
  PerfilCorretorUniqueId: await profileName(db, companyId, settings.PerfilCorretorUniqueId),
  PerfilAgenteUniqueId: await profileName(db, companyId, settings.PerfilAgenteUniqueId),
  ComissaoMinimaPercentual: settings.ComissaoMinimaPercentual,
  ComissaoMaximaPercentual: settings.ComissaoMaximaPercentual,
});

/**
 * SalvarPerfilCorretor: creates or changes the tenant's settings (Version required once saved);
 * the profiles must be live profiles of the tenant of the right user type.
 */
export const saveBrokerProfileSettings = async (
  db: Database,
  auth: AuthContext,
  body: BrokerProfileSettingsBody,
) => {
  const row = await settingsRowOf(db, auth.companyId);
  if (row) requireCurrentVersion(body.Version, row.version, M.STALE_SETTINGS);
  const before = row ? await settingsOf(db, row) : defaultBrokerProfileSettings;
  const { Version: _version, ...given } = body;
  const { values, problems } = validateBrokerProfileSettings(given, before);
  const brokerProfileId = await profileIdOf(
    db,
    auth.companyId,
    values.PerfilCorretorUniqueId,
    UserType.BROKER,
    M.BROKER_PROFILE_INVALID,
    problems,
  );
  const agentProfileId = await profileIdOf(
    db,
    auth.companyId,
    values.PerfilAgenteUniqueId,
    UserType.AGENT,
    M.AGENT_PROFILE_INVALID,
    problems,
  );
  if (problems.length) throw new ValidationError(problems);
  const changes = diffChanges(
    await readable(db, auth.companyId, before),
    await readable(db, auth.companyId, values),
  );
  if (row && !changes.length) return getBrokerProfileSettings(db, auth);
  const columns = {
    brokerProfileId,
    agentProfileId,
    minCommissionPercentage: values.ComissaoMinimaPercentual,
    maxCommissionPercentage: values.ComissaoMaximaPercentual,
  };
  await db
    .transaction(async (tx) => {
      const [saved] = row
        ? await tx
            .update(brokerProfileSettings)
            .set({ ...columns, version: row.version + 1 })
            .where(
              and(
                eq(brokerProfileSettings.id, row.id),
                eq(brokerProfileSettings.version, row.version),
              ),
            )
            .returning()
        : await tx
            .insert(brokerProfileSettings)
            .values({ companyId: auth.companyId, ...columns })
            .returning();
      if (!saved) throw new ConflictError(M.STALE_SETTINGS);
      if (changes.length) {
        await recordChange(tx, {
          companyId: auth.companyId,
          entity: BROKER_PROFILE_ENTITY,
          entityId: auth.companyId,
          changedBy: { userId: auth.userId },
          changes,
        });
      }
    })
    .catch(conflictOnDuplicate(M.STALE_SETTINGS));
  return getBrokerProfileSettings(db, auth);
};

/** ObterHistoricoPerfilCorretor, newest first. */
export const listBrokerProfileHistory = async (db: Database, auth: AuthContext) => {
  const rows = await listChanges(db, auth.companyId, BROKER_PROFILE_ENTITY, auth.companyId);
  return historyAnswer(rows, {
    label: (field) => brokerProfileLabels[field as keyof typeof brokerProfileLabels] ?? field,
    text: (value) => (value === null ? null : String(value)),
  });
};
