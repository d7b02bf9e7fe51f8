import { z } from 'zod';
import { int32 } from '../../http/inputSchemas';
import { normalizeCep } from '../../../domain/cepRanges';
import { envelopeOf } from '../../http/envelope';
import { findStateByUf } from './catalog';

export const CEP_INVALID = 'CEP inválido. O campo "cep" deve ter 8 dígitos (00000-000).';

export const citiesQuery = z.object({
  stateProvinceId: z
    .string()
    .trim()
    .min(1)
    .transform((value, ctx) => {
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const state = /^[a-zA-Z]{2}$/.test(value) ? findStateByUf(value) : undefined;
      if (state) return state.Id;
      ctx.addIssue({ code: 'custom', input: value });
      return z.NEVER;
    })
    .describe('Código IBGE da UF (35 = São Paulo) ou a sigla (SP)'),
});

export const cepQuery = z.object({
  cep: z
    .string({ error: CEP_INVALID })
    .transform((value, ctx) => {
      const cep = normalizeCep(value);
      if (cep) return cep;
      ctx.addIssue({ code: 'custom', input: value, message: CEP_INVALID });
      return z.NEVER;
    })
    .describe('CEP com 8 dígitos, com ou sem máscara (01310-100)'),
});

const stateProvince = z.object({
  Id: int32().describe('Código IBGE da UF'),
  Name: z.string(),
  Abbreviation: z.string().describe('Sigla da UF'),
});

const city = z.object({
  Id: int32().describe('Código IBGE do município (7 dígitos)'),
  Name: z.string(),
  StateProvinceId: int32(),
});

const cepAddress = z.object({
  ZipCode: z.string().describe('8 dígitos, sem máscara'),
  FormattedZipCode: z.string(),
  AddressName: z.string().nullable(),
  Neighborhood: z.string().nullable(),
  Complement: z.string().nullable(),
  CityId: int32().nullable(),
  CityName: z.string().nullable(),
  StateProvinceId: int32(),
  StateName: z.string(),
  StateAbbreviation: z.string(),
  Source: z
    .enum(['offline', 'provider', 'known'])
    .describe(
      'offline: só a UF (faixas de CEP); provider: provedor externo; known: endereço já cadastrado na seguradora com este CEP',
    ),
});

export const statesAnswer = envelopeOf(z.array(stateProvince));
export const citiesAnswer = envelopeOf(z.array(city));
export const cepAnswer = envelopeOf(cepAddress);

// The party address schemas are part of the insured, beneficiary and holder call contracts.
export {
  partyLocationInputSchema,
  partyLocationSchema,
} from '../../../domain/contracts/partyLocation';
