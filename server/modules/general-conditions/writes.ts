import { eq } from 'drizzle-orm';
import {
  type GeneralConditionInput,
  type GeneralConditionVersionAnswer,
  isSector,
  publicationChanges,
  validateGeneralCondition,
} from '../../../domain/generalConditions';
import type { Database } from '../../db/client';
import { generalConditionVersions, persons, users } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { requireCurrentVersion } from '../../http/writeGuards';
import type { AuthContext } from '../security/principal';
import { isUniqueViolation } from '../users/changes';
import { recordPublication } from './history';
import * as M from './messages';
import { getVersion, sectorRows } from './queries';

const authorName = async (db: Database, auth: AuthContext) => {
  const [row] = await db
    .select({ name: persons.name })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(eq(users.id, auth.userId));
  return row?.name ?? 'Usuário';
};

/**
 * PublishGeneralConditionVersion: a new version of a sector, numbered after the newest. Version is
 * the newest number the author read, so two people publishing at once cannot both win (409).
 * Older versions are never touched.
 */
export const publishVersion = async (
  db: Database,
  auth: AuthContext,
  body: GeneralConditionInput & { Version: number },
): Promise<GeneralConditionVersionAnswer> => {
  const sector = typeof body.Sector === 'string' ? body.Sector.trim().toUpperCase() : '';
  const rows = isSector(sector) ? await sectorRows(db, auth, sector) : [];
  const latest = rows[0] ?? null;
  const { values, problems } = validateGeneralCondition(
    body,
    latest && { Number: latest.number, EffectiveFrom: latest.effectiveFrom },
  );
  if (problems.length) throw new ValidationError(problems);
  const latestNumber = latest?.number ?? 0;
  requireCurrentVersion(body.Version, latestNumber, M.STALE_SECTOR);
  const number = latestNumber + 1;
  const name = await authorName(db, auth);
  const id = await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(generalConditionVersions)
        .values({
          companyId: auth.companyId,
          sector: values.Sector,
          number,
          title: values.Title,
          susepProcessNumber: values.SusepProcessNumber,
          effectiveFrom: values.EffectiveFrom,
          html: values.Html,
          createdByUserId: auth.userId,
          createdByName: name,
        })
        .returning();
      const previous = latest && {
        Sector: values.Sector,
        Number: latest.number,
        Title: latest.title,
        SusepProcessNumber: latest.susepProcessNumber,
        EffectiveFrom: latest.effectiveFrom,
        Html: latest.html,
      };
      await recordPublication(
        tx,
        auth,
        values.Sector,
        publicationChanges(previous, { ...values, Number: number }),
      );
      return row.id;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'general_condition_versions_number_key')) {
        throw new ConflictError(M.STALE_SECTOR);
      }
      throw error;
    });
  return getVersion(db, auth, id);
};
