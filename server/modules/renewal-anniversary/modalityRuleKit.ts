import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  type ChangeHistoryRow,
  type PolicyTerm,
  REMOVED_RULE_FIELD,
  REMOVED_RULE_LABEL,
  validatePolicyTerm,
} from '../../../domain/renewal';
import type { Database } from '../../db/client';
import { companyBranches, modalities, modalityGroups } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../http/errors';
import { visibleModalities } from '../modalities/scope';
import type { AuthContext } from '../security/principal';
import { diffChanges } from '../users/changes';
import { type ConfigEntity, listConfigHistory, recordConfigChange } from './history';
import * as M from './messages';
import {
  findModalityRef,
  modalityColumns,
  type ModalityRef,
  toModalityAnswer,
} from './modalityRef';
import { todayInBrazil } from '../../../domain/policyTerm';
import { checked, conflictOnDuplicate, requireCurrentVersion } from '../../http/writeGuards';

/** The columns every defaults table has (one row per tenant). */
interface SettingsTable extends PgTable {
  id: PgColumn;
  companyId: PgColumn;
  version: PgColumn;
}
/** The columns every modality-rule table has (one rule per modality of a tenant). */
interface RulesTable extends SettingsTable {
  uniqueId: PgColumn;
  modalityId: PgColumn;
}
interface StoredRow {
  id: number;
  version: number;
}
interface StoredRule extends StoredRow {
  uniqueId: string;
}
type Checked<T> = { values: T; problems: string[] };

/** The query of a schedule call: a modality and a policy term (renewal adds renewalsDone). */
export interface ScheduleQuery {
  modalityUniqueId: string;
  startDate?: string;
  endDate?: string;
  referenceDate?: string;
  renewalsDone?: string;
}

/** The fields as the history diff reads them (the area's field interfaces have no index). */
const snapshotOf = (fields: object) => ({ ...fields }) as Record<string, unknown>;

/**
 * What tells one configuration area (renewal, anniversary endorsement) from the other: its two
 * tables, how their rows map to the gateway's fields, its domain rules, labels and messages.
 */
export interface ModalityRuleArea<
  SettingsRow extends StoredRow,
  SettingsFields extends object,
  RuleRow extends StoredRule,
  RuleFields extends object,
  Effective,
> {
  settingsTable: SettingsTable;
  rulesTable: RulesTable;
  /** What a tenant that never saved its defaults follows (answered with Version 0). */
  defaults: SettingsFields;
  settingsOf: (row: SettingsRow) => SettingsFields;
  /** The columns a save writes (checked against the table's row). */
  settingsColumns: (fields: SettingsFields) => Partial<SettingsRow>;
  ruleOf: (row: RuleRow) => RuleFields;
  ruleColumns: (fields: RuleFields) => Partial<RuleRow>;
  validateSettings: (input: Record<string, unknown>) => Checked<SettingsFields>;
  validateRule: (input: Record<string, unknown>) => Checked<RuleFields>;
  /** What the modality's policies follow: its rule (if any) over the defaults. */
  effective: (
    settings: SettingsFields,
    rule: (RuleFields & { UniqueId: string }) | null,
  ) => Effective;
  /** One line naming a removed rule, kept in the defaults' history. */
  ruleSummary: (modalityName: string, rule: RuleFields) => string;
  entities: { settings: ConfigEntity; rule: ConfigEntity };
  labels: { settings: Record<string, string>; rule: Record<string, string> };
  messages: { ruleNotFound: string; duplicateRule: string; staleSettings: string };
}

/**
 * The gateway side of a configuration area made of tenant defaults plus per-modality rules:
 * reads, optimistic-Version writes with their history in the same transaction, and the
 * history itself. Both areas run on it; only their ModalityRuleArea differs.
 *
 * Drizzle cannot type a query on a table chosen at run time, so rows are cast to the area's row
 * types here (the area's mapping functions are typed against its own table).
 */
export const modalityRuleKit = <
  SettingsRow extends StoredRow,
  SettingsFields extends object,
  RuleRow extends StoredRule,
  RuleFields extends object,
  Effective,
>(
  area: ModalityRuleArea<SettingsRow, SettingsFields, RuleRow, RuleFields, Effective>,
) => {
  const { settingsTable, rulesTable, entities, messages } = area;

  const findSettingsRow = async (db: Database, auth: AuthContext) => {
    const [row] = await db
      .select()
      .from(settingsTable)
      .where(eq(settingsTable.companyId, auth.companyId));
    return row as SettingsRow | undefined;
  };

  /** The tenant's defaults, or the built-in ones (Version 0) if never saved. */
  const getSettings = async (db: Database, auth: AuthContext) => {
    const row = await findSettingsRow(db, auth);
    return row
      ? { ...area.settingsOf(row), Version: row.version }
      : { ...area.defaults, Version: 0 };
  };

  /** Every field, with the Version read (0 the first time); stale → 409. */
  const saveSettings = async (
    db: Database,
    auth: AuthContext,
    body: Record<string, unknown> & { Version: number },
  ) => {
    const current = await findSettingsRow(db, auth);
    requireCurrentVersion(body.Version, current?.version ?? 0, messages.staleSettings);
    const fields = checked(area.validateSettings(body));
    const before = current ? area.settingsOf(current) : area.defaults;
    const changes = diffChanges(snapshotOf(before), snapshotOf(fields));
    if (!changes.length && current) return getSettings(db, auth);
    await db
      .transaction(async (tx) => {
        const [row] = current
          ? await tx
              .update(settingsTable)
              .set({
                ...area.settingsColumns(fields),
                version: sql`${settingsTable.version} + 1`,
                updatedAt: new Date(),
              })
              .where(
                and(eq(settingsTable.id, current.id), eq(settingsTable.version, current.version)),
              )
              .returning()
          : await tx
              .insert(settingsTable)
              .values({ companyId: auth.companyId, ...area.settingsColumns(fields) })
              .returning();
        if (!row) throw new ConflictError(messages.staleSettings);
        await recordConfigChange(tx, auth, entities.settings, auth.companyId, changes);
      })
      .catch(conflictOnDuplicate(messages.staleSettings));
    return getSettings(db, auth);
  };

  const toAnswer = (rule: RuleRow, modality: ModalityRef, settings: SettingsFields) => ({
    Id: rule.id,
    UniqueId: rule.uniqueId,
    ...toModalityAnswer(modality),
    ...area.ruleOf(rule),
    Effective: area.effective(settings, { ...area.ruleOf(rule), UniqueId: rule.uniqueId }),
    Version: rule.version,
  });

  /** The tenant's rules with their modality (live modalities only, unless the caller parametrizes). */
  const rulesWithModality = async (db: Database, auth: AuthContext, extra?: SQL) => {
    const rows = await db
      .select({ rule: rulesTable, ...modalityColumns })
      .from(rulesTable)
      .innerJoin(modalities, eq(modalities.id, rulesTable.modalityId))
      .innerJoin(modalityGroups, eq(modalityGroups.id, modalities.groupId))
      .innerJoin(companyBranches, eq(companyBranches.id, modalityGroups.branchId))
      .where(and(eq(rulesTable.companyId, auth.companyId), visibleModalities(auth), extra))
      .orderBy(asc(companyBranches.code), asc(modalities.name));
    return rows as (ModalityRef & { rule: RuleRow })[];
  };

  /** Every modality rule of the tenant, with what it makes effective. */
  const listRules = async (db: Database, auth: AuthContext) => {
    const settings = await getSettings(db, auth);
    const rows = await rulesWithModality(db, auth);
    return rows.map(({ rule, ...modality }) => toAnswer(rule, modality, settings));
  };

  const findRule = async (db: Database, auth: AuthContext, uniqueId: string) => {
    const [row] = await rulesWithModality(db, auth, eq(rulesTable.uniqueId, uniqueId));
    if (!row) throw new NotFoundError(messages.ruleNotFound);
    return row;
  };

  /** One rule by its UniqueId (the token of the edit route). */
  const getRule = async (db: Database, auth: AuthContext, uniqueId: string) => {
    const { rule, ...modality } = await findRule(db, auth, uniqueId);
    return toAnswer(rule, modality, await getSettings(db, auth));
  };

  /** One rule per modality (a second one answers 409). */
  const createRule = async (
    db: Database,
    auth: AuthContext,
    body: Record<string, unknown> & { ModalityUniqueId: string },
  ) => {
    const modality = await findModalityRef(db, auth, body.ModalityUniqueId);
    const fields = checked(area.validateRule(body));
    const uniqueId = await db
      .transaction(async (tx) => {
        const [row] = (await tx
          .insert(rulesTable)
          .values({
            companyId: auth.companyId,
            modalityId: modality.modalityId,
            ...area.ruleColumns(fields),
          })
          .returning()) as unknown as RuleRow[];
        await recordConfigChange(
          tx,
          auth,
          entities.rule,
          row.id,
          diffChanges(null, { ModalityUniqueId: modality.modalityName, ...snapshotOf(fields) }),
        );
        return row.uniqueId;
      })
      .catch(conflictOnDuplicate(messages.duplicateRule));
    return getRule(db, auth, uniqueId);
  };

  /** Every field, with the Version read; the modality never changes. */
  const updateRule = async (
    db: Database,
    auth: AuthContext,
    body: Record<string, unknown> & { UniqueId: string; Version: number },
  ) => {
    const { rule } = await findRule(db, auth, body.UniqueId);
    requireCurrentVersion(body.Version, rule.version, M.STALE_RULE);
    const fields = checked(area.validateRule(body));
    const changes = diffChanges(snapshotOf(area.ruleOf(rule)), snapshotOf(fields));
    if (changes.length) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(rulesTable)
          .set({
            ...area.ruleColumns(fields),
            version: sql`${rulesTable.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(rulesTable.id, rule.id), eq(rulesTable.version, rule.version)))
          .returning();
        if (!row) throw new ConflictError(M.STALE_RULE);
        await recordConfigChange(tx, auth, entities.rule, rule.id, changes);
      });
    }
    return getRule(db, auth, rule.uniqueId);
  };

  /**
   * The modality follows the defaults again. The removal is recorded in the defaults' history,
   * where the list of rules is kept; answers the remaining rules.
   */
  const deleteRule = async (
    db: Database,
    auth: AuthContext,
    body: { UniqueId: string; Version: number },
  ) => {
    const { rule, modalityName } = await findRule(db, auth, body.UniqueId);
    requireCurrentVersion(body.Version, rule.version, M.STALE_RULE);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .delete(rulesTable)
        .where(and(eq(rulesTable.id, rule.id), eq(rulesTable.version, rule.version)))
        .returning();
      if (!row) throw new ConflictError(M.STALE_RULE);
      await recordConfigChange(tx, auth, entities.settings, auth.companyId, [
        {
          field: REMOVED_RULE_FIELD,
          oldValue: area.ruleSummary(modalityName, area.ruleOf(rule)),
          newValue: null,
        },
      ]);
    });
    return listRules(db, auth);
  };

  /** The history of the defaults (no uniqueId) or of one modality rule. */
  const listHistory = async (
    db: Database,
    auth: AuthContext,
    uniqueId?: string,
  ): Promise<ChangeHistoryRow[]> => {
    if (!uniqueId) {
      return listConfigHistory(db, auth, entities.settings, auth.companyId, {
        ...area.labels.settings,
        [REMOVED_RULE_FIELD]: REMOVED_RULE_LABEL,
      });
    }
    const { rule } = await findRule(db, auth, uniqueId);
    return listConfigHistory(db, auth, entities.rule, rule.id, area.labels.rule);
  };

  /**
   * A schedule call (GetRenewalSchedule, GetAnniversarySchedule): the policy term is checked
   * (reference date: today in Brasília), then what the area reads of its own in the query
   * (`readQuery`, e.g. renewalsDone), then the modality is found and its rule applied over the
   * defaults; `compute` is the area's domain schedule for that term.
   */
  const scheduleCall =
    <Extra, Schedule>(
      compute: (term: PolicyTerm, effective: Effective, extra: Extra) => Schedule,
      readQuery: (query: ScheduleQuery) => Extra,
    ) =>
    async (db: Database, auth: AuthContext, query: ScheduleQuery) => {
      const term = checked(
        validatePolicyTerm({ ...query, referenceDate: query.referenceDate || todayInBrazil() }),
      );
      const extra = readQuery(query);
      const modality = await findModalityRef(db, auth, query.modalityUniqueId);
      const settings = await getSettings(db, auth);
      const [rule] = (await db
        .select()
        .from(rulesTable)
        .where(
          and(
            eq(rulesTable.companyId, auth.companyId),
            eq(rulesTable.modalityId, modality.modalityId),
          ),
        )) as unknown as RuleRow[];
      const effective = area.effective(
        settings,
        rule ? { ...area.ruleOf(rule), UniqueId: rule.uniqueId } : null,
      );
      return {
        ModalityUniqueId: modality.modalityUniqueId,
        ModalityName: modality.modalityName,
        Effective: effective,
        Schedule: compute(term, effective, extra),
      };
    };

  /**
   * What each modality of a tenant follows, read once for a batch (the scheduled jobs, issue 15):
   * the tenant's defaults and every rule, without a user (no modality visibility applies).
   */
  const effectiveByModality = async (db: Database, companyId: number) => {
    const [row] = await db
      .select()
      .from(settingsTable)
      .where(eq(settingsTable.companyId, companyId));
    const settings = row ? area.settingsOf(row as SettingsRow) : area.defaults;
    const rules = (await db
      .select()
      .from(rulesTable)
      .where(eq(rulesTable.companyId, companyId))) as unknown as RuleRow[];
    const byModality = new Map(
      rules.map((rule) => [
        (rule as unknown as { modalityId: number }).modalityId,
        area.effective(settings, { ...area.ruleOf(rule), UniqueId: rule.uniqueId }),
      ]),
    );
    const fallback = area.effective(settings, null);
    return { settings, of: (modalityId: number) => byModality.get(modalityId) ?? fallback };
  };

  return {
    effectiveByModality,
    getSettings,
    saveSettings,
    listRules,
    getRule,
    createRule,
    updateRule,
    deleteRule,
    listHistory,
    scheduleCall,
  };
};
