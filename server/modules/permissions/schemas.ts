import { z } from 'zod';
import { int32 } from '../../http/inputSchemas';
import { Modulo, type ModuloId } from '../../../domain/modules';
import { envelopeOf } from '../../http/envelope';

const moduloByName = new Map<string, ModuloId>(
  Object.entries(Modulo).map(([name, id]) => [name.toLowerCase(), id]),
);
const moduloIds = new Set<number>(Object.values(Modulo));

/** The module enum value (`2`) or its name (`PROPOSTA`). */
const parseModulo = (value: string): ModuloId | undefined => {
  if (/^\d+$/.test(value)) {
    const id = Number(value);
    return moduloIds.has(id) ? (id as ModuloId) : undefined;
  }
  return moduloByName.get(value.toLowerCase());
};

export const permissionsQuery = z.object({
  Modulo: z
    .string()
    .trim()
    .min(1)
    .transform((value, ctx) => {
      const id = parseModulo(value);
      if (id === undefined) {
        ctx.addIssue({ code: 'custom', input: value });
        return z.NEVER;
      }
      return id;
    })
    .describe(
      `Módulo: ${Object.entries(Modulo)
        .map(([name, id]) => `${id} ${name}`)
        .join(', ')} (número ou nome)`,
    ),
});

export const permissionsAnswer = envelopeOf(
  z.object({ Modulo: int32(), Acao: z.array(z.string()) }),
);
