import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CardType } from '../../../../domain/cardTypes';
import type { NominationCardInfo } from '../../../../domain/contracts/kanbanHolderCards';
import { PipeKey } from '../../../../domain/kanban';
import { type NominationStatus, nominationStatusLabels } from '../../../../domain/policyHolders';
import type { Database } from '../../../db/client';
import {
  archives,
  brokers,
  persons,
  policyHolderNominations,
  policyHolders,
  users,
} from '../../../db/schema';
import { NotFoundError } from '../../../http/errors';
import { NOMINATION_NOT_FOUND } from '../../policy-holders/messages';
import type { AuthContext } from '../../security/principal';
import { openCard } from '../cards';
import type { BoardChange } from '../events';
import { closeOpenCard, requireSeePipe } from './cardSteps';

/** The open question of a pending nomination request: one card per nomination. */
export const nominationKey = (nominationId: number) => `nomination:${nominationId}`;

/**
 * Opens the NOMEACAO_TOMADOR card of a broker's pending nomination request in the Nomeação pipe
 * (call it in the request's transaction; publish the answer after the commit).
 */
export const openNominationCard = async (
  tx: Database,
  companyId: number,
  nomination: { id: number },
  holder: { name: string; cpfCnpj: string },
  broker: { name: string },
): Promise<BoardChange> => {
  const card = await openCard(tx, {
    companyId,
    pipeKey: PipeKey.NOMEACAO,
    cardType: CardType.NOMEACAO_TOMADOR,
    referenceKind: 'nomination',
    referenceId: nomination.id,
    title: `Nomeação · ${holder.name}`,
    description: `${broker.name} pede para ser nomeada corretora do tomador.`,
    document: holder.cpfCnpj,
    openKey: nominationKey(nomination.id),
  });
  return { companyId, pipeId: card.pipeId, cardId: card.id, kind: 'created' };
};

/** A nomination decided outside the kanban closes its card (approved → Aprovado, else Recusado). */
export const closeNominationCard = (
  tx: Database,
  companyId: number,
  nominationId: number,
  approved: boolean,
) => closeOpenCard(tx, companyId, nominationKey(nominationId), approved ? 'approved' : 'refused');

const requester = alias(users, 'requester');
const requesterPerson = alias(persons, 'requester_person');
const decider = alias(users, 'decider');
const deciderPerson = alias(persons, 'decider_person');

/** GetCardPolicyHolderNomeationRequestInfo: the nomination a NOMEACAO_TOMADOR card is about. */
export const nominationCardInfo = async (
  db: Database,
  auth: AuthContext,
  uniqueId: string,
): Promise<NominationCardInfo> => {
  requireSeePipe(auth, PipeKey.NOMEACAO);
  const [row] = await db
    .select({
      nomination: policyHolderNominations,
      holder: {
        uniqueId: policyHolders.uniqueId,
        name: policyHolders.name,
        cpfCnpj: policyHolders.cpfCnpj,
      },
      broker: { uniqueId: brokers.uniqueId, name: brokers.name, cnpj: brokers.cnpj },
      letter: { uniqueId: archives.uniqueId, name: archives.name },
      requestedByName: requesterPerson.name,
      decidedByName: deciderPerson.name,
    })
    .from(policyHolderNominations)
    .innerJoin(policyHolders, eq(policyHolders.id, policyHolderNominations.policyHolderId))
    .innerJoin(brokers, eq(brokers.id, policyHolderNominations.brokerId))
    .leftJoin(archives, eq(archives.id, policyHolderNominations.letterArchiveId))
    .leftJoin(requester, eq(requester.id, policyHolderNominations.requestedByUserId))
    .leftJoin(requesterPerson, eq(requesterPerson.id, requester.personId))
    .leftJoin(decider, eq(decider.id, policyHolderNominations.decidedByUserId))
    .leftJoin(deciderPerson, eq(deciderPerson.id, decider.personId))
    .where(
      and(
        eq(policyHolderNominations.companyId, auth.companyId),
        eq(policyHolderNominations.uniqueId, uniqueId),
      ),
    );
  if (!row) throw new NotFoundError(NOMINATION_NOT_FOUND);
  const { nomination } = row;
  return {
    NomeationRequestUniqueId: nomination.uniqueId,
    Status: nomination.status,
    StatusLabel: nominationStatusLabels[nomination.status as NominationStatus] ?? nomination.status,
    PolicyHolder: {
      UniqueId: row.holder.uniqueId,
      Name: row.holder.name,
      CpfCnpj: row.holder.cpfCnpj,
    },
    Broker: { UniqueId: row.broker.uniqueId, Name: row.broker.name, CpfCnpj: row.broker.cnpj },
    Letter: row.letter?.uniqueId ? { UniqueId: row.letter.uniqueId, Name: row.letter.name } : null,
    RequestedByName: row.requestedByName,
    RequestedAt: nomination.createdAt.toISOString(),
    DecidedByName: row.decidedByName,
    DecidedAt: nomination.decidedAt?.toISOString() ?? null,
  };
};
