import { z } from 'zod';
import { int32 } from './integers';

const optionalAddressText = z
  .string()
  .max(500)
  .nullish()
  .transform((value) => value ?? null);

/**
 * A party's address as the portal sends it (PartyLocationInput); the field rules with their
 * pt-BR messages live in the gateway's
 * server/modules/locations/partyLocations.ts (validateLocation).
 */
export const partyLocationInputSchema = z.object({
  ZipCode: z.string().max(20).describe('CEP com ou sem máscara'),
  AddressName: z.string().max(500),
  Number: optionalAddressText,
  Complement: optionalAddressText,
  Neighborhood: optionalAddressText,
  StateProvinceId: int32().describe('Código IBGE da UF'),
  CityId: int32().describe('Código IBGE do município'),
  IsMain: z.boolean().optional().describe('Torna este o endereço principal'),
});

/** A party's address as the gateway answers it (PartyLocation). */
export const partyLocationSchema = z.object({
  Id: int32(),
  UniqueId: z.string(),
  ZipCode: z.string().describe('8 dígitos, sem máscara'),
  AddressName: z.string(),
  Number: z.string().nullable(),
  Complement: z.string().nullable(),
  Neighborhood: z.string().nullable(),
  StateProvinceId: int32(),
  StateName: z.string(),
  StateAbbreviation: z.string(),
  CityId: int32(),
  CityName: z.string(),
  IsMain: z.boolean(),
});

export type PartyLocation = z.infer<typeof partyLocationSchema>;
/**
 * The address as the gateway reads it (z.infer: Number, Complement and Neighborhood null when not
 * sent), which is also what the portal's address form sends.
 */
export type PartyLocationInput = z.infer<typeof partyLocationInputSchema>;
