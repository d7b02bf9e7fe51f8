import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { DocumentStatus } from '../../../../domain/documentStatus';
import { canMoveInPipe, canSeePipe, isFinalStep } from '../../../../domain/kanban';
import type { GatewayContext } from '../../../context';
import type { Database } from '../../../db/client';
import { brokers, kanbanCards, kanbanSteps, proposals, requestDocuments } from '../../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../http/errors';
import { sendMail } from '../../mail/service';
import type { AuthContext } from '../../security/principal';
import { findVisiblePipe } from '../board';
import {
  CARD_DECIDED,
  CARD_NOT_FOUND,
  CARD_STALE,
  MOVE_FORBIDDEN,
  recordMove,
  SAME_STEP,
} from '../navigation';
import { proposalCardAccess } from './access';

export const PENDING_BROKER_STEP = 'Pendente corretor';
export const NO_BROKER_STEP = 'Esta esteira não tem a etapa "Pendente corretor".';
export const NO_PENDING_DOCUMENTS = 'A proposta não tem documentos pendentes para o corretor.';
export const NO_PENDING_DOCUMENTS_IN_PIPE =
  'Nenhuma corretora com e-mail tem documentos pendentes nos cards desta esteira.';
export const BROKER_WITHOUT_EMAIL = 'A corretora da proposta não tem e-mail cadastrado.';

interface ProposalForMail {
  id: number;
  number: number;
  brokerId: number;
}

/** The live documents still owed by the broker (Pendente, or Reprovado to send again). */
const pendingDocumentsOf = async (db: Database, companyId: number, proposalIds: number[]) =>
  proposalIds.length
    ? db
        .select({
          proposalId: requestDocuments.ownerId,
          name: requestDocuments.name,
          status: requestDocuments.status,
          reviewNote: requestDocuments.reviewNote,
        })
        .from(requestDocuments)
        .where(
          and(
            eq(requestDocuments.companyId, companyId),
            eq(requestDocuments.ownerKind, 'proposal'),
            inArray(requestDocuments.ownerId, proposalIds),
            isNull(requestDocuments.deletedAt),
            inArray(requestDocuments.status, [DocumentStatus.Pendente, DocumentStatus.Reprovado]),
          ),
        )
        .orderBy(requestDocuments.name)
    : Promise.resolve([]);

type PendingDocument = Awaited<ReturnType<typeof pendingDocumentsOf>>[number];

const documentLine = (document: PendingDocument) =>
  document.status === DocumentStatus.Reprovado
    ? `- ${document.name} (reprovado: ${document.reviewNote ?? 'sem motivo'})`
    : `- ${document.name}`;

/** The e-mail listing the pending documents of one broker's proposals. */
const composeMail = (
  list: ReadonlyArray<{ proposal: ProposalForMail; documents: PendingDocument[] }>,
  message?: string | null,
) => {
  const blocks = list.map(
    ({ proposal, documents }) =>
      `Proposta ${proposal.number}:\n${documents.map(documentLine).join('\n')}`,
  );
  const intro =
    list.length === 1
      ? `A seguradora aguarda documentos da proposta ${list[0].proposal.number}.`
      : 'A seguradora aguarda documentos das propostas abaixo.';
  const text = [
    'Prezado(a) corretor(a),',
    intro,
    message?.trim() ? `Recado do analista: ${message.trim()}` : null,
    blocks.join('\n\n'),
    'Envie-os pelo portal, na proposta.',
  ]
    .filter(Boolean)
    .join('\n\n');
  const subject =
    list.length === 1
      ? `Documentos pendentes da proposta ${list[0].proposal.number}`
      : `Documentos pendentes de ${list.length} propostas`;
  return { subject, text };
};

const brokerEmailOf = async (db: Database, brokerId: number) => {
  const [broker] = await db
    .select({ email: brokers.email })
    .from(brokers)
    .where(eq(brokers.id, brokerId));
  return broker?.email?.trim() || null;
};

/** Writes the pending documents e-mail of one proposal to its broker (outbox). */
const mailProposalDocuments = async (
  context: GatewayContext,
  companyId: number,
  proposal: ProposalForMail,
  message?: string | null,
) => {
  const documents = await pendingDocumentsOf(context.db, companyId, [proposal.id]);
  if (!documents.length) return null;
  const to = await brokerEmailOf(context.db, proposal.brokerId);
  if (!to) return null;
  await sendMail(
    context,
    { companyId, to, ...composeMail([{ proposal, documents }], message) },
    { background: true },
  );
  return to;
};

/** KanbanSendEmailRequestDocumentToBroker: the proposal's pending documents to its broker. */
export const emailProposalDocuments = async (
  context: GatewayContext,
  auth: AuthContext,
  proposalUniqueId: string,
) => {
  const { proposal } = await proposalCardAccess(context.db, auth, proposalUniqueId, 'act');
  const documents = await pendingDocumentsOf(context.db, auth.companyId, [proposal.id]);
  if (!documents.length) throw new ConflictError(NO_PENDING_DOCUMENTS);
  const to = await mailProposalDocuments(context, auth.companyId, proposal);
  if (!to) throw new ConflictError(BROKER_WITHOUT_EMAIL);
  return { SentCount: 1, Recipients: [to] };
};

/**
 * KanbanSendEmailRequestDocumentToBrokerByPipe: one e-mail per broker listing the pending
 * documents of all its proposals with an open card in the pipe.
 */
export const emailPipeDocuments = async (
  context: GatewayContext,
  auth: AuthContext,
  pipeId: number,
) => {
  const { db } = context;
  const pipe = await findVisiblePipe(db, auth, pipeId);
  if (!canMoveInPipe(auth, pipe.analysisType)) throw new ForbiddenError(MOVE_FORBIDDEN);
  const rows = await db
    .selectDistinct({
      id: proposals.id,
      number: proposals.number,
      brokerId: proposals.brokerId,
      email: brokers.email,
    })
    .from(kanbanCards)
    .innerJoin(proposals, eq(proposals.id, kanbanCards.referenceId))
    .innerJoin(brokers, eq(brokers.id, proposals.brokerId))
    .where(
      and(
        eq(kanbanCards.companyId, auth.companyId),
        eq(kanbanCards.pipeId, pipe.id),
        eq(kanbanCards.referenceKind, 'proposal'),
        isNotNull(kanbanCards.openKey),
      ),
    )
    .orderBy(proposals.number);
  const documents = await pendingDocumentsOf(
    db,
    auth.companyId,
    rows.map((row) => row.id),
  );
  const byBroker = new Map<string, { proposal: ProposalForMail; documents: PendingDocument[] }[]>();
  for (const row of rows) {
    const own = documents.filter((document) => document.proposalId === row.id);
    const to = row.email?.trim();
    if (!own.length || !to) continue;
    byBroker.set(to, [...(byBroker.get(to) ?? []), { proposal: row, documents: own }]);
  }
  if (!byBroker.size) throw new ConflictError(NO_PENDING_DOCUMENTS_IN_PIPE);
  for (const [to, list] of byBroker) {
    await sendMail(
      context,
      { companyId: auth.companyId, to, ...composeMail(list) },
      { background: true },
    );
  }
  return { SentCount: byBroker.size, Recipients: [...byBroker.keys()] };
};

/**
 * KanbanProposalSendToBroker: the card goes to its pipe's "Pendente corretor" step (the move
 * recorded with who and when) and the broker gets the proposal's pending documents by e-mail.
 */
export const sendCardToBroker = async (
  context: GatewayContext,
  auth: AuthContext,
  body: { ProposalUniqueId: string; CardId: number; Version: number; Message?: string | null },
) => {
  const { db } = context;
  const { proposal, cards } = await proposalCardAccess(db, auth, body.ProposalUniqueId, 'see');
  const ref = cards.find((card) => card.id === body.CardId);
  if (!ref) throw new NotFoundError(CARD_NOT_FOUND);
  if (!canSeePipe(auth, ref.analysisType) || !canMoveInPipe(auth, ref.analysisType)) {
    throw new ForbiddenError(MOVE_FORBIDDEN);
  }
  const moved = await db.transaction(async (tx) => {
    const [card] = await tx.select().from(kanbanCards).where(eq(kanbanCards.id, ref.id));
    if (card.version !== body.Version) throw new ConflictError(CARD_STALE);
    const steps = await tx.select().from(kanbanSteps).where(eq(kanbanSteps.pipeId, card.pipeId));
    const from = steps.find((step) => step.id === card.stepId)!;
    const to = steps.find((step) => step.name === PENDING_BROKER_STEP);
    if (!to) throw new ConflictError(NO_BROKER_STEP);
    if (isFinalStep(from.kind)) throw new ConflictError(CARD_DECIDED);
    if (from.id === to.id) throw new ConflictError(SAME_STEP);
    return recordMove(tx, auth, card, from.id, to.id);
  });
  const to = await mailProposalDocuments(context, auth.companyId, proposal, body.Message);
  return { card: moved, mail: { SentCount: to ? 1 : 0, Recipients: to ? [to] : [] } };
};
