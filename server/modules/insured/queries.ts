import { and, asc, count, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import { documentType, stripDocument } from '../../../domain/cpfCnpj';
import {
  type InsuredDetail,
  type InsuredSummary,
  insuredBranchLabel,
} from '../../../domain/insureds';
import type { PartyLocation } from '../../../domain/partyLocation';
import type { Database } from '../../db/client';
import { tenantPartyCount } from '../../db/partyCounts';
import { containsPattern } from '../../db/likePattern';
import { insureds } from '../../db/schema';
import { type Page, paged } from '../../http/paging';
import { locationsByOwner, mainLocationOf } from '../locations/partyLocations';
import type { AuthContext } from '../security/principal';
import { findVisibleInsured, visibleInsureds } from './scope';

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

/** SearchInsureds: name contains, document (mask stripped) contains; by name, paged. */
export const searchInsureds = async (
  db: Database,
  auth: AuthContext,
  filter: InsuredFilter,
  page: Page,
) => {
  const conditions: SQL[] = [visibleInsureds(auth)];
  const name = filter.InsuredName?.trim();
  if (name) conditions.push(ilike(insureds.name, containsPattern(name)));
  const document = stripDocument(filter.InsuredDocument);
  if (document) conditions.push(like(insureds.cpfCnpj, containsPattern(document)));
  const where = and(...conditions);
  // Unfiltered, every insured of the tenant is visible: its counter has the total.
  const total =
    name || document
      ? Number((await db.select({ total: count() }).from(insureds).where(where))[0].total)
      : await tenantPartyCount(db, auth.companyId, 'insureds');
  // The page's ids first (an index-only scan of insureds_company_name_idx, however deep the
  // page), then only those rows.
  const byName = [asc(insureds.name), asc(insureds.id)];
  const pageIds = db
    .select({ id: insureds.id })
    .from(insureds)
    .where(where)
    .orderBy(...byName)
    .limit(page.rowsPerPage)
    .offset((page.currentPage - 1) * page.rowsPerPage)
    .as('page');
  const rows = (
    await db
      .select({ insured: insureds })
      .from(insureds)
      .innerJoin(pageIds, eq(pageIds.id, insureds.id))
      .orderBy(...byName)
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
