import Decimal from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { CardType } from '../../../domain/cardTypes';
import { CardPriority, PipeKey } from '../../../domain/kanban';
import { openCard } from '../../modules/kanban/cards';
import { openNominationCard } from '../../modules/kanban/holderCards/nominationCards';
import { limitReviewKey } from '../../modules/kanban/holderCards/limitReviewCards';
import type { Database } from '../client';
import {
  brokers,
  kanbanCards,
  policyHolderLimitReviewObservations,
  policyHolderLimitReviews,
  policyHolderNominations,
  policyHolders,
  requestDocuments,
  users,
} from '../schema';

const userIdOf = async (db: Database, companyId: number, login: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.login, login)));
  return row?.id ?? null;
};

/** The demo nomination requests still pending, each on its NOMEACAO_TOMADOR card. */
const seedNominationCards = async (db: Database, companyId: number, ownerUserId: number | null) => {
  const pending = await db
    .select({ nomination: policyHolderNominations, holder: policyHolders, broker: brokers })
    .from(policyHolderNominations)
    .innerJoin(policyHolders, eq(policyHolders.id, policyHolderNominations.policyHolderId))
    .innerJoin(brokers, eq(brokers.id, policyHolderNominations.brokerId))
    .where(
      and(
        eq(policyHolderNominations.companyId, companyId),
        eq(policyHolderNominations.status, 'pending'),
      ),
    )
    .orderBy(asc(policyHolderNominations.id));
  for (const { nomination, holder, broker } of pending) {
    const card = await openNominationCard(db, companyId, nomination, holder, broker);
    await db
      .update(kanbanCards)
      .set({ ownerUserId, priority: CardPriority.Alta })
      .where(eq(kanbanCards.id, card.cardId));
  }
  return pending.length;
};

/**
 * Limit reviews of the holders whose limit documents the seed requested: the first with a
 * proposal and observations already, the second just arrived.
 */
const seedLimitReviewCards = async (db: Database, companyId: number, analystId: number | null) => {
  const holderIds = (
    await db
      .selectDistinct({ ownerId: requestDocuments.ownerId })
      .from(requestDocuments)
      .where(
        and(
          eq(requestDocuments.companyId, companyId),
          eq(requestDocuments.ownerKind, 'policy_holder_limit'),
        ),
      )
  ).map((row) => row.ownerId);
  if (!holderIds.length) return 0;
  const holders = await db
    .select()
    .from(policyHolders)
    .where(and(eq(policyHolders.companyId, companyId), inArray(policyHolders.id, holderIds)))
    .orderBy(asc(policyHolders.id));
  for (const [index, holder] of holders.entries()) {
    const worked = index === 0;
    const [review] = await db
      .insert(policyHolderLimitReviews)
      .values({
        companyId,
        policyHolderId: holder.id,
        currentLimitValue: holder.limitValue,
        currentBaseRate: holder.baseRate,
        ...(worked && holder.limitValue
          ? {
              proposedLimitValue: new Decimal(holder.limitValue).times('1.2').toFixed(2),
              proposedBaseRate: holder.baseRate,
              proposedByUserId: analystId,
            }
          : {}),
      })
      .returning();
    await db
      .update(policyHolders)
      .set({ sentToAnalysisAt: new Date() })
      .where(eq(policyHolders.id, holder.id));
    const card = await openCard(db, {
      companyId,
      pipeKey: PipeKey.REVISAO_LIMITE,
      cardType: CardType.REQUEST_LIMIT,
      referenceKind: 'limitReview',
      referenceId: review.id,
      title: `Revisão de limite · ${holder.name}`,
      description: 'Documentos da solicitação de limite enviados para análise.',
      document: holder.cpfCnpj,
      priority: worked ? CardPriority.Alta : CardPriority.Media,
      openKey: limitReviewKey(holder.id),
    });
    if (worked) {
      await db
        .update(kanbanCards)
        .set({ ownerUserId: analystId })
        .where(eq(kanbanCards.id, card.id));
      await db.insert(policyHolderLimitReviewObservations).values([
        {
          companyId,
          reviewId: review.id,
          userId: analystId,
          text: 'Faturamento cresceu no último exercício; aguardando a DRE 2025 assinada.',
        },
        {
          companyId,
          reviewId: review.id,
          userId: analystId,
          text: 'Proposta inicial: limite 20% maior, mantendo a taxa base da classe.',
        },
      ]);
    }
  }
  return holders.length;
};

/** The demo tenant's policy-holder cards: pending nominations and limit reviews (issue 14). */
export const seedDemoHolderCards = async (db: Database, companyId: number) => {
  const admin = await userIdOf(db, companyId, 'admin');
  const analyst = await userIdOf(db, companyId, 'analista');
  return (
    (await seedNominationCards(db, companyId, admin)) +
    (await seedLimitReviewCards(db, companyId, analyst))
  );
};
