import type {
  HistoryFieldChange as HistoryFieldChangeContract,
  PartyHistoryEntry,
} from './contracts/history';
import type { PartyLocation, PartyLocationInput } from './contracts/partyLocation';

/**
 * A party's address as the gateway answers it (spec part 2 §3 "Location") and as the portal
 * sends it to the Save/Update location calls (without the read-only names): the contract in
 * ./contracts/partyLocation, whose zod schemas the gateway's routes validate and answer with.
 */
export type { PartyLocation, PartyLocationInput };

/** pt-BR label of each address field (messages and the history name fields by it). */
export const partyLocationLabels: Record<keyof PartyLocationInput, string> = {
  ZipCode: 'CEP',
  AddressName: 'Logradouro',
  Number: 'Número',
  Complement: 'Complemento',
  Neighborhood: 'Bairro',
  StateProvinceId: 'Estado',
  CityId: 'Cidade',
  IsMain: 'Endereço principal',
};

/** One changed field in a history row (ChangesHistories / LocationChangesHistories items). */
export type HistoryFieldChange = HistoryFieldChangeContract;

/** A row of a party's change history (PolicyHolderChangeHistory, InsuredChangeHistory, …). */
export type PartyHistoryRow = PartyHistoryEntry;
