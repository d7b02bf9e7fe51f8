/**
 * Follows the changes of one pipe (cards created, moved or changed by other analysts) so the board
 * refreshes without a reload (issue 14). `onChange` receives the changed card's id and step.
 */
export interface BoardChangeEvent {
  pipeId: number;
  cardId: number;
  kind: 'created' | 'moved' | 'changed';
}

export const useBoardChanges = (
  _pipeId: number | undefined,
  _onChange: (change: BoardChangeEvent) => void,
): void => {
  // the stream from the kanban service lands with the live-updates work (issue 14)
};
