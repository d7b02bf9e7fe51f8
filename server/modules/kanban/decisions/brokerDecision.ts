import { and, eq, isNull, sql } from 'drizzle-orm';
import { CardType } from '../../../../domain/cardTypes';
import { registrationStatusLabels } from '../../../../domain/brokers';
import { DocumentStatus } from '../../../../domain/documentStatus';
import type { Database } from '../../../db/client';
import { brokers, type FieldChange, requestDocuments } from '../../../db/schema';
import { ConflictError } from '../../../http/errors';
import { applyConfiguredBrokerProfiles } from '../../broker-profile/assign';
import { statusChange } from '../../documents/changes';
import { recordChange } from '../../history/service';
import type { AuthContext } from '../../security/principal';
import type { CardDecision, DecideCard } from './types';

export const BROKER_CARD_RESOLVED = 'A corretora deste card não foi encontrada.';
export const NOTHING_PENDING =
  'A corretora não tem mais cadastro nem documentos aguardando análise: nada a decidir neste card.';
export const REGISTRATION_REJECTED =
  'O cadastro desta corretora foi recusado: a conformidade não pode mais ser decidida.';

type BrokerRow = typeof brokers.$inferSelect;

const brokerOf = async ({ tx, auth, card }: CardDecision) => {
  if (card.referenceKind !== 'broker') throw new ConflictError(BROKER_CARD_RESOLVED);
  const [broker] = await tx
    .select()
    .from(brokers)
    .where(and(eq(brokers.id, card.referenceId), eq(brokers.companyId, auth.companyId)))
    .for('update');
  if (!broker) throw new ConflictError(BROKER_CARD_RESOLVED);
  return broker;
};

/** The broker's live documents waiting for the insurer (Aguardando_Analise). */
const waitingDocuments = (tx: Database, broker: BrokerRow) =>
  tx
    .select()
    .from(requestDocuments)
    .where(
      and(
        eq(requestDocuments.companyId, broker.companyId),
        eq(requestDocuments.ownerKind, 'broker'),
        eq(requestDocuments.ownerId, broker.id),
        eq(requestDocuments.status, DocumentStatus.Aguardando_Analise),
        isNull(requestDocuments.deletedAt),
      ),
    );

/** Every waiting document gets the verdict (Reprovado with the justification as its reason). */
const reviewWaiting = async (
  decision: CardDecision,
  documents: Awaited<ReturnType<typeof waitingDocuments>>,
): Promise<FieldChange[]> => {
  const approved = decision.verdict === 'approved';
  const status = approved ? DocumentStatus.Conforme : DocumentStatus.Reprovado;
  const note = approved ? null : (decision.justification ?? null);
  const changes: FieldChange[] = [];
  for (const document of documents) {
    await decision.tx
      .update(requestDocuments)
      .set({
        status,
        reviewNote: note,
        reviewedByUserId: decision.auth.userId,
        reviewedAt: new Date(),
        version: document.version + 1,
      })
      .where(eq(requestDocuments.id, document.id));
    const change = statusChange(document.name, document.status, status);
    if (note) change.newValue = `${String(change.newValue)} (${note})`;
    changes.push(change);
  }
  return changes;
};

const saveBroker = async (
  tx: Database,
  auth: AuthContext,
  broker: BrokerRow,
  values: Partial<Pick<BrokerRow, 'registrationStatus' | 'isBlocked'>>,
  changes: FieldChange[],
  pipeName: string,
  justification: string | undefined,
) => {
  const next = { ...values, hasPendingComplianceValidation: false };
  if (broker.hasPendingComplianceValidation) {
    changes.push({ field: 'HasPendingComplianceValidation', oldValue: true, newValue: false });
  }
  if (values.registrationStatus && values.registrationStatus !== broker.registrationStatus) {
    changes.push({
      field: 'RegistrationStatus',
      oldValue: registrationStatusLabels[broker.registrationStatus as 'pending'],
      newValue: registrationStatusLabels[values.registrationStatus as 'active'],
    });
  }
  if (values.isBlocked !== undefined && values.isBlocked !== broker.isBlocked) {
    changes.push({ field: 'IsBlocked', oldValue: broker.isBlocked, newValue: values.isBlocked });
  }
  await tx
    .update(brokers)
    .set({ ...next, version: sql`${brokers.version} + 1` })
    .where(eq(brokers.id, broker.id));
  changes.push({
    field: 'Justification',
    oldValue: null,
    newValue: justification
      ? `Recusada na esteira ${pipeName}: ${justification}`
      : `Aprovada na esteira ${pipeName}.`,
  });
  await recordChange(tx, {
    companyId: auth.companyId,
    entity: 'Broker',
    entityId: broker.id,
    changedBy: { userId: auth.userId },
    changes,
  });
};

/**
 * ANALISE_DOCUMENTACAO_CORRETORA: approved, the documents waiting for analysis become Conforme,
 * the pending compliance flag is cleared and a pending self-registration becomes active (with the
 * configured broker profiles); refused, they become Reprovado with the justification and a
 * pending registration is rejected. 409 when nothing awaits analysis any more.
 */
export const decideBrokerDocumentation: DecideCard = async (decision) => {
  const { tx, auth, verdict, pipe, justification } = decision;
  const broker = await brokerOf(decision);
  const documents = await waitingDocuments(tx, broker);
  const registrationPending = broker.registrationStatus === 'pending';
  if (!registrationPending && documents.length === 0 && !broker.hasPendingComplianceValidation) {
    throw new ConflictError(NOTHING_PENDING);
  }
  const changes = await reviewWaiting(decision, documents);
  const registrationStatus = registrationPending
    ? verdict === 'approved'
      ? 'active'
      : 'rejected'
    : undefined;
  await saveBroker(
    tx,
    auth,
    broker,
    registrationStatus ? { registrationStatus } : {},
    changes,
    pipe.name,
    verdict === 'refused' ? justification : undefined,
  );
  if (registrationStatus === 'active') {
    await applyConfiguredBrokerProfiles(tx, auth.companyId, broker.id, { userId: auth.userId });
  }
};

/**
 * ANALISE_CONFORMIDADE_CORRETORA and CORRETORA_PEP: approved, the broker is compliant (documents
 * waiting become Conforme, the pending flag cleared); refused, the broker is blocked, the flag
 * cleared and the waiting documents Reprovado with the justification. 409 for a broker whose
 * registration was rejected.
 */
export const decideBrokerCompliance: DecideCard = async (decision) => {
  const { tx, auth, verdict, pipe, justification } = decision;
  const broker = await brokerOf(decision);
  if (broker.registrationStatus === 'rejected') throw new ConflictError(REGISTRATION_REJECTED);
  const changes = await reviewWaiting(decision, await waitingDocuments(tx, broker));
  await saveBroker(
    tx,
    auth,
    broker,
    verdict === 'refused' ? { isBlocked: true } : {},
    changes,
    pipe.name,
    verdict === 'refused' ? justification : undefined,
  );
};

/** The broker card types and their effects (registered in decisions/index.ts). */
export const brokerCardDecisions = {
  [CardType.ANALISE_DOCUMENTACAO_CORRETORA]: decideBrokerDocumentation,
  [CardType.ANALISE_CONFORMIDADE_CORRETORA]: decideBrokerCompliance,
  [CardType.CORRETORA_PEP]: decideBrokerCompliance,
} as const;
