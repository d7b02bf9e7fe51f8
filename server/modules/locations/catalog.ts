import type { City, StateProvince } from '../../../domain/locations';
import ibge from './data/ibge.json' with { type: 'json' };

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
const byName = (a: { Name: string }, b: { Name: string }) => collator.compare(a.Name, b.Name);

/** The static IBGE list, parsed once and kept in memory (frozen answers, sorted by name). */
const states: readonly StateProvince[] = Object.freeze(
  (ibge.states as [number, string, string][])
    .map(([Id, Abbreviation, Name]) => Object.freeze({ Id, Name, Abbreviation }))
    .sort(byName),
);
const stateById = new Map(states.map((state) => [state.Id, state]));
const stateByUf = new Map(states.map((state) => [state.Abbreviation, state]));

const citiesByState = new Map<number, readonly City[]>(
  Object.entries(ibge.cities as Record<string, string>).map(([code, packed]) => {
    const StateProvinceId = Number(code);
    const list = packed
      .split('|')
      .map((entry) => {
        const space = entry.indexOf(' ');
        return Object.freeze({
          Id: Number(entry.slice(0, space)),
          Name: entry.slice(space + 1),
          StateProvinceId,
        });
      })
      .sort(byName);
    return [StateProvinceId, Object.freeze(list)];
  }),
);
const cityById = new Map([...citiesByState.values()].flat().map((city) => [city.Id, city]));

const normalizeName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]/g, '')
    .toUpperCase();
const cityByStateAndName = new Map(
  [...cityById.values()].map((city) => [
    `${city.StateProvinceId}:${normalizeName(city.Name)}`,
    city,
  ]),
);

export const listStates = (): readonly StateProvince[] => states;
export const findState = (id: number): StateProvince | undefined => stateById.get(id);
export const findStateByUf = (uf: string): StateProvince | undefined =>
  stateByUf.get(uf.trim().toUpperCase());
export const listCities = (stateId: number): readonly City[] | undefined =>
  citiesByState.get(stateId);
export const findCity = (id: number): City | undefined => cityById.get(id);
/** A municipality by state and name, ignoring accents, case, spaces and punctuation. */
export const findCityByName = (stateId: number, name: string): City | undefined =>
  cityByStateAndName.get(`${stateId}:${normalizeName(name)}`);
