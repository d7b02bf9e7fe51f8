import { and, eq } from 'drizzle-orm';
import { type NominationStatus, nominationStatusLabels } from '../../../../domain/policyHolders';
import { kanbanCards, policyHolderNominations } from '../../../db/schema';
import { ConflictError } from '../../../http/errors';
import { decideNomination } from '../../policy-holders/nominations';
import type { DecideCard } from './types';

export const NOMINATION_GONE = 'A solicitação de nomeação deste card não existe mais.';
export const nominationDecidedElsewhere = (status: string) =>
  `Esta solicitação de nomeação já foi decidida fora do quadro (${
    nominationStatusLabels[status as NominationStatus] ?? status
  }).`;

/**
 * A broker's nomination request (NOMEACAO_TOMADOR), decided through the policy holders' own
 * service: approved, the nomination is 'approved' (the broker now sees the holder); refused, it
 * is 'rejected' with the justification in the holder's history.
 */
export const decideNominationCard: DecideCard = async ({
  tx,
  auth,
  card,
  verdict,
  justification,
}) => {
  const [nomination] =
    card.referenceKind === 'nomination'
      ? await tx
          .select()
          .from(policyHolderNominations)
          .where(
            and(
              eq(policyHolderNominations.id, card.referenceId),
              eq(policyHolderNominations.companyId, auth.companyId),
            ),
          )
      : [];
  if (!nomination) throw new ConflictError(NOMINATION_GONE);
  if (nomination.status !== 'pending') {
    throw new ConflictError(nominationDecidedElsewhere(nomination.status));
  }
  // the card stops being the open question first, so the service does not close it a second time
  await tx.update(kanbanCards).set({ openKey: null }).where(eq(kanbanCards.id, card.id));
  await decideNomination(tx, auth, {
    NominationUniqueId: nomination.uniqueId,
    Approved: verdict === 'approved',
    Justification: justification ?? null,
  });
};
