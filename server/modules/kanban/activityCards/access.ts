import { activityCardHistoryLabels } from '../../../../domain/branchActivities';
import type { CardHolder } from '../../../../domain/contracts/kanbanActivityCards';
import { canMoveInPipe, canSeePipe, type PipeKeyName } from '../../../../domain/kanban';
import { policyHolderHistoryLabels } from '../../../../domain/policyHolders';
import type { Database } from '../../../db/client';
import { ForbiddenError } from '../../../http/errors';
import { listPartyHistory } from '../../history/partyHistory';
import type { HolderRow } from '../../policy-holders/answers';
import { HOLDER_ENTITY } from '../../policy-holders/queries';
import type { AuthContext } from '../../security/principal';
import { PIPE_FORBIDDEN } from '../board';

// navigation.ts's MOVE_FORBIDDEN, spelled here: importing navigation would close an import cycle
// (navigation → decisions → proposal engines → these cards' triggers)
const MOVE_FORBIDDEN = 'Você pode ver esta esteira, mas não mover os seus cards.';

/** Reading a card's data needs its pipe (403 otherwise), as the board does. */
export const assertSeesPipe = (auth: AuthContext, pipe: PipeKeyName) => {
  if (!canSeePipe(auth, pipe)) throw new ForbiddenError(PIPE_FORBIDDEN);
};

/** Acting on a card's record needs the right to move the pipe's cards. */
export const assertActsInPipe = (auth: AuthContext, pipe: PipeKeyName) => {
  assertSeesPipe(auth, pipe);
  if (!canMoveInPipe(auth, pipe)) throw new ForbiddenError(MOVE_FORBIDDEN);
};

export const toCardHolder = (row: HolderRow): CardHolder => ({
  Id: row.id,
  UniqueId: row.uniqueId,
  Name: row.name,
  CpfCnpj: row.cpfCnpj,
  Version: row.version,
  IsActive: row.isActive,
  IsBlocked: row.isBlocked,
  IsRestrictiveBlocked: row.isRestrictiveBlocked,
  MainActivity: row.mainActivity,
});

const labels = { ...policyHolderHistoryLabels, ...activityCardHistoryLabels };

/** The holder's history entries that touch any of these fields, newest first. */
export const holderHistoryOf = async (
  db: Database,
  companyId: number,
  holderId: number,
  fields: readonly string[],
) =>
  (await listPartyHistory(db, companyId, HOLDER_ENTITY, holderId, labels)).filter((entry) =>
    entry.ChangesHistories.some((change) => fields.includes(change.Field)),
  );
