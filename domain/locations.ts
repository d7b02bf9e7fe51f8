/** The Location/* answers, shared by the gateway that builds them and the portal that reads them. */

/** A federative unit (Location/GetStateProvinces). */
export interface StateProvince {
  /** IBGE code of the federative unit (35 = São Paulo). */
  Id: number;
  Name: string;
  /** UF abbreviation (SP). */
  Abbreviation: string;
}

/** A municipality (Location/GetCities). */
export interface City {
  /** IBGE code of the municipality, 7 digits (3550308 = São Paulo). */
  Id: number;
  Name: string;
  StateProvinceId: number;
}

/**
 * Location/SearchCEP: the state always (offline), street and city when a provider knows or, without
 * a provider answer, when an address of the caller's tenant already used that CEP.
 */
export interface CepAddress {
  /** Eight digits, no mask. */
  ZipCode: string;
  /** `00000-000`. */
  FormattedZipCode: string;
  AddressName: string | null;
  Neighborhood: string | null;
  Complement: string | null;
  CityId: number | null;
  CityName: string | null;
  StateProvinceId: number;
  StateName: string;
  StateAbbreviation: string;
  /**
   * `offline` (CEP ranges only), `provider` (the external provider answered) or `known` (no
   * provider answer; street, neighbourhood and city of the tenant's most recent party address at
   * this CEP — never its number or complement, never another tenant's).
   */
  Source: 'offline' | 'provider' | 'known';
}
