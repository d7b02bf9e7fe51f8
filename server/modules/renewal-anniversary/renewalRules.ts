import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type AdjustmentIndex,
  type ChangeHistoryRow,
  type EffectiveRenewal,
  effectiveRenewal,
  type PolicyTerm,
  REMOVED_RULE_FIELD,
  REMOVED_RULE_LABEL,
  type RenewalRuleAnswer,
  type RenewalRuleFields,
  type RenewalRuleInput,
  type RenewalSchedule,
  renewalRuleLabels,
  renewalRuleSummary,
  renewalSettingsLabels,
  renewalSchedule,
  type RenewalSettingsFields,
  validatePolicyTerm,
  validateRenewalRule,
} from '../../../domain/renewal';
import type { Database } from '../../db/client';
import { companyBranches, modalities, modalityGroups, renewalModalityRules } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { visibleModalities } from '../modalities/scope';
import type { AuthContext } from '../security/principal';
import { diffChanges } from '../users/changes';
import { ENTITIES, listConfigHistory, recordConfigChange } from './history';
import * as M from './messages';
import {
  findModalityRef,
  modalityColumns,
  type ModalityRef,
  toModalityAnswer,
  todayInBrazil,
} from './modalityRef';
import { getRenewalSettings } from './renewalSettings';
import { checked, conflictOnDuplicate, requireCurrentVersion } from './writeGuards';

type Row = typeof renewalModalityRules.$inferSelect;

const toFields = (row: Row): RenewalRuleFields => ({
  AutomaticRenewal: row.automaticRenewal,
  DaysBeforeExpiry: row.daysBeforeExpiry,
  MaxRenewals: row.maxRenewals,
  AdjustmentIndex: row.adjustmentIndex as AdjustmentIndex,
});

const toColumns = (fields: RenewalRuleFields) => ({
  automaticRenewal: fields.AutomaticRenewal,
  daysBeforeExpiry: fields.DaysBeforeExpiry,
  maxRenewals: fields.MaxRenewals,
  adjustmentIndex: fields.AdjustmentIndex,
});

const toAnswer = (
  rule: Row,
  modality: ModalityRef,
  settings: RenewalSettingsFields,
): RenewalRuleAnswer => ({
  Id: rule.id,
  UniqueId: rule.uniqueId,
  ...toModalityAnswer(modality),
  ...toFields(rule),
  Effective: effectiveRenewal(settings, { ...toFields(rule), UniqueId: rule.uniqueId }),
  Version: rule.version,
});

/** The tenant's rules with their modality (live modalities only, unless the caller parametrizes). */
const rulesWithModality = (db: Database, auth: AuthContext, extra?: SQL) =>
  db
    .select({ rule: renewalModalityRules, ...modalityColumns })
    .from(renewalModalityRules)
    .innerJoin(modalities, eq(modalities.id, renewalModalityRules.modalityId))
    .innerJoin(modalityGroups, eq(modalityGroups.id, modalities.groupId))
    .innerJoin(companyBranches, eq(companyBranches.id, modalityGroups.branchId))
    .where(and(eq(renewalModalityRules.companyId, auth.companyId), visibleModalities(auth), extra))
    .orderBy(asc(companyBranches.code), asc(modalities.name));

/** GetRenewalModalityRules: every modality rule of the tenant, with what it makes effective. */
export const listRenewalRules = async (db: Database, auth: AuthContext) => {
  const settings = await getRenewalSettings(db, auth);
  const rows = await rulesWithModality(db, auth);
  return rows.map(({ rule, ...modality }) => toAnswer(rule, modality, settings));
};

const findRule = async (db: Database, auth: AuthContext, uniqueId: string) => {
  const [row] = await rulesWithModality(db, auth, eq(renewalModalityRules.uniqueId, uniqueId));
  if (!row) throw new NotFoundError(M.RENEWAL_RULE_NOT_FOUND);
  return row;
};

/** GetRenewalModalityRule?uniqueId (the token of the edit route). */
export const getRenewalRule = async (db: Database, auth: AuthContext, uniqueId: string) => {
  const { rule, ...modality } = await findRule(db, auth, uniqueId);
  return toAnswer(rule, modality, await getRenewalSettings(db, auth));
};

/** CreateRenewalModalityRule: one rule per modality (a second one answers 409). */
export const createRenewalRule = async (
  db: Database,
  auth: AuthContext,
  body: RenewalRuleInput & { ModalityUniqueId: string },
): Promise<RenewalRuleAnswer> => {
  const modality = await findModalityRef(db, auth, body.ModalityUniqueId);
  const fields = checked(validateRenewalRule(body));
  const uniqueId = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(renewalModalityRules)
        .values({
          companyId: auth.companyId,
          modalityId: modality.modalityId,
          ...toColumns(fields),
        })
        .returning();
      await recordConfigChange(
        tx,
        auth,
        ENTITIES.renewalRule,
        row.id,
        diffChanges(null, { ModalityUniqueId: modality.modalityName, ...fields }),
      );
      return row.uniqueId;
    })
    .catch(conflictOnDuplicate(M.DUPLICATE_RENEWAL_RULE));
  return getRenewalRule(db, auth, uniqueId);
};

/** UpdateRenewalModalityRule: every field, with the Version read; the modality never changes. */
export const updateRenewalRule = async (
  db: Database,
  auth: AuthContext,
  body: RenewalRuleInput & { UniqueId: string; Version?: number | null },
): Promise<RenewalRuleAnswer> => {
  const { rule } = await findRule(db, auth, body.UniqueId);
  requireCurrentVersion(body.Version, rule.version, M.RULE_VERSION_REQUIRED, M.STALE_RULE);
  const fields = checked(validateRenewalRule(body));
  const changes = diffChanges({ ...toFields(rule) }, { ...fields });
  if (changes.length) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(renewalModalityRules)
        .set({
          ...toColumns(fields),
          version: sql`${renewalModalityRules.version} + 1`,
          updatedAt: new Date(),
        })
        .where(
          and(eq(renewalModalityRules.id, rule.id), eq(renewalModalityRules.version, rule.version)),
        )
        .returning();
      if (!row) throw new ConflictError(M.STALE_RULE);
      await recordConfigChange(tx, auth, ENTITIES.renewalRule, rule.id, changes);
    });
  }
  return getRenewalRule(db, auth, rule.uniqueId);
};

/**
 * DeleteRenewalModalityRule: the modality goes back to the defaults (no automatic renewal). The
 * removal is recorded in the defaults' history, where the list of rules is kept.
 */
export const deleteRenewalRule = async (
  db: Database,
  auth: AuthContext,
  body: { UniqueId: string; Version?: number | null },
): Promise<RenewalRuleAnswer[]> => {
  const { rule, modalityName } = await findRule(db, auth, body.UniqueId);
  requireCurrentVersion(body.Version, rule.version, M.RULE_VERSION_REQUIRED, M.STALE_RULE);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(renewalModalityRules)
      .where(
        and(eq(renewalModalityRules.id, rule.id), eq(renewalModalityRules.version, rule.version)),
      )
      .returning();
    if (!row) throw new ConflictError(M.STALE_RULE);
    await recordConfigChange(tx, auth, ENTITIES.renewalSettings, auth.companyId, [
      {
        field: REMOVED_RULE_FIELD,
        oldValue: renewalRuleSummary(modalityName, toFields(rule)),
        newValue: null,
      },
    ]);
  });
  return listRenewalRules(db, auth);
};

/** The history of the defaults (no uniqueId) or of one modality rule. */
export const listRenewalHistory = async (
  db: Database,
  auth: AuthContext,
  uniqueId?: string,
): Promise<ChangeHistoryRow[]> => {
  if (!uniqueId) {
    return listConfigHistory(db, auth, ENTITIES.renewalSettings, auth.companyId, {
      ...renewalSettingsLabels,
      [REMOVED_RULE_FIELD]: REMOVED_RULE_LABEL,
    });
  }
  const { rule } = await findRule(db, auth, uniqueId);
  return listConfigHistory(db, auth, ENTITIES.renewalRule, rule.id, renewalRuleLabels);
};

export interface ScheduleQuery {
  modalityUniqueId: string;
  startDate?: string;
  endDate?: string;
  referenceDate?: string;
  renewalsDone?: string;
}

/** GetRenewalSchedule: when a policy of the modality with this term opens its renewal. */
export const getRenewalSchedule = async (
  db: Database,
  auth: AuthContext,
  query: ScheduleQuery,
): Promise<{
  ModalityUniqueId: string;
  ModalityName: string;
  Effective: EffectiveRenewal;
  Schedule: RenewalSchedule;
}> => {
  const term: PolicyTerm = checked(
    validatePolicyTerm({ ...query, referenceDate: query.referenceDate || todayInBrazil() }),
  );
  const renewalsDone = query.renewalsDone ? Number(query.renewalsDone) : 0;
  if (!Number.isInteger(renewalsDone) || renewalsDone < 0 || renewalsDone > 99) {
    throw new ValidationError(M.RENEWALS_DONE_INVALID);
  }
  const modality = await findModalityRef(db, auth, query.modalityUniqueId);
  const settings = await getRenewalSettings(db, auth);
  const [rule] = await db
    .select()
    .from(renewalModalityRules)
    .where(
      and(
        eq(renewalModalityRules.companyId, auth.companyId),
        eq(renewalModalityRules.modalityId, modality.modalityId),
      ),
    );
  const config = effectiveRenewal(
    settings,
    rule ? { ...toFields(rule), UniqueId: rule.uniqueId } : null,
  );
  return {
    ModalityUniqueId: modality.modalityUniqueId,
    ModalityName: modality.modalityName,
    Effective: config,
    Schedule: renewalSchedule(term, config, renewalsDone),
  };
};
