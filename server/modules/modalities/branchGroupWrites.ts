import { and, eq, sql } from 'drizzle-orm';
import {
  type ParameterisationBranch,
  type PremiumLimitParameter,
  validateBranch,
  validateBranchName,
  validateGroupName,
  validatePremiumPercentage,
} from '../../../domain/branchGroups';
import { DEFAULT_MAX_PREMIUM_PERCENTAGE } from '../../../domain/modalities';
import type { Database } from '../../db/client';
import { companyBranches, modalityGroups, modalitySettings } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { requireCurrentVersion } from '../../http/writeGuards';
import { type FieldChange, recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';
import { diffChanges, isUniqueViolation } from '../users/changes';
import * as M from './branchGroupMessages';
import {
  BRANCH_ENTITY,
  findSettings,
  GROUP_ENTITY,
  getPremiumLimitParameter,
  listParameterisationBranches,
  PREMIUM_LIMIT_ENTITY,
} from './branchGroupQueries';
import { findBranch, findGroup } from './scope';

type Versioned = { Version: number };

const record = (
  db: Database,
  auth: AuthContext,
  entity: string,
  entityId: number,
  changes: FieldChange[],
) =>
  changes.length
    ? recordChange(db, {
        companyId: auth.companyId,
        entity,
        entityId,
        changedBy: { userId: auth.userId },
        changes,
      })
    : undefined;

const duplicate = (constraint: string, message: string) => (error: unknown) => {
  if (isUniqueViolation(error, constraint)) throw new ConflictError(message);
  throw error;
};

const requireVersion = (body: Versioned, current: number, stale: string) =>
  requireCurrentVersion(body.Version, current, stale);

/** The branch as the parameterisation screen reads it (after a write). */
const branchAnswer = async (db: Database, auth: AuthContext, id: number) =>
  (await listParameterisationBranches(db, auth)).find(
    (branch) => branch.Id === id,
  ) as ParameterisationBranch;

/** InsertCompanyBranch: a new SUSEP branch of the tenant (code unique per tenant). */
export const insertBranch = async (
  db: Database,
  auth: AuthContext,
  body: { Code?: unknown; Name?: unknown; IsPrivate?: unknown },
) => {
  const { values, problems } = validateBranch(body);
  if (problems.length) throw new ValidationError(problems);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(companyBranches)
        .values({
          companyId: auth.companyId,
          code: values.Code,
          name: values.Name,
          isPrivate: values.IsPrivate,
        })
        .returning();
      await record(
        tx,
        auth,
        BRANCH_ENTITY,
        row.id,
        diffChanges(null, { ...values, IsActive: true }),
      );
      return row.id;
    })
    .catch(duplicate('company_branches_code_key', M.DUPLICATE_BRANCH));
  return branchAnswer(db, auth, id);
};

/** UpdateCompanyBranch: renames and/or activates or deactivates a branch (with Version). */
export const updateBranch = async (
  db: Database,
  auth: AuthContext,
  body: Versioned & { Id: number; Name?: unknown; IsActive?: boolean | null },
) => {
  const branch = await findBranch(db, auth, body.Id);
  const problems: string[] = [];
  let name = branch.name;
  if (body.Name !== undefined && body.Name !== null) {
    const checked = validateBranchName(body.Name);
    problems.push(...checked.problems);
    name = checked.value;
  }
  if ((body.Name ?? null) === null && (body.IsActive ?? null) === null) {
    problems.push(M.NOTHING_TO_CHANGE);
  }
  if (problems.length) throw new ValidationError(problems);
  requireVersion(body, branch.version, M.STALE_BRANCH);
  const isActive = body.IsActive ?? branch.isActive;
  const changes = diffChanges(
    { Name: branch.name, IsActive: branch.isActive },
    { Name: name, IsActive: isActive },
  );
  if (changes.length) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(companyBranches)
        .set({ name, isActive, version: sql`${companyBranches.version} + 1` })
        .where(and(eq(companyBranches.id, branch.id), eq(companyBranches.version, branch.version)))
        .returning();
      if (!row) throw new ConflictError(M.STALE_BRANCH);
      await record(tx, auth, BRANCH_ENTITY, branch.id, changes);
    });
  }
  return branchAnswer(db, auth, branch.id);
};

/** InsertModalityGroup: a new group in an active branch (name unique in the branch). */
export const insertGroup = async (
  db: Database,
  auth: AuthContext,
  body: { BranchId: number; Name?: unknown },
) => {
  const { value, problems } = validateGroupName(body.Name);
  if (problems.length) throw new ValidationError(problems);
  const branch = await findBranch(db, auth, body.BranchId);
  if (!branch.isActive) throw new ConflictError(M.BRANCH_INACTIVE);
  await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(modalityGroups)
        .values({ companyId: auth.companyId, branchId: branch.id, name: value })
        .returning();
      await record(tx, auth, GROUP_ENTITY, row.id, [
        { field: 'Name', oldValue: null, newValue: value },
      ]);
    })
    .catch(duplicate('modality_groups_name_key', M.DUPLICATE_GROUP));
  return branchAnswer(db, auth, branch.id);
};

/** UpdateModalityGroup: renames a group (with Version). */
export const updateGroup = async (
  db: Database,
  auth: AuthContext,
  body: Versioned & { Id: number; Name?: unknown },
) => {
  const group = await findGroup(db, auth, { id: body.Id });
  const { value, problems } = validateGroupName(body.Name);
  if (problems.length) throw new ValidationError(problems);
  requireVersion(body, group.version, M.STALE_GROUP);
  if (value !== group.name) {
    await db
      .transaction(async (tx) => {
        const [row] = await tx
          .update(modalityGroups)
          .set({ name: value, version: sql`${modalityGroups.version} + 1` })
          .where(and(eq(modalityGroups.id, group.id), eq(modalityGroups.version, group.version)))
          .returning();
        if (!row) throw new ConflictError(M.STALE_GROUP);
        await record(tx, auth, GROUP_ENTITY, group.id, [
          { field: 'Name', oldValue: group.name, newValue: value },
        ]);
      })
      .catch(duplicate('modality_groups_name_key', M.DUPLICATE_GROUP));
  }
  return branchAnswer(db, auth, group.branchId);
};

/**
 * UpdatePercentageLimitPremiumRelationIssuedAmount: the tenant's premium limit. Version 0 means
 * "the default was read" (no row yet); the first save creates the row.
 */
export const updatePremiumLimit = async (
  db: Database,
  auth: AuthContext,
  body: Versioned & { Percentage?: unknown },
): Promise<PremiumLimitParameter> => {
  const { value, problems } = validatePremiumPercentage(body.Percentage);
  if (problems.length) throw new ValidationError(problems);
  const current = await findSettings(db, auth);
  requireVersion(body, current?.version ?? 0, M.STALE_PREMIUM_LIMIT);
  const before = current?.maxPremiumPercentageOfInsuredAmount ?? DEFAULT_MAX_PREMIUM_PERCENTAGE;
  if (value !== before) {
    await db.transaction(async (tx) => {
      const [row] = current
        ? await tx
            .update(modalitySettings)
            .set({
              maxPremiumPercentageOfInsuredAmount: value as string,
              version: sql`${modalitySettings.version} + 1`,
            })
            .where(
              and(
                eq(modalitySettings.companyId, auth.companyId),
                eq(modalitySettings.version, current.version),
              ),
            )
            .returning()
        : await tx
            .insert(modalitySettings)
            .values({
              companyId: auth.companyId,
              maxPremiumPercentageOfInsuredAmount: value as string,
            })
            .onConflictDoNothing()
            .returning();
      if (!row) throw new ConflictError(M.STALE_PREMIUM_LIMIT);
      await record(tx, auth, PREMIUM_LIMIT_ENTITY, auth.companyId, [
        { field: 'Percentage', oldValue: before, newValue: value },
      ]);
    });
  }
  return getPremiumLimitParameter(db, auth);
};
