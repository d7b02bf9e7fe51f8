import type { KanbanPipe } from '../../../domain/contracts/kanban';

/**
 * The board route is /kanban/pipe/:token/:pipeid?: `:token` is the pipe's name as a slug
 * (`revisao-de-limite`), readable in the address bar and enough on its own to open the board
 * (/kanban/pipe/credito finds the Crédito pipe); `:pipeid` picks the pipe exactly.
 */
export const pipeSlug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const boardPath = (pipe: Pick<KanbanPipe, 'id' | 'name'>) =>
  `/kanban/pipe/${pipeSlug(pipe.name)}/${pipe.id}`;

/** The pipe a board route names: by id when given, else by the slug. */
export const pipeOfRoute = (
  pipes: readonly KanbanPipe[],
  token: string | undefined,
  pipeId: string | undefined,
) =>
  pipeId && /^\d+$/.test(pipeId)
    ? pipes.find((pipe) => pipe.id === Number(pipeId))
    : pipes.find((pipe) => pipeSlug(pipe.name) === (token ?? '').toLowerCase());
