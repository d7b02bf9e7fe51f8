import Decimal from 'decimal.js';
import { asc, eq } from 'drizzle-orm';
import { brokerFieldLabels } from '../../../../domain/brokers';
import type {
  CardBrokerInfo,
  KanbanBrokerChangeStatusInput,
  KanbanBrokerDeleteInput,
  KanbanBrokerRequestDocumentInput,
} from '../../../../domain/contracts/kanbanBrokerCards';
import type { Database } from '../../../db/client';
import { brokerPartners } from '../../../db/schema';
import { flagsOf, loadFlags } from '../../brokers/queries';
import { requestDocumentHistoryLabels } from '../../documents/messages';
import { findDocument, listDocuments } from '../../documents/queries';
import { createDocument, deleteDocument } from '../../documents/service';
import { reviewDocumentAsAnalyst } from '../../documents/verdicts';
import { listPartyHistory } from '../../history/partyHistory';
import type { AuthContext } from '../../security/principal';
import { brokerOfCards } from './access';

/** What the broker card's history shows: the broker's fields, its documents, the e-mails sent. */
export const brokerCardHistoryLabels: Record<string, string> = {
  ...brokerFieldLabels,
  ...requestDocumentHistoryLabels,
  DocumentosEnviadosAoCorretor: 'Documentos solicitados ao corretor',
};

const partnersOf = async (db: Database, brokerId: number) =>
  (
    await db
      .select()
      .from(brokerPartners)
      .where(eq(brokerPartners.brokerId, brokerId))
      .orderBy(asc(brokerPartners.id))
  ).map((row) => ({
    Name: row.name,
    Cpf: row.cpf,
    ParticipationPercentage: row.participationPercentage
      ? new Decimal(row.participationPercentage).toFixed(2)
      : null,
    IsPoliticallyExposed: row.isPoliticallyExposed,
  }));

/** GetCardBrokerInfo: the broker's data, flags, partners, documents and history. */
export const cardBrokerInfo = async (
  db: Database,
  auth: AuthContext,
  brokerUniqueId: string,
): Promise<CardBrokerInfo> => {
  const { broker } = await brokerOfCards(db, auth, { uniqueId: brokerUniqueId }, 'see');
  const owner = { kind: 'broker' as const, id: broker.id };
  const [flags, partners, documents, deleted, history] = await Promise.all([
    loadFlags(db, broker),
    partnersOf(db, broker.id),
    listDocuments(db, auth.companyId, [owner], 'active'),
    listDocuments(db, auth.companyId, [owner], 'deleted'),
    listPartyHistory(db, auth.companyId, 'Broker', broker.id, brokerCardHistoryLabels),
  ]);
  return {
    Broker: {
      Id: broker.id,
      UniqueId: broker.uniqueId,
      Name: broker.name,
      Cnpj: broker.cnpj,
      SusepCode: broker.susepCode,
      Email: broker.email,
      Phone: broker.phone,
      CreatedAt: broker.createdAt.toISOString(),
      ...flagsOf(flags),
      Version: broker.version,
    },
    Partners: partners,
    RequestDocuments: documents,
    DeletedRequestDocuments: deleted,
    TimelineHistory: history,
  };
};

/** KanbanBrokerRequestDocument: the analyst asks the broker for a document (Pendente). */
export const requestBrokerDocument = async (
  db: Database,
  auth: AuthContext,
  input: KanbanBrokerRequestDocumentInput,
) => {
  const { broker } = await brokerOfCards(db, auth, { uniqueId: input.BrokerUniqueId }, 'act');
  return createDocument(db, auth, { kind: 'broker', id: broker.id }, input);
};

/** A document of a broker whose card the caller acts on (another's, or not a broker's: 404). */
const brokerDocument = async (db: Database, auth: AuthContext, uniqueId: string) => {
  const row = await findDocument(db, auth, { uniqueId }, ['broker']);
  await brokerOfCards(db, auth, { id: row.ownerId }, 'act');
  return row;
};

/** KanbanBrokerChangeStatusRequestDocument: Conforme, or Reprovado with the reason. */
export const changeBrokerDocumentStatus = async (
  db: Database,
  auth: AuthContext,
  input: KanbanBrokerChangeStatusInput,
) =>
  reviewDocumentAsAnalyst(
    db,
    auth,
    await brokerDocument(db, auth, input.RequestDocumentUniqueId),
    input,
  );

/** KanbanBrokerDeleteRequestDocument: soft delete (listed in DeletedRequestDocuments). */
export const deleteBrokerDocument = async (
  db: Database,
  auth: AuthContext,
  input: KanbanBrokerDeleteInput,
) =>
  deleteDocument(
    db,
    auth,
    await brokerDocument(db, auth, input.RequestDocumentUniqueId),
    input.Version,
  );
