import { and, desc, eq, inArray } from 'drizzle-orm';
import { CardPriority, type CardPriorityId } from '../../../domain/kanban';
import {
  ensureBranchActivities,
  openBranchActivityCard,
  restrictedActivityReason,
} from '../../modules/kanban/activityCards/branchActivity';
import {
  openEconomicGroupCard,
  sharedPartnersReason,
} from '../../modules/kanban/activityCards/economicGroup';
import type { Database } from '../client';
import {
  kanbanCardMovements,
  kanbanCards,
  kanbanSteps,
  partyPartners,
  policyHolders,
  proposals,
  users,
} from '../schema';
import { cpfWithCheckDigits } from './documentNumbers';

/** The demo holders' branches of activity (CNAE division), by name. */
const activities: Record<string, string> = {
  'Construtora Alvorada Ltda.': '41',
  'Alvorada Incorporações Ltda.': '41',
  'Metalúrgica Serra Verde S.A.': '25',
  'Pavimentadora Rio Claro Ltda.': '42',
  'Serviços Gerais Atlântico Ltda.': '81',
  'Engenharia Horizonte Azul S.A.': '42',
  // waste collection besides sanitation: a restricted activity the underwriters look at
  'Saneamento Vale do Sol Ltda.': '38',
  'Marcos Antônio Teixeira': '71',
};

const ALVORADA_PARTNER = { name: 'Marcelo Augusto Ferraz', cpf: cpfWithCheckDigits('215837460') };
const NUNES = { name: 'Carlos Eduardo Nunes', cpf: cpfWithCheckDigits('731946205') };

/** Two holders of Horizonte's that share a QSA partner: one economic-group question. */
const NUNES_HOLDERS = ['Engenharia Horizonte Azul S.A.', 'Saneamento Vale do Sol Ltda.'];
/** Holders without a group, one of which (the first with a proposal) shares Alvorada's partner. */
const ALVORADA_PARTNER_CANDIDATES = [
  'Metalúrgica Serra Verde S.A.',
  'Serviços Gerais Atlântico Ltda.',
  'Pavimentadora Rio Claro Ltda.',
];

type Card = Awaited<ReturnType<typeof openBranchActivityCard>>;

/** Puts a just-opened card where the demo shows it: its step, owner and priority. */
const place = async (
  db: Database,
  card: Card,
  step: 'Entrada' | 'Em análise',
  ownerUserId: number | null,
  priority: CardPriorityId,
) => {
  const [target] = await db
    .select({ id: kanbanSteps.id })
    .from(kanbanSteps)
    .where(and(eq(kanbanSteps.pipeId, card.pipeId), eq(kanbanSteps.name, step)));
  await db
    .update(kanbanCards)
    .set({ stepId: target.id, ownerUserId, priority })
    .where(eq(kanbanCards.id, card.id));
  // the demo card arrived straight in its step: its one movement says so
  await db
    .update(kanbanCardMovements)
    .set({ toStepId: target.id })
    .where(eq(kanbanCardMovements.cardId, card.id));
};

/**
 * The demo tenant's branch-of-activity and economic-group questions (issue 14): the holders'
 * activities from the catalogue, a restricted one with its RAMO_ATIVIDADE card, and partners in
 * common behind two GRUPO_ECONOMICO cards on the holders' latest proposals.
 */
export const seedDemoActivityCards = async (db: Database, companyId: number) => {
  const catalogue = new Map(
    (await ensureBranchActivities(db, companyId)).map((row) => [row.code, row]),
  );
  const holders = await db
    .select()
    .from(policyHolders)
    .where(
      and(
        eq(policyHolders.companyId, companyId),
        inArray(policyHolders.name, Object.keys(activities)),
      ),
    );
  const byName = new Map(holders.map((holder) => [holder.name, holder]));
  for (const holder of holders) {
    const activity = catalogue.get(activities[holder.name]);
    if (!activity) continue;
    await db
      .update(policyHolders)
      .set({ branchActivityId: activity.id, isRestrictedBranchActivity: activity.isRestricted })
      .where(eq(policyHolders.id, holder.id));
  }
  const latestProposal = async (holderId: number) =>
    (
      await db
        .select()
        .from(proposals)
        .where(and(eq(proposals.companyId, companyId), eq(proposals.policyHolderId, holderId)))
        .orderBy(desc(proposals.id))
        .limit(1)
    )[0];
  const addPartner = (holderId: number, partner: typeof NUNES) =>
    db.insert(partyPartners).values({
      companyId,
      ownerKind: 'policy_holder',
      ownerId: holderId,
      name: partner.name,
      cpfCnpj: partner.cpf,
    });
  for (const name of NUNES_HOLDERS) {
    const holder = byName.get(name);
    if (holder) await addPartner(holder.id, NUNES);
  }
  let alvoradaPartner: (typeof holders)[number] | undefined;
  for (const name of ALVORADA_PARTNER_CANDIDATES) {
    const holder = byName.get(name);
    if (holder && (await latestProposal(holder.id))) {
      alvoradaPartner = holder;
      await addPartner(holder.id, ALVORADA_PARTNER);
      break;
    }
  }

  const staff = new Map(
    (
      await db
        .select({ id: users.id, login: users.login })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.login, ['admin', 'analista'])))
    ).map((user) => [user.login, user.id]),
  );
  const valeDoSol = byName.get('Saneamento Vale do Sol Ltda.');
  const waste = catalogue.get('38');
  if (valeDoSol && waste) {
    const card = await openBranchActivityCard(db, valeDoSol, restrictedActivityReason(waste));
    await place(db, card, 'Em análise', staff.get('analista') ?? null, CardPriority.Alta);
  }

  const groupQuestions: [
    (typeof holders)[number] | undefined,
    string,
    'Entrada' | 'Em análise',
    string,
    CardPriorityId,
  ][] = [
    [alvoradaPartner, ALVORADA_PARTNER.name, 'Entrada', 'admin', CardPriority.Media],
    [byName.get(NUNES_HOLDERS[1]), NUNES.name, 'Em análise', 'analista', CardPriority.Urgente],
  ];
  for (const [holder, partner, step, owner, priority] of groupQuestions) {
    if (!holder) continue;
    const proposal = await latestProposal(holder.id);
    if (!proposal) continue;
    const card = await openEconomicGroupCard(db, proposal, holder, sharedPartnersReason([partner]));
    await place(db, card, step, staff.get(owner) ?? null, priority);
  }
};
