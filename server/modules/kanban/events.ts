import { EventEmitter } from 'node:events';

/**
 * Board changes other analysts' boards follow without a reload (issue 14): a card created, moved
 * or changed in a pipe. Published after the change is committed; the kanban service streams them
 * to the boards open on that pipe.
 */
export interface BoardChange {
  companyId: number;
  pipeId: number;
  cardId: number;
  kind: 'created' | 'moved' | 'changed';
}

const emitter = new EventEmitter();
// one listener per open board: many analysts may watch the same process
emitter.setMaxListeners(0);

const channelOf = (companyId: number, pipeId: number) => `${companyId}:${pipeId}`;

/** Tells the boards open on the card's pipe (this process) that it changed. */
export const publishBoardChange = (change: BoardChange) => {
  emitter.emit(channelOf(change.companyId, change.pipeId), change);
};

/** Follows one pipe's changes; returns the function that stops following. */
export const followBoard = (
  companyId: number,
  pipeId: number,
  listener: (change: BoardChange) => void,
) => {
  const channel = channelOf(companyId, pipeId);
  emitter.on(channel, listener);
  return () => {
    emitter.off(channel, listener);
  };
};
