import { and, eq, inArray } from 'drizzle-orm';
import { CardPriority, type CardPriorityId } from '../../../domain/kanban';
import {
  DOCUMENTS_SENT_REASON,
  openBrokerComplianceCard,
  openBrokerDocumentationCard,
  REGISTRATION_REASON,
} from '../../modules/kanban/brokerCards/openBrokerCards';
import type { Database } from '../client';
import { brokerPartners, brokers, kanbanCards, users } from '../schema';

const PRIME = 'Prime Corretora de Seguros Ltda.';
const HORIZONTE = 'Horizonte Corretora de Seguros Ltda.';
const ATLANTICA = 'Atlântica Corretora de Seguros Ltda.';
/** Horizonte's partner the bureau flags as politically exposed. */
const PEP_PARTNER = 'Marcelo Antunes Vieira';

/**
 * The demo tenant's broker cards (issue 14): Atlântica's self-registration and Prime's documents
 * sent to review in Documentação da Corretora; Horizonte's PEP partner and Prime's new partners
 * in Conformidade da Corretora. Owned by the administrator, with priorities.
 */
export const seedDemoBrokerCards = async (db: Database, companyId: number) => {
  const rows = await db
    .select()
    .from(brokers)
    .where(
      and(eq(brokers.companyId, companyId), inArray(brokers.name, [PRIME, HORIZONTE, ATLANTICA])),
    );
  const byName = new Map(rows.map((row) => [row.name, row]));
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.login, 'admin')));
  const own = async (card: { cardId: number }, priority: CardPriorityId) => {
    await db
      .update(kanbanCards)
      .set({ ownerUserId: admin?.id ?? null, priority })
      .where(eq(kanbanCards.id, card.cardId));
  };

  const atlantica = byName.get(ATLANTICA);
  if (atlantica) {
    await own(
      await openBrokerDocumentationCard(db, atlantica, REGISTRATION_REASON),
      CardPriority.Alta,
    );
  }
  const prime = byName.get(PRIME);
  if (prime?.hasPendingComplianceValidation) {
    await own(
      await openBrokerDocumentationCard(db, prime, DOCUMENTS_SENT_REASON),
      CardPriority.Media,
    );
  }
  if (prime) {
    await own(await openBrokerComplianceCard(db, prime, false), CardPriority.Baixa);
  }
  const horizonte = byName.get(HORIZONTE);
  if (horizonte) {
    await db
      .update(brokerPartners)
      .set({ isPoliticallyExposed: true })
      .where(and(eq(brokerPartners.brokerId, horizonte.id), eq(brokerPartners.name, PEP_PARTNER)));
    await own(await openBrokerComplianceCard(db, horizonte, true), CardPriority.Urgente);
  }
};
