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

/** Location/SearchCEP: the state always (offline), street and city when a provider knows. */
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
  /** `offline` (CEP ranges only) or `provider` (the external provider answered). */
  Source: 'offline' | 'provider';
}
