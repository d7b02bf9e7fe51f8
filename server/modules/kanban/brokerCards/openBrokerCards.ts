import { and, eq } from 'drizzle-orm';
import { CardType } from '../../../../domain/cardTypes';
import { CardPriority, PipeKey } from '../../../../domain/kanban';
import type { Database } from '../../../db/client';
import { kanbanCardMovements, kanbanCards, kanbanSteps } from '../../../db/schema';
import { openCard } from '../cards';
import { type BoardChange, publishBoardChange } from '../events';

/** The broker a card is opened for (a row of brokers, or the fields the event already has). */
export interface BrokerForCard {
  id: number;
  companyId: number;
  name: string;
  cnpj: string;
}

/** The open questions about a broker: one card each while it stays open. */
export const brokerCardKeys = {
  documentation: (brokerId: number) => `broker:${brokerId}:documentacao`,
  compliance: (brokerId: number) => `broker:${brokerId}:conformidade`,
  pep: (brokerId: number) => `broker:${brokerId}:pep`,
};

export const REGISTRATION_REASON = 'Autocadastro da corretora aguardando análise da documentação.';
export const DOCUMENTS_SENT_REASON = 'A corretora enviou documentos para análise.';
export const PARTNERS_CHANGED_REASON =
  'O quadro de sócios da corretora mudou: verifique a conformidade.';
export const PEP_PARTNER_REASON =
  'Sócio da corretora é pessoa politicamente exposta (PEP): verifique a conformidade.';

/** The board change to publish once the event's transaction commits (null: nothing new). */
const changeOf = (
  broker: BrokerForCard,
  card: { id: number; pipeId: number; created: boolean },
): BoardChange => ({
  companyId: broker.companyId,
  pipeId: card.pipeId,
  cardId: card.id,
  kind: card.created ? 'created' : 'changed',
});

/** The step where a card waits for the broker (domain/kanban.ts brokerFacingSteps). */
export const PENDING_BROKER_STEP = 'Pendente corretor';
const IN_ANALYSIS_STEP = 'Em análise';

/**
 * The broker answered: its open card waiting in "Pendente corretor" goes back to "Em análise"
 * (the move recorded without a user: the broker's event moved it). Answers whether it moved.
 */
const backToAnalysis = async (tx: Database, companyId: number, cardId: number) => {
  const [card] = await tx
    .select({ card: kanbanCards, stepName: kanbanSteps.name })
    .from(kanbanCards)
    .innerJoin(kanbanSteps, eq(kanbanSteps.id, kanbanCards.stepId))
    .where(and(eq(kanbanCards.id, cardId), eq(kanbanCards.companyId, companyId)));
  if (!card || card.stepName !== PENDING_BROKER_STEP) return false;
  const [analysis] = await tx
    .select({ id: kanbanSteps.id })
    .from(kanbanSteps)
    .where(and(eq(kanbanSteps.pipeId, card.card.pipeId), eq(kanbanSteps.name, IN_ANALYSIS_STEP)));
  if (!analysis) return false;
  const now = new Date();
  await tx
    .update(kanbanCards)
    .set({ stepId: analysis.id, movedAt: now, version: card.card.version + 1 })
    .where(eq(kanbanCards.id, cardId));
  await tx.insert(kanbanCardMovements).values({
    companyId,
    cardId,
    fromStepId: card.card.stepId,
    toStepId: analysis.id,
    movedAt: now,
  });
  return true;
};

/**
 * Opens (or refreshes) the broker's documentation card (ANALISE_DOCUMENTACAO_CORRETORA): a
 * self-registration awaiting analysis, or documents the broker sent to review (a card waiting in
 * "Pendente corretor" then goes back to "Em análise"). Call it inside the event's transaction and
 * publish the answer after the commit.
 */
export const openBrokerDocumentationCard = async (
  tx: Database,
  broker: BrokerForCard,
  reason: string,
) => {
  const card = await openCard(tx, {
    companyId: broker.companyId,
    pipeKey: PipeKey.DOCUMENTACAO_CORRETORA,
    cardType: CardType.ANALISE_DOCUMENTACAO_CORRETORA,
    referenceKind: 'broker',
    referenceId: broker.id,
    title: `Corretora ${broker.name}`,
    description: reason,
    document: broker.cnpj,
    priority: CardPriority.Media,
    openKey: brokerCardKeys.documentation(broker.id),
  });
  const moved = !card.created && (await backToAnalysis(tx, broker.companyId, card.id));
  return moved ? { ...changeOf(broker, card), kind: 'moved' as const } : changeOf(broker, card);
};

/**
 * Opens the broker's compliance card in Conformidade da Corretora: CORRETORA_PEP (priority Alta)
 * when a partner is politically exposed, else ANALISE_CONFORMIDADE_CORRETORA.
 */
export const openBrokerComplianceCard = async (
  tx: Database,
  broker: BrokerForCard,
  hasPepPartner: boolean,
) =>
  changeOf(
    broker,
    await openCard(tx, {
      companyId: broker.companyId,
      pipeKey: PipeKey.CONFORMIDADE_CORRETORA,
      cardType: hasPepPartner ? CardType.CORRETORA_PEP : CardType.ANALISE_CONFORMIDADE_CORRETORA,
      referenceKind: 'broker',
      referenceId: broker.id,
      title: `Corretora ${broker.name}`,
      description: hasPepPartner ? PEP_PARTNER_REASON : PARTNERS_CHANGED_REASON,
      document: broker.cnpj,
      priority: hasPepPartner ? CardPriority.Alta : CardPriority.Media,
      openKey: hasPepPartner ? brokerCardKeys.pep(broker.id) : brokerCardKeys.compliance(broker.id),
    }),
  );

/** Publishes the board changes an event's transaction produced, after it committed. */
export const publishBrokerCardChanges = (
  changes: ReadonlyArray<BoardChange | null | undefined>,
) => {
  for (const change of changes) if (change) publishBoardChange(change);
};
