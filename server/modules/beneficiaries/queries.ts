import { and, asc, eq, ilike, like, ne, or, type SQL, sql } from 'drizzle-orm';
import { BENEFICIARY_SEARCH_LIMIT, type Beneficiary } from '../../../domain/beneficiaries';
import { documentType, stripDocument } from '../../../domain/cpfCnpj';
import type { PartyLocation } from '../../../domain/partyLocation';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/likePattern';
import { beneficiaries } from '../../db/schema';
import { type Sort, type SortColumns, sortOrderBy } from '../../http/sorting';
import { locationsByOwner, mainLocationOf } from '../locations/partyLocations';
import type { AuthContext } from '../security/principal';
import type { BeneficiarySortField } from '../../../domain/contracts/beneficiaries';
import { visibleBeneficiaries } from './scope';

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;

const toBeneficiary = (row: BeneficiaryRow, locations: PartyLocation[]): Beneficiary => {
  const type = documentType(row.cpfCnpj);
  return {
    Id: row.id,
    UniqueId: row.uniqueId,
    Name: row.name,
    CpfCnpj: row.cpfCnpj,
    DocumentType: type,
    IsPF: type === 'cpf',
    MainLocation: mainLocationOf(locations),
    Locations: locations,
  };
};

/** The beneficiary with its addresses. */
export const beneficiaryOf = async (db: Database, row: BeneficiaryRow) =>
  toBeneficiary(
    row,
    (await locationsByOwner(db, row.companyId, 'beneficiary', [row.id])).get(row.id) ?? [],
  );

export const findBeneficiaryByDocument = async (
  db: Database,
  auth: AuthContext,
  document: string,
) => {
  const [row] = await db
    .select()
    .from(beneficiaries)
    .where(and(visibleBeneficiaries(auth), eq(beneficiaries.cpfCnpj, document)))
    .limit(1);
  return row;
};

const sortColumns: SortColumns<BeneficiarySortField> = {
  Name: beneficiaries.name,
  CpfCnpj: beneficiaries.cpfCnpj,
};

/**
 * SearchBeneficiary: name or document (mask stripped) contains the text; without PF, CPF
 * beneficiaries (11 characters) are left out. By name (or the sort asked for), at most
 * BENEFICIARY_SEARCH_LIMIT.
 */
export const searchBeneficiaries = async (
  db: Database,
  auth: AuthContext,
  textSearch: string | undefined,
  canHaveBeneficiaryPF: boolean,
  sort?: Sort<BeneficiarySortField>,
) => {
  const text = textSearch?.trim() ?? '';
  const conditions: SQL[] = [visibleBeneficiaries(auth)];
  if (text) {
    const document = stripDocument(text);
    const byName = ilike(beneficiaries.name, containsPattern(text));
    conditions.push(
      document
        ? (or(byName, like(beneficiaries.cpfCnpj, containsPattern(document))) as SQL)
        : byName,
    );
  }
  if (!canHaveBeneficiaryPF) conditions.push(ne(sql`length(${beneficiaries.cpfCnpj})`, 11));
  const rows = await db
    .select()
    .from(beneficiaries)
    .where(and(...conditions))
    .orderBy(
      ...(sort
        ? sortOrderBy(sort, sortColumns, beneficiaries.id)
        : [asc(beneficiaries.name), asc(beneficiaries.id)]),
    )
    .limit(BENEFICIARY_SEARCH_LIMIT);
  const locations = await locationsByOwner(
    db,
    auth.companyId,
    'beneficiary',
    rows.map((row) => row.id),
  );
  return rows.map((row) => toBeneficiary(row, locations.get(row.id) ?? []));
};
