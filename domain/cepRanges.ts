/**
 * Official CEP ranges of each federative unit (Correios, "faixas de CEP por UF"). Pure: used by
 * the gateway (Location/SearchCEP answers the state of any valid CEP offline) and by the portal.
 * Ranges are inclusive, written as the first five digits (the CEP prefix).
 */

export interface CepRange {
  /** UF abbreviation. */
  uf: string;
  /** IBGE code of the federative unit. */
  ibgeCode: number;
  /** First and last five-digit prefix of the range, inclusive. */
  from: string;
  to: string;
}

export const cepRanges: readonly CepRange[] = [
  { uf: 'SP', ibgeCode: 35, from: '01000', to: '19999' },
  { uf: 'RJ', ibgeCode: 33, from: '20000', to: '28999' },
  { uf: 'ES', ibgeCode: 32, from: '29000', to: '29999' },
  { uf: 'MG', ibgeCode: 31, from: '30000', to: '39999' },
  { uf: 'BA', ibgeCode: 29, from: '40000', to: '48999' },
  { uf: 'SE', ibgeCode: 28, from: '49000', to: '49999' },
  { uf: 'PE', ibgeCode: 26, from: '50000', to: '56999' },
  { uf: 'AL', ibgeCode: 27, from: '57000', to: '57999' },
  { uf: 'PB', ibgeCode: 25, from: '58000', to: '58999' },
  { uf: 'RN', ibgeCode: 24, from: '59000', to: '59999' },
  { uf: 'CE', ibgeCode: 23, from: '60000', to: '63999' },
  { uf: 'PI', ibgeCode: 22, from: '64000', to: '64999' },
  { uf: 'MA', ibgeCode: 21, from: '65000', to: '65999' },
  { uf: 'PA', ibgeCode: 15, from: '66000', to: '68899' },
  { uf: 'AP', ibgeCode: 16, from: '68900', to: '68999' },
  { uf: 'AM', ibgeCode: 13, from: '69000', to: '69299' },
  { uf: 'RR', ibgeCode: 14, from: '69300', to: '69399' },
  { uf: 'AM', ibgeCode: 13, from: '69400', to: '69899' },
  { uf: 'AC', ibgeCode: 12, from: '69900', to: '69999' },
  { uf: 'DF', ibgeCode: 53, from: '70000', to: '72799' },
  { uf: 'GO', ibgeCode: 52, from: '72800', to: '72999' },
  { uf: 'DF', ibgeCode: 53, from: '73000', to: '73699' },
  { uf: 'GO', ibgeCode: 52, from: '73700', to: '76799' },
  { uf: 'RO', ibgeCode: 11, from: '76800', to: '76999' },
  { uf: 'TO', ibgeCode: 17, from: '77000', to: '77999' },
  { uf: 'MT', ibgeCode: 51, from: '78000', to: '78899' },
  { uf: 'RO', ibgeCode: 11, from: '78900', to: '78999' },
  { uf: 'MS', ibgeCode: 50, from: '79000', to: '79999' },
  { uf: 'PR', ibgeCode: 41, from: '80000', to: '87999' },
  { uf: 'SC', ibgeCode: 42, from: '88000', to: '89999' },
  { uf: 'RS', ibgeCode: 43, from: '90000', to: '99999' },
];

/** The eight digits of a CEP (mask `00000-000` and dots accepted), or undefined when invalid. */
export const normalizeCep = (value: string | null | undefined): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!/^[\d.\s-]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length === 8 ? digits : undefined;
};

/** `01310100` → `01310-100`. */
export const formatCep = (cep: string): string => {
  const digits = normalizeCep(cep);
  return digits ? `${digits.slice(0, 5)}-${digits.slice(5)}` : cep;
};

/** The range (and so the state) a CEP belongs to, or undefined when invalid or out of every range. */
export const stateOfCep = (cep: string | null | undefined): CepRange | undefined => {
  const digits = normalizeCep(cep);
  if (!digits) return undefined;
  const prefix = digits.slice(0, 5);
  return cepRanges.find((range) => prefix >= range.from && prefix <= range.to);
};
