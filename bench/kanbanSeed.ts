import { and, eq, sql } from 'drizzle-orm';
import { PipeKey } from '../domain/kanban';
import type { Database } from '../server/db/client';
import { DEMO_COMPANY_KEY } from '../server/db/seed/demoUsers';
import { companies, kanbanCards, kanbanPipes } from '../server/db/schema';

/** The pipe the kanban bench fills: the demo tenant's Subscrição. */
const benchPipe = async (db: Database) => {
  const [pipe] = await db
    .select({ id: kanbanPipes.id, companyId: kanbanPipes.companyId })
    .from(kanbanPipes)
    .innerJoin(companies, eq(companies.id, kanbanPipes.companyId))
    .where(
      and(
        eq(companies.companyKey, DEMO_COMPANY_KEY),
        eq(kanbanPipes.analysisType, PipeKey.SUBSCRICAO),
      ),
    );
  if (!pipe) throw new Error('A esteira Subscrição da seguradora de demonstração não existe.');
  return pipe;
};

const cardCount = async (db: Database, pipeId: number) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(kanbanCards)
    .where(eq(kanbanCards.pipeId, pipeId));
  return row.total;
};

/**
 * Fills the Subscrição pipe up to `cards` cards (issue 14: "a pipe with 50k cards opens in under
 * 300 ms"), with `INSERT … SELECT generate_series`: most in Entrada, a queue in Em análise and
 * Pendente corretor, a history in Aprovado and Recusado, as a busy pipe looks; each about one of
 * the tenant's proposals, with a document, a priority and a move time over the last year.
 * Answers the pipe's id.
 */
export const seedBenchKanban = async (db: Database, cards: number) => {
  const pipe = await benchPipe(db);
  const missing = cards - (await cardCount(db, pipe.id));
  if (missing > 0) {
    await db.execute(sql`
      with steps as (
        select array_agg(id order by sort_order) as ids from kanban_steps where pipe_id = ${pipe.id}
      ), refs as (
        select array_agg(id order by id) as ids from proposals where company_id = ${pipe.companyId}
      )
      insert into kanban_cards
        (company_id, pipe_id, step_id, card_type, reference_kind, reference_id, title,
         description, document, priority, created_at, moved_at)
      select ${pipe.companyId}, ${pipe.id},
        steps.ids[case
          when i % 20 < 8 then 1
          when i % 20 < 12 then 2
          when i % 20 < 14 then least(3, array_length(steps.ids, 1))
          when i % 20 < 18 then array_length(steps.ids, 1) - 1
          else array_length(steps.ids, 1) end],
        'PROPOSTA', 'proposal', refs.ids[1 + i % array_length(refs.ids, 1)],
        'Proposta bench ' || i, 'Subscrição: IS acima do máximo automático (bench ' || i || ')',
        '9' || lpad(i::text, 13, '0'), 1 + i % 4,
        now() - make_interval(mins => i * 10), now() - make_interval(mins => i * 10)
      from generate_series(1, ${missing}) i, steps, refs`);
    await db.execute(sql.raw('vacuum (analyze) kanban_cards'));
  }
  return pipe.id;
};
