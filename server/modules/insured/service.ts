import { and, eq, sql } from 'drizzle-orm';
import { insuredBranchLabel } from '../../../domain/insureds';
import type { PartyLocationInput } from '../../../domain/partyLocation';
import type { Database } from '../../db/client';
import { insureds } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { type FieldChange, recordChange } from '../history/service';
import { addLocation, validateLocation } from '../locations/partyLocations';
import type { AuthContext } from '../security/principal';
import { isUniqueViolation } from '../users/changes';
import { checkDocument, checkJustify, checkName, checkNomeSocial } from './insuredInput';
import { insuredOwner } from './locations';
import { ALREADY_BLOCKED, ALREADY_UNBLOCKED, DUPLICATE_INSURED, STALE_INSURED } from './messages';
import type { InsertInsuredBody } from './schemas';
import { detailOf, findInsuredByDocument, type InsuredRow } from './queries';
import { findVisibleInsuredById } from './scope';

export const INSURED_ENTITY = 'Insured';

const author = (auth: AuthContext) => ({ userId: auth.userId });

const locationProblems = (location: PartyLocationInput) => {
  try {
    validateLocation(location);
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.messages;
    throw error;
  }
};

/**
 * Writes the insured's new values with its history in one transaction. `version`, when the
 * caller sends the Version it read, refuses a stale write with 409 and changes nothing.
 */
const writeInsured = async (
  db: Database,
  auth: AuthContext,
  row: InsuredRow,
  values: Partial<Pick<InsuredRow, 'name' | 'isPrivate' | 'isBlocked' | 'blockJustify'>>,
  changes: FieldChange[],
  version?: number,
) => {
  if (version !== undefined && version !== row.version) throw new ConflictError(STALE_INSURED);
  const updated = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(insureds)
      .set({ ...values, version: sql`${insureds.version} + 1` })
      .where(
        and(
          eq(insureds.id, row.id),
          eq(insureds.companyId, auth.companyId),
          eq(insureds.version, row.version),
        ),
      )
      .returning();
    if (!saved) throw new ConflictError(STALE_INSURED);
    await recordChange(tx, {
      companyId: auth.companyId,
      entity: INSURED_ENTITY,
      entityId: row.id,
      changedBy: author(auth),
      changes,
    });
    return saved;
  });
  return detailOf(db, updated);
};

/** InsertInsured: a new insured of the tenant, with its first address when given. */
export const insertInsured = async (db: Database, auth: AuthContext, input: InsertInsuredBody) => {
  const name = checkName(input.Name);
  const nomeSocial = checkNomeSocial(input.NomeSocial);
  const document = checkDocument(input.CpfCnpj);
  const problems = [...name.problems, ...nomeSocial.problems, ...document.problems];
  if (input.Location) problems.push(...locationProblems(input.Location));
  if (problems.length) throw new ValidationError(problems);
  if (await findInsuredByDocument(db, auth, document.value)) {
    throw new ConflictError(DUPLICATE_INSURED);
  }
  const isPrivate = input.IsPrivate ?? true;
  try {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(insureds)
        .values({
          companyId: auth.companyId,
          name: name.value,
          nomeSocial: nomeSocial.value,
          cpfCnpj: document.value,
          isPrivate,
        })
        .returning();
      await recordChange(tx, {
        companyId: auth.companyId,
        entity: INSURED_ENTITY,
        entityId: row.id,
        changedBy: author(auth),
        changes: [
          { field: 'Name', oldValue: null, newValue: row.name },
          ...(row.nomeSocial
            ? [{ field: 'NomeSocial', oldValue: null, newValue: row.nomeSocial }]
            : []),
          { field: 'CpfCnpj', oldValue: null, newValue: row.cpfCnpj },
          { field: 'IsPrivate', oldValue: null, newValue: insuredBranchLabel(row.isPrivate) },
        ],
      });
      if (input.Location) {
        await addLocation(tx, insuredOwner(row), { ...input.Location, IsMain: true }, author(auth));
      }
      return row;
    });
    return detailOf(db, created);
  } catch (error) {
    if (isUniqueViolation(error, 'insureds_company_document_key')) {
      throw new ConflictError(DUPLICATE_INSURED);
    }
    throw error;
  }
};

/** SetBlocked: block or unblock, always with a justification (recorded in the history). */
export const setBlocked = async (
  db: Database,
  auth: AuthContext,
  id: number,
  isBlocked: boolean,
  blockJustify: string | undefined,
  version?: number,
) => {
  const justify = checkJustify(blockJustify);
  if (justify.problems.length) throw new ValidationError(justify.problems);
  const row = await findVisibleInsuredById(db, auth, id);
  if (row.isBlocked === isBlocked) {
    throw new ConflictError(isBlocked ? ALREADY_BLOCKED : ALREADY_UNBLOCKED);
  }
  return writeInsured(
    db,
    auth,
    row,
    { isBlocked, blockJustify: justify.value },
    [
      { field: 'IsBlocked', oldValue: row.isBlocked, newValue: isBlocked },
      { field: 'BlockJustify', oldValue: row.blockJustify, newValue: justify.value },
    ],
    version,
  );
};

/** UpdateInsuredName: the insured's name (the document never changes). */
export const updateInsuredName = async (
  db: Database,
  auth: AuthContext,
  id: number,
  insuredName: string | undefined,
  version?: number,
) => {
  const name = checkName(insuredName);
  if (name.problems.length) throw new ValidationError(name.problems);
  const row = await findVisibleInsuredById(db, auth, id);
  if (row.name === name.value) return detailOf(db, row);
  return writeInsured(
    db,
    auth,
    row,
    { name: name.value },
    [{ field: 'Name', oldValue: row.name, newValue: name.value }],
    version,
  );
};

/** UpdateInsuredBranch: private (0776) or public (0775) sector. */
export const updateInsuredBranch = async (
  db: Database,
  auth: AuthContext,
  id: number,
  isPrivate: boolean,
  version?: number,
) => {
  const row = await findVisibleInsuredById(db, auth, id);
  if (row.isPrivate === isPrivate) return detailOf(db, row);
  return writeInsured(
    db,
    auth,
    row,
    { isPrivate },
    [
      {
        field: 'IsPrivate',
        oldValue: insuredBranchLabel(row.isPrivate),
        newValue: insuredBranchLabel(isPrivate),
      },
    ],
    version,
  );
};
