import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, requiredReference, uniqueId, version } from './columns';
import { modalities } from './modalities';

const modalityId = () => requiredReference('modality_id', () => modalities.id);

/** A particular clause a proposal of the modality carries (rich text), in its Order. */
export const modalityParticularClauses = pgTable(
  'modality_particular_clauses',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    modalityId: modalityId(),
    title: text('title').notNull(),
    /** HTML written in the rich-text editor, with template tags. */
    value: text('value').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('modality_particular_clauses_modality_idx').on(t.modalityId, t.sortOrder)],
);

/**
 * The modality's text of one contractual term type (domain/modalityTerms.ts, 1 Objeto … 5
 * Observações). `jsonTag` lists the tags the text uses; `jsonTagValue` their sample values.
 */
export const modalityContractualTerms = pgTable(
  'modality_contractual_terms',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    modalityId: modalityId(),
    termType: integer('term_type').notNull(),
    value: text('value').notNull(),
    jsonTag: jsonb('json_tag').$type<string[]>().notNull(),
    jsonTagValue: jsonb('json_tag_value').$type<Record<string, string>>().notNull(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('modality_contractual_terms_type_key').on(t.modalityId, t.termType)],
);

/** A document a proposal of the modality must carry, checked in one analysis pipe. */
export const modalityRequiredDocuments = pgTable(
  'modality_required_documents',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    uniqueId: uniqueId(),
    modalityId: modalityId(),
    name: text('name').notNull(),
    description: text('description'),
    /** false: asked for but the proposal may go on without it. */
    isRequired: boolean('is_required').notNull().default(true),
    /** domain/modalityTerms.ts proposalDocumentPipeTypes (1 Cadastro, 2 Crédito, 3 Subscrição). */
    pipeTypeId: integer('pipe_type_id').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('modality_required_documents_name_key')
      .on(t.modalityId, t.name)
      .where(sql`${t.isDeleted} = false`),
  ],
);
