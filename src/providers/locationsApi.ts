import type { CepAddress, City, StateProvince } from '../../domain/locations';
import { gatewayClient } from './gatewayClient';

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
