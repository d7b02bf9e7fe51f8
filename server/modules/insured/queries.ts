import { and, asc, count, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import { documentType, stripDocument } from '../../../domain/cpfCnpj';
import {
  type InsuredDetail,
  type InsuredSummary,
  insuredBranchLabel,
} from '../../../domain/insureds';
import type { PartyLocation } from '../../../domain/partyLocation';
import type { Database } from '../../db/client';
import { tenantPartyCount } from '../../db/partyCounts';
import { preparedVariants } from '../../db/prepared';
import { containsPattern } from '../../db/likePattern';
import { insureds } from '../../db/schema';
import { type Page, paged } from '../../http/paging';
import { type Sort, type SortColumns, sortKey, sortOrderBy } from '../../http/sorting';
import { locationsByOwner, mainLocationOf } from '../locations/partyLocations';
import type { AuthContext } from '../security/principal';
import type { InsuredSortField } from '../../../domain/contracts/insured';
import { findVisibleInsured, requireInsuredScope, visibleInsureds } from './scope';

export type InsuredRow = typeof insureds.$inferSelect;

/** The proposal flow's search answers at most this many insured parties. */
export const PROPOSAL_SEARCH_LIMIT = 20;

const toSummary = (row: InsuredRow, locations: PartyLocation[]): InsuredSummary => ({
  Id: row.id,
  UniqueId: row.uniqueId,
  Name: row.name,
  NomeSocial: row.nomeSocial,
  CpfCnpj: row.cpfCnpj,
  DocumentType: documentType(row.cpfCnpj),
  IsPrivate: row.isPrivate,
  BranchLabel: insuredBranchLabel(row.isPrivate),
  IsBlocked: row.isBlocked,
  BlockJustify: row.blockJustify,
  MainLocation: mainLocationOf(locations),
});

const toDetail = (row: InsuredRow, locations: PartyLocation[]): InsuredDetail => ({
  ...toSummary(row, locations),
  Locations: locations,
  Version: row.version,
  CreatedAt: row.createdAt.toISOString(),
});

/** The insured row with its addresses, as GetInsured and the writes answer it. */
export const detailOf = async (db: Database, row: InsuredRow) =>
  toDetail(row, (await locationsByOwner(db, row.companyId, 'insured', [row.id])).get(row.id) ?? []);

export interface InsuredFilter {
  InsuredName?: string;
  InsuredDocument?: string;
}

/**
 * Which filters and order an insured search has: its statements are prepared once per shape.
 * The sort is one of a whitelist, so the shapes stay few.
 */
interface SearchShape {
  byName: boolean;
  byDocument: boolean;
  sort?: Sort<InsuredSortField>;
}

const filterKey = ({ byName, byDocument }: SearchShape) =>
  [byName && 'name', byDocument && 'document'].filter(Boolean).join('_') || 'all';
const shapeKey = (shape: SearchShape) =>
  [filterKey(shape), sortKey(shape.sort)].filter(Boolean).join('_');

/** Staff and brokers reach every insured of their tenant (visibleInsureds). */
const searchWhere = ({ byName, byDocument }: SearchShape) =>
  and(
    eq(insureds.companyId, sql.placeholder('companyId')),
    byName ? ilike(insureds.name, sql.placeholder('name')) : undefined,
    byDocument ? like(insureds.cpfCnpj, sql.placeholder('document')) : undefined,
  );

const byName = [asc(insureds.name), asc(insureds.id)];

const sortColumns: SortColumns<InsuredSortField> = {
  Name: insureds.name,
  NomeSocial: insureds.nomeSocial,
  CpfCnpj: insureds.cpfCnpj,
  IsPrivate: insureds.isPrivate,
  IsBlocked: insureds.isBlocked,
};

const searchCount = preparedVariants('insured_search_count', filterKey, (db, shape: SearchShape) =>
  db.select({ total: count() }).from(insureds).where(searchWhere(shape)),
);

/**
 * The page's ids first (by name, an index-only scan of insureds_company_name_idx, however deep
 * the page), then only those rows, in the same order.
 */
const searchPage = preparedVariants('insured_search_page', shapeKey, (db, shape: SearchShape) => {
  const order = shape.sort ? sortOrderBy(shape.sort, sortColumns, insureds.id) : byName;
  const pageIds = db
    .select({ id: insureds.id })
    .from(insureds)
    .where(searchWhere(shape))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({ insured: insureds })
    .from(insureds)
    .innerJoin(pageIds, eq(pageIds.id, insureds.id))
    .orderBy(...order);
});

/** SearchInsureds: name contains, document (mask stripped) contains; by name, paged. */
export const searchInsureds = async (
  db: Database,
  auth: AuthContext,
  filter: InsuredFilter,
  page: Page,
  sort?: Sort<InsuredSortField>,
) => {
  requireInsuredScope(auth);
  const name = filter.InsuredName?.trim();
  const document = stripDocument(filter.InsuredDocument);
  const shape: SearchShape = { byName: Boolean(name), byDocument: Boolean(document), sort };
  const values = {
    companyId: auth.companyId,
    name: name ? containsPattern(name) : undefined,
    document: document ? containsPattern(document) : undefined,
  };
  // Unfiltered, every insured of the tenant is visible: its counter has the total.
  const total =
    shape.byName || shape.byDocument
      ? Number((await searchCount(db, shape).execute(values))[0].total)
      : await tenantPartyCount(db, auth.companyId, 'insureds');
  const rows = (
    await searchPage(db, shape).execute({
      ...values,
      limit: page.rowsPerPage,
      offset: (page.currentPage - 1) * page.rowsPerPage,
    })
  ).map((row) => row.insured);
  const locations = await locationsByOwner(
    db,
    auth.companyId,
    'insured',
    rows.map((row) => row.id),
  );
  return paged(
    rows.map((row) => toSummary(row, locations.get(row.id) ?? [])),
    page,
    total,
  );
};

/**
 * Insured/SearchInsured (proposal flow): name or document contains the text; the parties that
 * can be used (not blocked) first; at most PROPOSAL_SEARCH_LIMIT, with their addresses.
 */
export const searchInsuredForProposal = async (
  db: Database,
  auth: AuthContext,
  textSearch: string | undefined,
) => {
  const text = textSearch?.trim() ?? '';
  const conditions: SQL[] = [visibleInsureds(auth), eq(insureds.isActive, true)];
  const document = stripDocument(text);
  if (text) {
    const byName = ilike(insureds.name, containsPattern(text));
    const byNomeSocial = ilike(insureds.nomeSocial, containsPattern(text));
    const match = document
      ? or(byName, byNomeSocial, like(insureds.cpfCnpj, containsPattern(document)))
      : or(byName, byNomeSocial);
    if (match) conditions.push(match);
  }
  const rows = await db
    .select()
    .from(insureds)
    .where(and(...conditions))
    .orderBy(asc(insureds.isBlocked), asc(insureds.name), asc(insureds.id))
    .limit(PROPOSAL_SEARCH_LIMIT);
  const locations = await locationsByOwner(
    db,
    auth.companyId,
    'insured',
    rows.map((row) => row.id),
  );
  return rows.map((row) => toDetail(row, locations.get(row.id) ?? []));
};

export const getInsured = async (db: Database, auth: AuthContext, uniqueId: string) =>
  detailOf(db, await findVisibleInsured(db, auth, uniqueId));

/** The tenant's insured with this document (mask stripped), if any. */
export const findInsuredByDocument = async (db: Database, auth: AuthContext, document: string) => {
  const [row] = await db
    .select()
    .from(insureds)
    .where(and(visibleInsureds(auth), eq(insureds.cpfCnpj, document)))
    .limit(1);
  return row;
};
