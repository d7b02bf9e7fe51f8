import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type AnniversaryRuleAnswer,
  type AnniversaryRuleFields,
  type AnniversaryRuleInput,
  type AnniversarySchedule,
  type AnniversarySettingsFields,
  anniversaryRuleLabels,
  anniversaryRuleSummary,
  anniversarySettingsLabels,
  anniversarySchedule,
  type EffectiveAnniversary,
  effectiveAnniversary,
  validateAnniversaryRule,
} from '../../../domain/anniversaryEndorsement';
import {
  type AdjustmentIndex,
  type ChangeHistoryRow,
  type PolicyTerm,
  REMOVED_RULE_FIELD,
  REMOVED_RULE_LABEL,
  validatePolicyTerm,
} from '../../../domain/renewal';
import type { Database } from '../../db/client';
import {
  anniversaryModalityRules,
  companyBranches,
  modalities,
  modalityGroups,
} from '../../db/schema';
import { ConflictError, NotFoundError } from '../../http/errors';
import { visibleModalities } from '../modalities/scope';
import type { AuthContext } from '../security/principal';
import { diffChanges } from '../users/changes';
import { getAnniversarySettings } from './anniversarySettings';
import { ENTITIES, listConfigHistory, recordConfigChange } from './history';
import * as M from './messages';
import {
  findModalityRef,
  modalityColumns,
  type ModalityRef,
  toModalityAnswer,
  todayInBrazil,
} from './modalityRef';
import { checked, conflictOnDuplicate, requireCurrentVersion } from './writeGuards';

type Row = typeof anniversaryModalityRules.$inferSelect;

const toFields = (row: Row): AnniversaryRuleFields => ({
  IsEnabled: row.isEnabled,
  DaysBeforeAnniversary: row.daysBeforeAnniversary,
  AdjustmentIndex: row.adjustmentIndex as AdjustmentIndex | null,
  ChargeAnnualPremium: row.chargeAnnualPremium,
  AutomaticIssue: row.automaticIssue,
});

const toColumns = (fields: AnniversaryRuleFields) => ({
  isEnabled: fields.IsEnabled,
  daysBeforeAnniversary: fields.DaysBeforeAnniversary,
  adjustmentIndex: fields.AdjustmentIndex,
  chargeAnnualPremium: fields.ChargeAnnualPremium,
  automaticIssue: fields.AutomaticIssue,
});

const toAnswer = (
  rule: Row,
  modality: ModalityRef,
  settings: AnniversarySettingsFields,
): AnniversaryRuleAnswer => ({
  Id: rule.id,
  UniqueId: rule.uniqueId,
  ...toModalityAnswer(modality),
  ...toFields(rule),
  Effective: effectiveAnniversary(settings, { ...toFields(rule), UniqueId: rule.uniqueId }),
  Version: rule.version,
});

/** The tenant's rules with their modality (live modalities only, unless the caller parametrizes). */
const rulesWithModality = (db: Database, auth: AuthContext, extra?: SQL) =>
  db
    .select({ rule: anniversaryModalityRules, ...modalityColumns })
    .from(anniversaryModalityRules)
    .innerJoin(modalities, eq(modalities.id, anniversaryModalityRules.modalityId))
    .innerJoin(modalityGroups, eq(modalityGroups.id, modalities.groupId))
    .innerJoin(companyBranches, eq(companyBranches.id, modalityGroups.branchId))
    .where(
      and(eq(anniversaryModalityRules.companyId, auth.companyId), visibleModalities(auth), extra),
    )
    .orderBy(asc(companyBranches.code), asc(modalities.name));

/** GetAnniversaryModalityRules: every modality rule of the tenant, with what it makes effective. */
export const listAnniversaryRules = async (db: Database, auth: AuthContext) => {
  const settings = await getAnniversarySettings(db, auth);
  const rows = await rulesWithModality(db, auth);
  return rows.map(({ rule, ...modality }) => toAnswer(rule, modality, settings));
};

const findRule = async (db: Database, auth: AuthContext, uniqueId: string) => {
  const [row] = await rulesWithModality(db, auth, eq(anniversaryModalityRules.uniqueId, uniqueId));
  if (!row) throw new NotFoundError(M.ANNIVERSARY_RULE_NOT_FOUND);
  return row;
};

export const getAnniversaryRule = async (db: Database, auth: AuthContext, uniqueId: string) => {
  const { rule, ...modality } = await findRule(db, auth, uniqueId);
  return toAnswer(rule, modality, await getAnniversarySettings(db, auth));
};

/** CreateAnniversaryModalityRule: one rule per modality (a second one answers 409). */
export const createAnniversaryRule = async (
  db: Database,
  auth: AuthContext,
  body: AnniversaryRuleInput & { ModalityUniqueId: string },
): Promise<AnniversaryRuleAnswer> => {
  const modality = await findModalityRef(db, auth, body.ModalityUniqueId);
  const fields = checked(validateAnniversaryRule(body));
  const uniqueId = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(anniversaryModalityRules)
        .values({
          companyId: auth.companyId,
          modalityId: modality.modalityId,
          ...toColumns(fields),
        })
        .returning();
      await recordConfigChange(
        tx,
        auth,
        ENTITIES.anniversaryRule,
        row.id,
        diffChanges(null, { ModalityUniqueId: modality.modalityName, ...fields }),
      );
      return row.uniqueId;
    })
    .catch(conflictOnDuplicate(M.DUPLICATE_ANNIVERSARY_RULE));
  return getAnniversaryRule(db, auth, uniqueId);
};

/** UpdateAnniversaryModalityRule: every field, with the Version read. */
export const updateAnniversaryRule = async (
  db: Database,
  auth: AuthContext,
  body: AnniversaryRuleInput & { UniqueId: string; Version?: number | null },
): Promise<AnniversaryRuleAnswer> => {
  const { rule } = await findRule(db, auth, body.UniqueId);
  requireCurrentVersion(body.Version, rule.version, M.RULE_VERSION_REQUIRED, M.STALE_RULE);
  const fields = checked(validateAnniversaryRule(body));
  const changes = diffChanges({ ...toFields(rule) }, { ...fields });
  if (changes.length) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(anniversaryModalityRules)
        .set({
          ...toColumns(fields),
          version: sql`${anniversaryModalityRules.version} + 1`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(anniversaryModalityRules.id, rule.id),
            eq(anniversaryModalityRules.version, rule.version),
          ),
        )
        .returning();
      if (!row) throw new ConflictError(M.STALE_RULE);
      await recordConfigChange(tx, auth, ENTITIES.anniversaryRule, rule.id, changes);
    });
  }
  return getAnniversaryRule(db, auth, rule.uniqueId);
};

/** DeleteAnniversaryModalityRule: the modality follows the defaults again. */
export const deleteAnniversaryRule = async (
  db: Database,
  auth: AuthContext,
  body: { UniqueId: string; Version?: number | null },
): Promise<AnniversaryRuleAnswer[]> => {
  const { rule, modalityName } = await findRule(db, auth, body.UniqueId);
  requireCurrentVersion(body.Version, rule.version, M.RULE_VERSION_REQUIRED, M.STALE_RULE);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(anniversaryModalityRules)
      .where(
        and(
          eq(anniversaryModalityRules.id, rule.id),
          eq(anniversaryModalityRules.version, rule.version),
        ),
      )
      .returning();
    if (!row) throw new ConflictError(M.STALE_RULE);
    await recordConfigChange(tx, auth, ENTITIES.anniversarySettings, auth.companyId, [
      {
        field: REMOVED_RULE_FIELD,
        oldValue: anniversaryRuleSummary(modalityName, toFields(rule)),
        newValue: null,
      },
    ]);
  });
  return listAnniversaryRules(db, auth);
};

export const listAnniversaryHistory = async (
  db: Database,
  auth: AuthContext,
  uniqueId?: string,
): Promise<ChangeHistoryRow[]> => {
  if (!uniqueId) {
    return listConfigHistory(db, auth, ENTITIES.anniversarySettings, auth.companyId, {
      ...anniversarySettingsLabels,
      [REMOVED_RULE_FIELD]: REMOVED_RULE_LABEL,
    });
  }
  const { rule } = await findRule(db, auth, uniqueId);
  return listConfigHistory(db, auth, ENTITIES.anniversaryRule, rule.id, anniversaryRuleLabels);
};

/** GetAnniversarySchedule: the anniversaries of a policy of the modality with this term. */
export const getAnniversarySchedule = async (
  db: Database,
  auth: AuthContext,
  query: { modalityUniqueId: string; startDate?: string; endDate?: string; referenceDate?: string },
): Promise<{
  ModalityUniqueId: string;
  ModalityName: string;
  Effective: EffectiveAnniversary;
  Schedule: AnniversarySchedule;
}> => {
  const term: PolicyTerm = checked(
    validatePolicyTerm({ ...query, referenceDate: query.referenceDate || todayInBrazil() }),
  );
  const modality = await findModalityRef(db, auth, query.modalityUniqueId);
  const settings = await getAnniversarySettings(db, auth);
  const [rule] = await db
    .select()
    .from(anniversaryModalityRules)
    .where(
      and(
        eq(anniversaryModalityRules.companyId, auth.companyId),
        eq(anniversaryModalityRules.modalityId, modality.modalityId),
      ),
    );
  const config = effectiveAnniversary(
    settings,
    rule ? { ...toFields(rule), UniqueId: rule.uniqueId } : null,
  );
  return {
    ModalityUniqueId: modality.modalityUniqueId,
    ModalityName: modality.modalityName,
    Effective: config,
    Schedule: anniversarySchedule(term, config),
  };
};
