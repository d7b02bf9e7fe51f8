import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { archives, companies } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { detectFileType } from './fileType';
import { ARCHIVE_NOT_FOUND, INVALID_FILE } from './messages';
import { assertArchiveReachable } from './owners';
import { signedUrl } from './signedUrl';
import type { FileStorage } from './storage';

/** The spec's "Uploaded file". */
export interface UploadedFile {
  name: string;
  uniqueIdentifier: string;
  extension: string;
  relativePath: string;
}

const companyKeyOf = async (db: Database, companyId: number) => {
  const [company] = await db
    .select({ companyKey: companies.companyKey })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company.companyKey;
};

/** The client's name reduced to a display name: no folders, no control characters. */
const displayName = (fileName: string, extension: string) => {
  const base = (fileName.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- stripping them
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200);
  return base || `arquivo.${extension}`;
};

export const storageKey = (container: string, relativePath: string) =>
  `${container}/${relativePath}`;

/** Stores an upload whose type the content proves, under a key the gateway makes up. */
export const saveUpload = async (
  db: Database,
  storage: FileStorage,
  auth: AuthContext,
  fileName: string,
  bytes: Buffer,
): Promise<UploadedFile> => {
  const type = detectFileType(bytes, fileName);
  if (!type) throw new ValidationError(INVALID_FILE);
  const container = await companyKeyOf(db, auth.companyId);
  const uniqueId = randomUUID();
  const today = new Date();
  const month = String(today.getUTCMonth() + 1).padStart(2, '0');
  const relativePath = `${today.getUTCFullYear()}/${month}/${uniqueId}.${type.extension}`;
  const name = displayName(fileName, type.extension);
  await storage.put(storageKey(container, relativePath), bytes);
  try {
    await db.insert(archives).values({
      companyId: auth.companyId,
      uniqueId,
      name,
      extension: type.extension,
      contentType: type.contentType,
      sizeBytes: bytes.length,
      relativePath,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      uploadedByUserId: auth.userId,
    });
  } catch (error) {
    await storage.delete(storageKey(container, relativePath));
    throw error;
  }
  return { name, uniqueIdentifier: uniqueId, extension: type.extension, relativePath };
};

/**
 * A signed, short-lived download link for an archive the caller reaches: of its tenant, and
 * through the scope of what the archive belongs to (files/owners.ts); 404 otherwise.
 */
export const downloadUrl = async (
  db: Database,
  config: AppConfig,
  auth: AuthContext,
  archiveUniqueId: string,
) => {
  const [archive] = await db
    .select({
      relativePath: archives.relativePath,
      companyKey: companies.companyKey,
      companyId: archives.companyId,
      ownerKind: archives.ownerKind,
      ownerId: archives.ownerId,
      uploadedByUserId: archives.uploadedByUserId,
    })
    .from(archives)
    .innerJoin(companies, eq(companies.id, archives.companyId))
    .where(and(eq(archives.uniqueId, archiveUniqueId), eq(archives.companyId, auth.companyId)));
  if (!archive) throw new NotFoundError(ARCHIVE_NOT_FOUND);
  await assertArchiveReachable(db, auth, archive);
  return signedUrl(
    { base: config.publicUrl, secret: config.jwtSecret, ttlSeconds: config.fileUrlTtlSeconds },
    archive.companyKey,
    archive.relativePath,
  );
};

/** The archive a verified link points at (container = the tenant's companyKey). */
export const findLinkedArchive = async (db: Database, container: string, relativePath: string) => {
  const [archive] = await db
    .select({
      name: archives.name,
      contentType: archives.contentType,
      sizeBytes: archives.sizeBytes,
    })
    .from(archives)
    .innerJoin(companies, eq(companies.id, archives.companyId))
    .where(and(eq(companies.companyKey, container), eq(archives.relativePath, relativePath)));
  return archive;
};

/** Deletes archives of a tenant the gateway made and no longer needs: their rows and bytes. */
export const deleteArchives = async (
  db: Database,
  storage: FileStorage,
  companyId: number,
  archiveIds: number[],
) => {
  if (!archiveIds.length) return;
  const container = await companyKeyOf(db, companyId);
  const removed = await db
    .delete(archives)
    .where(and(eq(archives.companyId, companyId), inArray(archives.id, archiveIds)))
    .returning({ relativePath: archives.relativePath });
  for (const { relativePath } of removed) {
    await storage.delete(storageKey(container, relativePath));
  }
};
