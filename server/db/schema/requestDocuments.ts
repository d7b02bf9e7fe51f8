import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId, createdAt, uniqueId, version } from './columns';
import { users } from './access';
import { archives } from './archives';

/**
 * A document the insurer requests from a party (or keeps in its own catalogue), with its
 * lifecycle: Pendente → (upload) → send to analysis → Aguardando_Analise → Conforme | Reprovado.
 * ownerKind: 'policy_holder' | 'policy_holder_limit' | 'insured' | 'broker' | 'insurer' |
 * 'proposal'; ownerId is the party's id (the company's id for 'insurer', proposals.id for
 * 'proposal'). Deletion is soft (restorable).
 */
export const requestDocuments = pgTable(
  'request_documents',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** domain/requestDocuments.ts RequestDocumentStatus */
    status: text('status').notNull().default('Pendente'),
    /** Why the insurer refused it (Reprovado). */
    reviewNote: text('review_note'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedByUserId: integer('deleted_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('request_documents_owner_idx').on(t.companyId, t.ownerKind, t.ownerId)],
);

/** A file uploaded against a request document (one document holds one or more archives). */
export const requestDocumentArchives = pgTable(
  'request_document_archives',
  {
    id: serial('id').primaryKey(),
    requestDocumentId: integer('request_document_id')
      .notNull()
      .references(() => requestDocuments.id, { onDelete: 'cascade' }),
    archiveId: integer('archive_id')
      .notNull()
      .references(() => archives.id),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('request_document_archives_doc_idx').on(t.requestDocumentId)],
);
