import { and, eq } from 'drizzle-orm';
import type { ComplementaryModalityAnswer } from '../../../domain/modalities';
import type { Database } from '../../db/client';
import { complementaryModalities } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { conflictOnDuplicate } from '../../http/writeGuards';
import type { AuthContext } from '../security/principal';
import { recordModalityChange } from './history';
import * as M from './messages';
import { listLinks } from './queries';
import { findModality } from './scope';

const state = (name: string, enabled: boolean) => `${name} (${enabled ? 'ativa' : 'inativa'})`;

const answerOf = async (db: Database, auth: AuthContext, modalityId: number, linkId: number) => {
  const links = await listLinks(db, auth, modalityId);
  const link = links.find((candidate) => candidate.Id === linkId);
  if (!link) throw new NotFoundError(M.LINK_NOT_FOUND);
  return link;
};

/** GetComplementaryModalities?ModalityUniqueId */
export const listComplementary = async (db: Database, auth: AuthContext, uniqueId: string) => {
  const modality = await findModality(db, auth, { uniqueId });
  return listLinks(db, auth, modality.id);
};

/**
 * InsertComplementaryModality?modalityId&complementaryModalityId: links (or re-enables the
 * disabled link of) a complementary modality; a live link already there is a 409.
 */
export const insertComplementary = async (
  db: Database,
  auth: AuthContext,
  modalityId: number,
  complementaryModalityId: number,
): Promise<ComplementaryModalityAnswer> => {
  const modality = await findModality(db, auth, { id: modalityId });
  const target = await findModality(db, auth, { id: complementaryModalityId });
  if (modality.id === target.id) throw new ValidationError(M.COMPLEMENTARY_SELF);
  if (modality.isComplementaryModality) {
    throw new ValidationError(M.COMPLEMENTARY_OF_COMPLEMENTARY);
  }
  if (target.isDeleted) throw new ValidationError(M.COMPLEMENTARY_DELETED);
  const [existing] = await db
    .select()
    .from(complementaryModalities)
    .where(
      and(
        eq(complementaryModalities.modalityId, modality.id),
        eq(complementaryModalities.complementaryModalityId, target.id),
      ),
    );
  if (existing?.isEnabled) throw new ConflictError(M.COMPLEMENTARY_ALREADY_LINKED);
  const linkId = await db
    .transaction(async (tx) => {
      const [row] = existing
        ? await tx
            .update(complementaryModalities)
            .set({ isEnabled: true })
            .where(eq(complementaryModalities.id, existing.id))
            .returning()
        : await tx
            .insert(complementaryModalities)
            .values({
              companyId: auth.companyId,
              modalityId: modality.id,
              complementaryModalityId: target.id,
            })
            .returning();
      await recordModalityChange(tx, auth, modality.id, [
        {
          field: 'ComplementaryModality',
          oldValue: existing ? state(target.name, false) : null,
          newValue: state(target.name, true),
        },
      ]);
      return row.id;
    })
    .catch(conflictOnDuplicate(M.COMPLEMENTARY_ALREADY_LINKED));
  return answerOf(db, auth, modality.id, linkId);
};

/** EnableDisableComplementaryModality?complementaryModalityId (the link's Id): flips it. */
export const toggleComplementary = async (db: Database, auth: AuthContext, linkId: number) => {
  const [link] = await db
    .select()
    .from(complementaryModalities)
    .where(
      and(
        eq(complementaryModalities.companyId, auth.companyId),
        eq(complementaryModalities.id, linkId),
      ),
    );
  if (!link) throw new NotFoundError(M.LINK_NOT_FOUND);
  const modality = await findModality(db, auth, { id: link.modalityId });
  const target = await findModality(db, auth, { id: link.complementaryModalityId });
  await db.transaction(async (tx) => {
    await tx
      .update(complementaryModalities)
      .set({ isEnabled: !link.isEnabled })
      .where(eq(complementaryModalities.id, link.id));
    await recordModalityChange(tx, auth, modality.id, [
      {
        field: 'ComplementaryModality',
        oldValue: state(target.name, link.isEnabled),
        newValue: state(target.name, !link.isEnabled),
      },
    ]);
  });
  return answerOf(db, auth, modality.id, link.id);
};
