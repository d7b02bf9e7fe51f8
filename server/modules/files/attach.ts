import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { archives } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { archiveAlreadyAttached, archiveNotYours } from './messages';
import type { ArchiveOwner } from './owners';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AttachedArchive {
  id: number;
  uniqueId: string;
  name: string;
}

const sameOwner = (owner: ArchiveOwner) =>
  and(eq(archives.ownerKind, owner.kind), eq(archives.ownerId, owner.id));

/**
 * Attaches archives (named by the body field `field`) to `owner`, inside the caller's
 * transaction: each must be of the caller's tenant, uploaded by the caller, and attached to
 * nothing else (the same owner again is a no-op). Any refusal refuses the whole call with one 400
 * message per archive, attaching none. Every call that takes archive ids goes through here, so
 * an archive has one owner and downloads follow that owner's scope (files/owners.ts).
 */
export const attachArchives = async (
  tx: Database,
  auth: AuthContext,
  uniqueIds: readonly string[],
  owner: ArchiveOwner,
  field = 'ArchiveUniqueIds',
): Promise<AttachedArchive[]> => {
  const wanted = uniqueIds.filter((uniqueId) => UUID.test(uniqueId));
  const found = wanted.length
    ? await tx
        .select({
          id: archives.id,
          uniqueId: archives.uniqueId,
          name: archives.name,
          ownerKind: archives.ownerKind,
          ownerId: archives.ownerId,
          uploadedByUserId: archives.uploadedByUserId,
        })
        .from(archives)
        .where(and(eq(archives.companyId, auth.companyId), inArray(archives.uniqueId, wanted)))
    : [];
  const problems: string[] = [];
  const attachable: AttachedArchive[] = [];
  for (const uniqueId of uniqueIds) {
    const archive = found.find((row) => row.uniqueId.toLowerCase() === uniqueId.toLowerCase());
    if (!archive || archive.uploadedByUserId !== auth.userId) {
      problems.push(archiveNotYours(uniqueId, field));
    } else if (
      archive.ownerKind !== null &&
      (archive.ownerKind !== owner.kind || archive.ownerId !== owner.id)
    ) {
      problems.push(archiveAlreadyAttached(uniqueId, field));
    } else {
      attachable.push({ id: archive.id, uniqueId: archive.uniqueId, name: archive.name });
    }
  }
  if (problems.length > 0) throw new ValidationError(problems);
  if (attachable.length === 0) return attachable;
  // claimed only while still free: a concurrent call attaching the same archive loses here
  const claimed = await tx
    .update(archives)
    .set({ ownerKind: owner.kind, ownerId: owner.id })
    .where(
      and(
        inArray(
          archives.id,
          attachable.map((archive) => archive.id),
        ),
        or(isNull(archives.ownerKind), sameOwner(owner)),
      ),
    )
    .returning({ id: archives.id });
  const lost = attachable.filter((archive) => !claimed.some((row) => row.id === archive.id));
  if (lost.length > 0) {
    throw new ValidationError(
      lost.map((archive) => archiveAlreadyAttached(archive.uniqueId, field)),
    );
  }
  return attachable;
};
