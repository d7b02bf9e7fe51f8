import { formatCep, normalizeCep, stateOfCep } from '../../../domain/cepRanges';
import type { CepAddress, City } from '../../../domain/locations';
import { NotFoundError } from '../../http/errors';
import { findCity, findCityByName, findState, listCities } from './catalog';

export const CEP_NOT_FOUND = 'CEP não encontrado.';
export const STATE_NOT_FOUND = 'Estado não encontrado (stateProvinceId).';

export const citiesOf = (stateProvinceId: number): readonly City[] => {
  const cities = listCities(stateProvinceId);
  if (!cities) throw new NotFoundError(STATE_NOT_FOUND);
  return cities;
};

/** What an external CEP provider said, in the fields we use (ViaCEP and BrasilAPI shapes). */
interface ProviderAnswer {
  AddressName: string | null;
  Neighborhood: string | null;
  Complement: string | null;
  CityId: number | null;
  CityName: string | null;
  uf: string | null;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const fromProvider = (body: Record<string, unknown>): ProviderAnswer | undefined => {
  if (body.erro === true || body.erro === 'true') return undefined;
  const ibge = text(body.ibge);
  const answer: ProviderAnswer = {
    AddressName: text(body.logradouro) ?? text(body.street),
    Neighborhood: text(body.bairro) ?? text(body.neighborhood),
    Complement: text(body.complemento),
    CityId: ibge && /^\d{7}$/.test(ibge) ? Number(ibge) : null,
    CityName: text(body.localidade) ?? text(body.city),
    uf: text(body.uf) ?? text(body.state),
  };
  return answer.AddressName || answer.CityName || answer.CityId ? answer : undefined;
};

export interface CepSearchOptions {
  /** URL template with `{cep}`, e.g. `https://viacep.com.br/ws/{cep}/json/`. */
  providerUrl?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  log?: { warn: (details: object, message: string) => void };
  /** An address already registered at this CEP (the caller's tenant only), used without a provider answer. */
  known?: (cep: string) => Promise<KnownAddress | undefined>;
}

/** The parts of a registered address that describe the CEP itself (not the number or complement). */
export interface KnownAddress {
  AddressName: string;
  Neighborhood: string | null;
  StateProvinceId: number;
  CityId: number;
}

const CACHE_LIMIT = 5000;
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
const providerCache = new Map<string, { at: number; answer: ProviderAnswer | null }>();

const askProvider = async (
  cep: string,
  { providerUrl, timeoutMs = 3000, fetchImpl = fetch, log }: CepSearchOptions,
): Promise<ProviderAnswer | undefined> => {
  if (!providerUrl) return undefined;
  const key = `${providerUrl}|${cep}`;
  const cached = providerCache.get(key);
  if (cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.answer ?? undefined;
  try {
    const response = await fetchImpl(providerUrl.replace('{cep}', cep), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    // 4xx: the provider does not know the CEP (remembered); 5xx: try again next time.
    if (!response.ok) {
      if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
      providerCache.set(key, { at: Date.now(), answer: null });
      return undefined;
    }
    const answer = fromProvider((await response.json()) as Record<string, unknown>) ?? null;
    if (providerCache.size >= CACHE_LIMIT) {
      const oldest = providerCache.keys().next().value;
      if (oldest !== undefined) providerCache.delete(oldest);
    }
    providerCache.set(key, { at: Date.now(), answer });
    return answer ?? undefined;
  } catch (error) {
    log?.warn({ err: error, cep }, 'Provedor de CEP indisponível; resposta offline.');
    return undefined;
  }
};

/** Forgets what the provider answered (tests). */
export const clearCepCache = () => providerCache.clear();

/** The offline answer completed by an address already registered at the CEP, when there is one. */
const fromKnown = async (
  offline: CepAddress,
  { known }: CepSearchOptions,
): Promise<CepAddress | undefined> => {
  const address = known ? await known(offline.ZipCode) : undefined;
  const city = address ? findCity(address.CityId) : undefined;
  if (!address || !city || city.StateProvinceId !== offline.StateProvinceId) return undefined;
  return {
    ...offline,
    AddressName: address.AddressName,
    Neighborhood: address.Neighborhood,
    CityId: city.Id,
    CityName: city.Name,
    Source: 'known',
  };
};

/**
 * The address of a CEP: the state from the official CEP ranges (offline, always), completed by the
 * external provider when one is configured and answers, otherwise by the most recent address the
 * tenant registered at that CEP. Unknown or out-of-range CEP → 404.
 */
export const searchCep = async (
  rawCep: string,
  options: CepSearchOptions = {},
): Promise<CepAddress> => {
  const cep = normalizeCep(rawCep);
  const range = cep ? stateOfCep(cep) : undefined;
  const state = range ? findState(range.ibgeCode) : undefined;
  if (!cep || !state) throw new NotFoundError(CEP_NOT_FOUND);
  const offline: CepAddress = {
    ZipCode: cep,
    FormattedZipCode: formatCep(cep),
    AddressName: null,
    Neighborhood: null,
    Complement: null,
    CityId: null,
    CityName: null,
    StateProvinceId: state.Id,
    StateName: state.Name,
    StateAbbreviation: state.Abbreviation,
    Source: 'offline',
  };
  const found = await askProvider(cep, options);
  // A provider answer for another state than the official range is not trusted.
  if (!found || (found.uf && found.uf.toUpperCase() !== state.Abbreviation)) {
    return (await fromKnown(offline, options)) ?? offline;
  }
  const city =
    (found.CityId ? findCity(found.CityId) : undefined) ??
    (found.CityName ? findCityByName(state.Id, found.CityName) : undefined);
  const sameState = city && city.StateProvinceId === state.Id ? city : undefined;
  return {
    ...offline,
    AddressName: found.AddressName,
    Neighborhood: found.Neighborhood,
    Complement: found.Complement,
    CityId: sameState?.Id ?? null,
    CityName: sameState?.Name ?? found.CityName,
    Source: 'provider',
  };
};
