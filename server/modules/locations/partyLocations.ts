import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { normalizeCep, stateOfCep } from '../../../domain/cepRanges';
import {
  type PartyLocation,
  type PartyLocationInput,
  partyLocationLabels,
} from '../../../domain/partyLocation';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { partyLocations } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/errors';
import { type ChangeAuthor, type FieldChange, recordChange } from '../history/service';
import { findCity, findState } from './catalog';

export type PartyKind = 'policy_holder' | 'insured' | 'beneficiary' | 'broker';

/** The party a location belongs to, and the history entity its changes are recorded under. */
export interface LocationOwner {
  companyId: number;
  kind: PartyKind;
  id: number;
  /** History entity of the party, e.g. `PolicyHolder`; location changes go to `${entity}Location`. */
  historyEntity: string;
}

export const LOCATION_NOT_FOUND = 'Endereço não encontrado.';
const MAX_TEXT = 120;

type LocationRow = typeof partyLocations.$inferSelect;

export const toPartyLocation = (row: LocationRow): PartyLocation => {
  const state = findState(row.stateProvinceId);
  const city = findCity(row.cityId);
  return {
    Id: row.id,
    UniqueId: row.uniqueId,
    ZipCode: row.zipCode,
    AddressName: row.addressName,
    Number: row.number,
    Complement: row.complement,
    Neighborhood: row.neighborhood,
    StateProvinceId: row.stateProvinceId,
    StateName: state?.Name ?? '',
    StateAbbreviation: state?.Abbreviation ?? '',
    CityId: row.cityId,
    CityName: city?.Name ?? '',
    IsMain: row.isMain,
  };
};

const optionalText = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Checks an address field by field (pt-BR messages naming the field) and normalises it. */
export const validateLocation = (input: PartyLocationInput) => {
  const problems: string[] = [];
  const zipCode = normalizeCep(input.ZipCode);
  if (!zipCode) problems.push('CEP inválido: informe os 8 dígitos (00000-000).');
  const addressName = optionalText(input.AddressName);
  if (!addressName) problems.push(`${partyLocationLabels.AddressName}: informe o logradouro.`);
  for (const field of ['AddressName', 'Number', 'Complement', 'Neighborhood'] as const) {
    if ((input[field]?.trim().length ?? 0) > MAX_TEXT) {
      problems.push(`${partyLocationLabels[field]}: use no máximo ${MAX_TEXT} caracteres.`);
    }
  }
  const state = findState(input.StateProvinceId);
  if (!state) problems.push('Estado: selecione o estado.');
  const city = findCity(input.CityId);
  if (!city) problems.push('Cidade: selecione a cidade.');
  else if (state && city.StateProvinceId !== state.Id) {
    problems.push(`Cidade: ${city.Name} não fica em ${state.Name}.`);
  }
  const cepState = zipCode ? stateOfCep(zipCode) : undefined;
  if (zipCode && state && cepState && cepState.ibgeCode !== state.Id) {
    problems.push(`CEP: ${input.ZipCode} é de ${cepState.uf}, não de ${state.Abbreviation}.`);
  }
  if (problems.length) throw new ValidationError(problems);
  return {
    zipCode: zipCode as string,
    addressName: addressName as string,
    number: optionalText(input.Number),
    complement: optionalText(input.Complement),
    neighborhood: optionalText(input.Neighborhood),
    stateProvinceId: input.StateProvinceId,
    cityId: input.CityId,
  };
};

const ownerFilter = (owner: LocationOwner) =>
  and(
    eq(partyLocations.companyId, owner.companyId),
    eq(partyLocations.ownerKind, owner.kind),
    eq(partyLocations.ownerId, owner.id),
    isNull(partyLocations.deletedAt),
  );

/** The current addresses of several parties of one kind, main first, by party id. */
const locationsOfOwners = preparedQuery('locations_of_owners', (db) =>
  db
    .select()
    .from(partyLocations)
    .where(
      and(
        eq(partyLocations.companyId, sql.placeholder('companyId')),
        eq(partyLocations.ownerKind, sql.placeholder('kind')),
        // One statement for any number of owners (inArray would make one per list length).
        sql`${partyLocations.ownerId} = any(${sql.placeholder('ids')}::integer[])`,
        isNull(partyLocations.deletedAt),
      ),
    )
    .orderBy(desc(partyLocations.isMain), asc(partyLocations.id)),
);

export const locationsByOwner = async (
  db: Database,
  companyId: number,
  kind: PartyKind,
  ids: number[],
) => {
  const byOwner = new Map<number, PartyLocation[]>();
  if (ids.length === 0) return byOwner;
  const rows = await locationsOfOwners(db).execute({ companyId, kind, ids });
  for (const row of rows) {
    byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), toPartyLocation(row)]);
  }
  return byOwner;
};

/** The party's current addresses, main first. */
export const listLocations = async (db: Database, owner: LocationOwner) =>
  (await locationsByOwner(db, owner.companyId, owner.kind, [owner.id])).get(owner.id) ?? [];

/** The address marked main, else the first one. */
export const mainLocationOf = (locations: PartyLocation[]) =>
  locations.find((location) => location.IsMain) ?? locations[0] ?? null;

const describe = (row: Partial<LocationRow>): Record<keyof PartyLocationInput, unknown> => ({
  ZipCode: row.zipCode,
  AddressName: row.addressName,
  Number: row.number,
  Complement: row.complement,
  Neighborhood: row.neighborhood,
  StateProvinceId: row.stateProvinceId ? findState(row.stateProvinceId)?.Abbreviation : null,
  CityId: row.cityId ? findCity(row.cityId)?.Name : null,
  IsMain: row.isMain === undefined ? undefined : row.isMain ? 'Sim' : 'Não',
});

const diff = (before: Partial<LocationRow>, after: Partial<LocationRow>): FieldChange[] => {
  const old = describe(before);
  const now = describe(after);
  return (Object.keys(partyLocationLabels) as (keyof PartyLocationInput)[])
    .filter((field) => (old[field] ?? null) !== (now[field] ?? null))
    .map((field) => ({ field, oldValue: old[field] ?? null, newValue: now[field] ?? null }));
};

const clearOtherMain = (db: Database, owner: LocationOwner, keepId: number) =>
  db
    .update(partyLocations)
    .set({ isMain: false })
    .where(and(ownerFilter(owner), ne(partyLocations.id, keepId)));

/**
 * Adds an address. The first address of a party is its main one; IsMain moves the main flag.
 * Call inside the transaction of the caller (so the history commits with it).
 */
export const addLocation = async (
  db: Database,
  owner: LocationOwner,
  input: PartyLocationInput,
  author: ChangeAuthor,
) => {
  const values = validateLocation(input);
  const existing = await listLocations(db, owner);
  const isMain = existing.length === 0 || input.IsMain === true;
  const [row] = await db
    .insert(partyLocations)
    .values({
      companyId: owner.companyId,
      ownerKind: owner.kind,
      ownerId: owner.id,
      ...values,
      isMain,
    })
    .returning();
  if (isMain) await clearOtherMain(db, owner, row.id);
  await recordChange(db, {
    companyId: owner.companyId,
    entity: `${owner.historyEntity}Location`,
    entityId: owner.id,
    changedBy: author,
    changes: diff({}, row),
  });
  return toPartyLocation(row);
};

const findOwnedLocation = async (db: Database, owner: LocationOwner, locationId: number) => {
  const [row] = await db
    .select()
    .from(partyLocations)
    .where(and(ownerFilter(owner), eq(partyLocations.id, locationId)))
    .limit(1);
  if (!row) throw new NotFoundError(LOCATION_NOT_FOUND);
  return row;
};

/** Finds which party owns a location (for the calls that name only the location id). */
export const findLocationOwnerId = async (
  db: Database,
  companyId: number,
  kind: PartyKind,
  locationId: number,
) => {
  const [row] = await db
    .select({ ownerId: partyLocations.ownerId })
    .from(partyLocations)
    .where(
      and(
        eq(partyLocations.companyId, companyId),
        eq(partyLocations.ownerKind, kind),
        eq(partyLocations.id, locationId),
        isNull(partyLocations.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw new NotFoundError(LOCATION_NOT_FOUND);
  return row.ownerId;
};

export const updateLocation = async (
  db: Database,
  owner: LocationOwner,
  locationId: number,
  input: PartyLocationInput,
  author: ChangeAuthor,
) => {
  const before = await findOwnedLocation(db, owner, locationId);
  const values = validateLocation(input);
  const isMain = input.IsMain === undefined ? before.isMain : input.IsMain || before.isMain;
  const [row] = await db
    .update(partyLocations)
    .set({ ...values, isMain })
    .where(eq(partyLocations.id, before.id))
    .returning();
  if (isMain) await clearOtherMain(db, owner, row.id);
  const changes = diff(before, row);
  if (changes.length) {
    await recordChange(db, {
      companyId: owner.companyId,
      entity: `${owner.historyEntity}Location`,
      entityId: owner.id,
      changedBy: author,
      changes,
    });
  }
  return toPartyLocation(row);
};

/** Soft-removes an address; when it was the main one, the oldest remaining becomes main. */
export const removeLocation = async (
  db: Database,
  owner: LocationOwner,
  locationId: number,
  author: ChangeAuthor,
) => {
  const before = await findOwnedLocation(db, owner, locationId);
  await db
    .update(partyLocations)
    .set({ deletedAt: new Date(), isMain: false })
    .where(eq(partyLocations.id, before.id));
  if (before.isMain) {
    const [next] = await db
      .select({ id: partyLocations.id })
      .from(partyLocations)
      .where(ownerFilter(owner))
      .orderBy(asc(partyLocations.id))
      .limit(1);
    if (next)
      await db.update(partyLocations).set({ isMain: true }).where(eq(partyLocations.id, next.id));
  }
  await recordChange(db, {
    companyId: owner.companyId,
    entity: `${owner.historyEntity}Location`,
    entityId: owner.id,
    changedBy: author,
    changes: diff(before, {}),
  });
  return true;
};

/** The most recent address of the tenant at this CEP (SearchCEP's "addresses already known"). */
export const findKnownAddress = async (db: Database, companyId: number, zipCode: string) => {
  const [row] = await db
    .select()
    .from(partyLocations)
    .where(and(eq(partyLocations.companyId, companyId), eq(partyLocations.zipCode, zipCode)))
    .orderBy(desc(partyLocations.createdAt))
    .limit(1);
  return row ? toPartyLocation(row) : undefined;
};
