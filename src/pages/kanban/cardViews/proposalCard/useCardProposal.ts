import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { CardProposalInfo } from '../../../../../domain/contracts/kanbanProposalCards';
import { errorText } from '../../../../providers/errorText';
import type { AvalDataProvider } from '../../../../providers/dataProvider';

export type CardProposalKind = 'proposal' | 'endorsement';

/**
 * The data of a proposal or endorsement card and the way to write to it: a write answers the
 * card as it now stands (shown at once) and tells the board; a refused write answers its message
 * so the dialog that sent it keeps the user's input and shows why.
 */
export const useCardProposal = (
  proposalUniqueId: string | null,
  kind: CardProposalKind,
  onChanged: () => void,
) => {
  const dataProvider = useDataProvider<AvalDataProvider>();
  const [info, setInfo] = useState<CardProposalInfo | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (!proposalUniqueId) return;
    let live = true;
    const read =
      kind === 'endorsement'
        ? dataProvider.getEndorsementCardInfo
        : dataProvider.getProposalCardInfo;
    read(proposalUniqueId)
      .then((answer) => live && setInfo(answer))
      .catch((error: unknown) => live && setLoadError(errorText(error)));
    return () => {
      live = false;
    };
  }, [dataProvider, proposalUniqueId, kind]);

  /** Runs a write; null when it succeeded, else the message to show beside the kept input. */
  const run = useCallback(
    async (write: () => Promise<CardProposalInfo | unknown>): Promise<string | null> => {
      try {
        const answer = await write();
        if (answer && typeof answer === 'object' && 'Proposal' in answer) {
          setInfo(answer as CardProposalInfo);
        }
        onChanged();
        return null;
      } catch (error) {
        return errorText(error);
      }
    },
    [onChanged],
  );

  return { info, loadError, run };
};

export type RunCardWrite = ReturnType<typeof useCardProposal>['run'];
