import { and, eq, inArray, isNull } from 'drizzle-orm';
import type {
  KanbanBrokerSendToBrokerInput,
  KanbanBrokerSentAnswer,
} from '../../../../domain/contracts/kanbanBrokerCards';
import { DocumentStatus } from '../../../../domain/documentStatus';
import { canMoveInPipe, isFinalStep } from '../../../../domain/kanban';
import type { GatewayContext } from '../../../context';
import { kanbanCards, kanbanSteps, requestDocuments } from '../../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '../../../http/errors';
import { recordChange } from '../../history/service';
import { sendMail } from '../../mail/service';
import type { AuthContext } from '../../security/principal';
import { publishBoardChange } from '../events';
import {
  CARD_DECIDED,
  CARD_NOT_FOUND,
  CARD_STALE,
  MOVE_FORBIDDEN,
  recordMove,
} from '../navigation';
import { brokerOfCards } from './access';
import { PENDING_BROKER_STEP } from './openBrokerCards';

export const NOTHING_TO_REQUEST =
  'Nenhum documento pendente ou reprovado para enviar ao corretor. Solicite um documento antes.';
export const BROKER_WITHOUT_EMAIL =
  'A corretora não tem e-mail cadastrado: atualize o cadastro antes de enviar.';

type PendingDocument = { name: string; status: string; reviewNote: string | null };

/** The e-mail that asks the broker for its pending documents. */
export const documentsRequestMail = (brokerName: string, documents: PendingDocument[]) => ({
  subject: `Documentos pendentes da corretora ${brokerName}`,
  text: [
    `Olá, ${brokerName}.`,
    '',
    'Para concluir a análise da sua corretora, a seguradora precisa dos documentos abaixo:',
    ...documents.map((document) =>
      document.status === DocumentStatus.Reprovado
        ? `- ${document.name} (reprovado: ${document.reviewNote ?? 'envie novamente'})`
        : `- ${document.name}`,
    ),
    '',
    'Envie-os pelo portal, em Dados da Corretora, e depois envie-os para análise.',
  ].join('\n'),
});

/**
 * KanbanBrokerRequestDocumentsSendToBroker: e-mails the broker the documents still pending
 * (Pendente or Reprovado) through the mail outbox and moves its card to "Pendente corretor",
 * recording the move. 409: nothing to request, stale card, card already decided.
 */
export const sendBrokerDocumentsToBroker = async (
  context: GatewayContext,
  auth: AuthContext,
  input: KanbanBrokerSendToBrokerInput,
): Promise<KanbanBrokerSentAnswer> => {
  const { db } = context;
  const { broker, cards } = await brokerOfCards(
    db,
    auth,
    { uniqueId: input.BrokerUniqueId },
    'act',
  );
  const entry = cards.find((candidate) => candidate.card.id === input.CardId);
  if (!entry) throw new NotFoundError(CARD_NOT_FOUND);
  if (!canMoveInPipe(auth, entry.analysisType)) throw new ForbiddenError(MOVE_FORBIDDEN);
  const { card } = entry;
  if (input.Version !== card.version) throw new ConflictError(CARD_STALE);
  const steps = await db.select().from(kanbanSteps).where(eq(kanbanSteps.pipeId, card.pipeId));
  const from = steps.find((step) => step.id === card.stepId);
  if (!from || isFinalStep(from.kind)) throw new ConflictError(CARD_DECIDED);
  const target = steps.find((step) => step.name === PENDING_BROKER_STEP) ?? from;

  const pending = await db
    .select({
      name: requestDocuments.name,
      status: requestDocuments.status,
      reviewNote: requestDocuments.reviewNote,
    })
    .from(requestDocuments)
    .where(
      and(
        eq(requestDocuments.companyId, auth.companyId),
        eq(requestDocuments.ownerKind, 'broker'),
        eq(requestDocuments.ownerId, broker.id),
        isNull(requestDocuments.deletedAt),
        inArray(requestDocuments.status, [DocumentStatus.Pendente, DocumentStatus.Reprovado]),
      ),
    )
    .orderBy(requestDocuments.id);
  if (pending.length === 0) throw new ConflictError(NOTHING_TO_REQUEST);
  const to = broker.email?.trim();
  if (!to) throw new ConflictError(BROKER_WITHOUT_EMAIL);

  const moved = await db.transaction(async (tx) => {
    // the card goes to "Pendente corretor" (the move recorded), or only changes Version if there
    const updated =
      target.id === card.stepId
        ? (
            await tx
              .update(kanbanCards)
              .set({ version: card.version + 1 })
              .where(and(eq(kanbanCards.id, card.id), eq(kanbanCards.version, card.version)))
              .returning()
          )[0]
        : await recordMove(tx, auth, card, card.stepId, target.id);
    if (!updated) throw new ConflictError(CARD_STALE);
    await recordChange(tx, {
      companyId: auth.companyId,
      entity: 'Broker',
      entityId: broker.id,
      changedBy: { userId: auth.userId },
      changes: [
        {
          field: 'DocumentosEnviadosAoCorretor',
          oldValue: null,
          newValue: `${pending.map((document) => document.name).join(', ')} (e-mail para ${to})`,
        },
      ],
    });
    return updated;
  });
  publishBoardChange({
    companyId: auth.companyId,
    pipeId: moved.pipeId,
    cardId: moved.id,
    kind: moved.stepId === card.stepId ? 'changed' : 'moved',
  });
  await sendMail(
    context,
    { companyId: auth.companyId, to, ...documentsRequestMail(broker.name, pending) },
    { background: true },
  );
  return {
    SentCount: pending.length,
    Email: to,
    CardId: moved.id,
    StepId: moved.stepId,
    Version: moved.version,
  };
};
