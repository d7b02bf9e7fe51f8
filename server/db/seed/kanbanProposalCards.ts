import { and, asc, eq, inArray } from 'drizzle-orm';
import { PipeKey } from '../../../domain/kanban';
import type { Database } from '../client';
import { kanbanCards, kanbanPipes, persons, proposalObservations, users } from '../schema';

/** The analysts' follow-ups the demo shows on some proposal cards. */
const FOLLOW_UPS = [
  'Solicitado o balanço patrimonial mais recente ao corretor.',
  'Contato com o tomador agendado para confirmar o faturamento.',
  'Aguardando parecer do resseguro antes de decidir.',
];

/**
 * Owners and follow-up observations on some of the demo's proposal cards (issue 14): every third
 * proposal card, and the first of each pipe, gets an analyst who may act in its pipe as owner and one follow-up on its
 * proposal, written by that analyst.
 */
export const seedProposalCardFollowUps = async (db: Database, companyId: number) => {
  const staff = await db
    .select({ id: users.id, login: users.login, name: persons.name })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(and(eq(users.companyId, companyId), inArray(users.login, ['analista', 'admin'])));
  if (!staff.length) return 0;
  const cards = await db
    .select({
      id: kanbanCards.id,
      referenceId: kanbanCards.referenceId,
      analysisType: kanbanPipes.analysisType,
    })
    .from(kanbanCards)
    .innerJoin(kanbanPipes, eq(kanbanPipes.id, kanbanCards.pipeId))
    .where(and(eq(kanbanCards.companyId, companyId), eq(kanbanCards.referenceKind, 'proposal')))
    .orderBy(asc(kanbanCards.id));
  // the analyst (Crédito) owns the credit cards; the administrator the others
  const ownerFor = (analysisType: string) =>
    staff.find((user) => user.login === (analysisType === PipeKey.CREDITO ? 'analista' : 'admin'));
  let seeded = 0;
  const owned = new Set<string>();
  for (const [index, card] of cards.entries()) {
    // every pipe shows at least one owned card with its follow-up
    if (index % 3 !== 0 && owned.has(card.analysisType)) continue;
    owned.add(card.analysisType);
    const owner = ownerFor(card.analysisType);
    if (!owner) continue;
    await db.update(kanbanCards).set({ ownerUserId: owner.id }).where(eq(kanbanCards.id, card.id));
    await db.insert(proposalObservations).values({
      proposalId: card.referenceId,
      kind: 'followUp',
      text: FOLLOW_UPS[seeded % FOLLOW_UPS.length],
      authorUserId: owner.id,
      authorName: owner.name,
    });
    seeded += 1;
  }
  return seeded;
};
