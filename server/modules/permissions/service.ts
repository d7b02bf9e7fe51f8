import { actionsFor, type ModuloId } from '../../../domain/modules';

/** BuscarPermissoes: the actions of a module the caller's functionalities allow. */
export const findPermissions = (modulo: ModuloId, functionalities: Set<number>) => ({
  Modulo: modulo,
  Acao: actionsFor(modulo, functionalities),
});
