import { index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns';
import { users } from './access';

/**
 * An uploaded file (the spec's archive); its bytes live in the file storage under `relative_path`.
 * Its owner is recorded when it is attached (server/modules/files/attach.ts): owner_kind names
 * what it belongs to (server/modules/files/owners.ts ArchiveOwnerKind: 'request_document',
 * 'nomination_letter', a party…) and owner_id that row's id. Until then (both null) only the
 * user who uploaded it reaches it; once attached it is never attached elsewhere.
 */
export const archives = pgTable(
  'archives',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uuid('unique_id').notNull().unique().defaultRandom(),
    /** The client's file name, shown and offered on download; never used as a path. */
    name: text('name').notNull(),
    /** Extension found from the content (pdf, png, docx…), lower case, without the dot. */
    extension: text('extension').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Path inside the tenant's container (the container is the tenant's companyKey). */
    relativePath: text('relative_path').notNull(),
    sha256: text('sha256').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    ownerKind: text('owner_kind'),
    ownerId: integer('owner_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('archives_company_path_idx').on(t.companyId, t.relativePath),
    index('archives_owner_idx').on(t.companyId, t.ownerKind, t.ownerId),
  ],
);
