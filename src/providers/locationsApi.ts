import { gatewayClient } from './gatewayClient';

/** A federative unit (Location/GetStateProvinces); Id is the IBGE code (35 = São Paulo). */
export interface StateProvince {
  Id: number;
  Name: string;
  Abbreviation: string;
}

/** A municipality (Location/GetCities); Id is the 7-digit IBGE code. */
export interface City {
  Id: number;
  Name: string;
  StateProvinceId: number;
}

/** Location/SearchCEP: the state always; street, neighbourhood and city when a provider knows. */
export interface CepAddress {
  ZipCode: string;
  FormattedZipCode: string;
  AddressName: string | null;
  Neighborhood: string | null;
  Complement: string | null;
  CityId: number | null;
  CityName: string | null;
  StateProvinceId: number;
  StateName: string;
  StateAbbreviation: string;
  Source: 'offline' | 'provider';
}

// Static lists: asked once per page load and shared by every address form.
let statesRequest: Promise<StateProvince[]> | undefined;
const citiesRequests = new Map<number, Promise<City[]>>();

const remembered = <T>(request: Promise<T>, forget: () => void) => {
  request.catch(forget);
  return request;
};

export const getStateProvinces = (): Promise<StateProvince[]> => {
  statesRequest ??= remembered(
    gatewayClient.get<StateProvince[]>('Location/GetStateProvinces'),
    () => {
      statesRequest = undefined;
    },
  );
  return statesRequest;
};

export const getCities = (stateProvinceId: number): Promise<City[]> => {
  let request = citiesRequests.get(stateProvinceId);
  if (!request) {
    request = remembered(
      gatewayClient.get<City[]>('Location/GetCities', { query: { stateProvinceId } }),
      () => citiesRequests.delete(stateProvinceId),
    );
    citiesRequests.set(stateProvinceId, request);
  }
  return request;
};

/** Rejects with the gateway's 400 "CEP inválido." or 404 "CEP não encontrado.". */
export const searchCep = (cep: string): Promise<CepAddress> =>
  gatewayClient.get<CepAddress>('Location/SearchCEP', { query: { cep } });
