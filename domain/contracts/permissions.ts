import { z } from 'zod';
import { Modulo, type ModuloId } from '../modules';
import { int32 } from './integers';

/**
 * The permissions call (Permissao/BuscarPermissoes), written once: the gateway's route schema
 * (server/modules/permissions/schemas.ts wraps the answer in the envelope) and the portal's type
 * (src/providers/types.ts) both come from here.
 */

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

/** BuscarPermissoes' query. */
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

/** BuscarPermissoes' answer: the actions the user may take in the module. */
export const modulePermissions = z.object({ Modulo: int32(), Acao: z.array(z.string()) });

export type ModulePermissions = z.infer<typeof modulePermissions>;
