import { z } from 'zod';
import { int32 } from './integers';

/**
 * The ids of the parametrisation calls (modalities, payment, bureaus, general conditions): a
 * positive integer in a query string (absent → "obrigatório", not a number → "inválido") and one
 * in a JSON body (a PostgreSQL integer).
 */
export const positiveId = z
  .string()
  .regex(/^0*[1-9]\d{0,8}$/)
  .transform(Number);
export const bodyId = int32().positive().max(2_147_483_647);
