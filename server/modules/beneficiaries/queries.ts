import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  like,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { BENEFICIARY_SEARCH_LIMIT, type Beneficiary } from '../../../domain/beneficiaries';
import { documentType, stripDocument } from '../../../domain/cpfCnpj';
import type { PartyLocation } from '../../../domain/partyLocation';
import type { Database } from '../../db/client';
import { beneficiaries, partyLocations } from '../../db/schema';
import { toPartyLocation } from '../locations/partyLocations';
import type { AuthContext } from '../security/principal';
import { visibleBeneficiaries } from './scope';

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
const contains = (value: string) => `%${escapeLike(value)}%`;

/** Current addresses of these beneficiaries, main first, by beneficiary id. */
const locationsOf = async (db: Database, companyId: number, ids: number[]) => {
  const byOwner = new Map<number, PartyLocation[]>();
  if (ids.length === 0) return byOwner;
  const rows = await db
    .select()
    .from(partyLocations)
    .where(
      and(
        eq(partyLocations.companyId, companyId),
        eq(partyLocations.ownerKind, 'beneficiary'),
        inArray(partyLocations.ownerId, ids),
        isNull(partyLocations.deletedAt),
      ),
    )
    .orderBy(desc(partyLocations.isMain), asc(partyLocations.id));
  for (const row of rows) {
    byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), toPartyLocation(row)]);
  }
  return byOwner;
};

const toBeneficiary = (row: BeneficiaryRow, locations: PartyLocation[]): Beneficiary => {
  const type = documentType(row.cpfCnpj);
  return {
    Id: row.id,
    UniqueId: row.uniqueId,
    Name: row.name,
    CpfCnpj: row.cpfCnpj,
    DocumentType: type,
    IsPF: type === 'cpf',
    MainLocation: locations.find((location) => location.IsMain) ?? locations[0] ?? null,
    Locations: locations,
  };
};

/** The beneficiary with its addresses. */
export const beneficiaryOf = async (db: Database, row: BeneficiaryRow) =>
  toBeneficiary(row, (await locationsOf(db, row.companyId, [row.id])).get(row.id) ?? []);

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

/**
 * SearchBeneficiary: name or document (mask stripped) contains the text; without PF, CPF
 * beneficiaries (11 characters) are left out. By name, at most BENEFICIARY_SEARCH_LIMIT.
 */
export const searchBeneficiaries = async (
  db: Database,
  auth: AuthContext,
  textSearch: string | undefined,
  canHaveBeneficiaryPF: boolean,
) => {
  const text = textSearch?.trim() ?? '';
  const conditions: SQL[] = [visibleBeneficiaries(auth)];
  if (text) {
    const document = stripDocument(text);
    const byName = ilike(beneficiaries.name, contains(text));
    conditions.push(
      document ? (or(byName, like(beneficiaries.cpfCnpj, contains(document))) as SQL) : byName,
    );
  }
  if (!canHaveBeneficiaryPF) conditions.push(ne(sql`length(${beneficiaries.cpfCnpj})`, 11));
  const rows = await db
    .select()
    .from(beneficiaries)
    .where(and(...conditions))
    .orderBy(asc(beneficiaries.name), asc(beneficiaries.id))
    .limit(BENEFICIARY_SEARCH_LIMIT);
  const locations = await locationsOf(
    db,
    auth.companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toBeneficiary(row, locations.get(row.id) ?? []));
};
