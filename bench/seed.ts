import { eq, like, sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { DEMO_COMPANY_KEY } from '../server/db/seed/demoUsers';
import { brokers, companies, policies, policyHolders, proposals } from '../server/db/schema';

// Every bench party's CPF/CNPJ starts with 9 (no demo document does), so the bench rows are
// told apart from the demo tenant's own and a kept database is recognised as seeded.
const BENCH_DOCUMENT_PREFIX = '9';

/** Words the generated names are built from (the searches look for parts of them). */
const kinds = [
  'Construtora',
  'Metalúrgica',
  'Pavimentadora',
  'Serviços Gerais',
  'Engenharia',
  'Transportes',
  'Comércio',
  'Indústria',
  'Saneamento',
  'Energia',
  'Tecnologia',
  'Distribuidora',
  'Incorporadora',
  'Logística',
  'Mineração',
  'Agropecuária',
];
const surnames = [
  'Alvorada',
  'Serra Verde',
  'Rio Claro',
  'Atlântico',
  'Horizonte',
  'Vale do Sol',
  'Aurora',
  'Bandeirantes',
  'Cerrado',
  'Pantanal',
  'Ipiranga',
  'Tietê',
  'Paraná',
  'Guanabara',
  'Ibirapuera',
  'Jequitibá',
  'Araucária',
  'Mantiqueira',
  'Borborema',
  'Capibaribe',
  'Tocantins',
  'Xingu',
  'Carajás',
  'Itatiaia',
  'Paranapanema',
  'Sertão',
  'Litoral',
  'Planalto',
  'Cordilheira',
  'Oeste',
];
const suffixes = ['Ltda.', 'S.A.', 'EIRELI', 'ME', 'EPP', 'Participações Ltda.'];
/** Real CEP, state and IBGE city of São Paulo, Belo Horizonte, Curitiba and Rio de Janeiro. */
const places = [
  ['01310100', 'Avenida Paulista', 35, 3550308],
  ['30130009', 'Avenida Afonso Pena', 31, 3106200],
  ['80020310', 'Rua XV de Novembro', 41, 4106902],
  ['20071002', 'Avenida Presidente Vargas', 33, 3304557],
] as const;

/** An integer of ours, written into the statement (a bare parameter in a select list is text). */
const int = (value: number) => sql.raw(String(Math.trunc(value)));
const textArray = (values: readonly (string | number)[]) =>
  sql.raw(`(array[${values.map((value) => `'${String(value).replace(/'/g, "''")}'`).join(',')}])`);
const placeArray = (index: 0 | 1 | 2 | 3) => textArray(places.map((place) => place[index]));

/** A name such as "Engenharia Cerrado 1234 S.A.", varied by the row number `i`. */
const generatedName = sql`${textArray(kinds)}[1 + i % ${int(kinds.length)}] || ' ' || ${textArray(surnames)}[1 + (i / ${int(kinds.length)}) % ${int(surnames.length)}] || ' ' || i || ' ' || ${textArray(suffixes)}[1 + i % ${int(suffixes.length)}]`;
/** 14 digits, unique per row, starting with the bench prefix. */
const generatedDocument = sql`${BENCH_DOCUMENT_PREFIX} || lpad(i::text, 7, '0') || '0001' || lpad((i % 97)::text, 2, '0')`;

const demoCompanyId = async (db: Database) => {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.companyKey, DEMO_COMPANY_KEY));
  return company.id;
};

const brokerId = async (db: Database, namePrefix: string) => {
  const [broker] = await db
    .select({ id: brokers.id })
    .from(brokers)
    .where(like(brokers.name, `${namePrefix}%`));
  return broker.id;
};

/** The main address of every bench party of one kind (a fourth of them in each city). */
const seedLocations = (db: Database, companyId: number, kind: string, table: string) =>
  db.execute(sql`
    insert into party_locations
      (company_id, owner_kind, owner_id, zip_code, address_name, number, neighborhood,
       state_province_id, city_id, is_main)
    select ${int(companyId)}, ${kind}::text, p.id, ${placeArray(0)}[1 + p.id % 4],
      ${placeArray(1)}[1 + p.id % 4], (p.id % 3000)::text, 'Centro',
      ${placeArray(2)}[1 + p.id % 4]::int, ${placeArray(3)}[1 + p.id % 4]::int, true
    from ${sql.raw(table)} p
    where p.company_id = ${int(companyId)} and p.cpf_cnpj like ${`${BENCH_DOCUMENT_PREFIX}%`}`);

export const isSeeded = async (db: Database, scale: number, proposalCount = 0, policyCount = 0) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(policyHolders)
    .where(like(policyHolders.cpfCnpj, `${BENCH_DOCUMENT_PREFIX}%`));
  const [proposalRow] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(proposals)
    .where(sql`${proposals.number} > ${BENCH_FIRST_NUMBER}`);
  const [policyRow] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(policies)
    // the bench's numbers are the prefix and ten digits; the demo's own (0775.2026.…) are not
    .where(sql`${policies.number} ~ ${`^${BENCH_POLICY_PREFIX}[0-9]{10}$`}`);
  return (
    row.total === scale && proposalRow.total === proposalCount && policyRow.total === policyCount
  );
};

/** Bench proposals are numbered from here on (the demo tenant's own come first). */
const BENCH_FIRST_NUMBER = 100_000;

/**
 * `count` proposals of the demo tenant, inserted with `INSERT … SELECT generate_series`: two in
 * three Prime's, one in three Horizonte's, each for a bench holder nominated to it and a bench
 * insured; statuses spread as a book of business ages (most issued, a few in analysis), quoted
 * over the last two years (those in analysis in the last 30 days, so their legal deadlines fall
 * around today), the demo modalities, IS from R$ 10.000 to R$ 5.000.000 and a 1 % premium.
 */
const seedBenchProposals = async (
  db: Database,
  companyId: number,
  scale: number,
  count: number,
  prime: number,
  horizonte: number,
) => {
  const bounds = (await db.execute(sql`
    -- scalar subqueries: a join of the two tables would pair every holder with every insured
    select
      (select min(id) from policy_holders where company_id = ${int(companyId)}
        and cpf_cnpj like ${`${BENCH_DOCUMENT_PREFIX}%`}) as holder_low,
      (select min(id) from insureds where company_id = ${int(companyId)}
        and cpf_cnpj like ${`${BENCH_DOCUMENT_PREFIX}%`}) as insured_low,
      (select array_agg(id order by id) from modalities
        where company_id = ${int(companyId)} and not is_complementary_modality) as modality_ids`)) as unknown as {
    rows: { holder_low: number; insured_low: number; modality_ids: number[] }[];
  };
  const {
    holder_low: holderLow,
    insured_low: insuredLow,
    modality_ids: modalityIds,
  } = bounds.rows[0];
  // status by i % 20: 8 Emitida, 2 each Cotação, Aguardando Emissão, Aguardando Pagamento and
  // Cancelada, 1 each Em análise, Aguardando Corretor, Rejeitada and Recusada
  const statuses = textArray([5, 5, 5, 5, 5, 5, 5, 5, 1, 1, 3, 3, 4, 4, 99, 99, 2, 6, 97, 98]);
  const days = textArray([90, 180, 365, 730, 1095]);
  await db.execute(sql`
    insert into proposals
      (company_id, number, status, broker_id, policy_holder_id, insured_id, modality_id,
       start_date, end_date, deadline_days, insured_amount_value, risk_rate, insurance_premium,
       submitted_at, legal_deadline, created_at, updated_at)
    select ${int(companyId)}, ${int(BENCH_FIRST_NUMBER)} + i, g.status, g.broker_id, g.holder_id,
      ${int(insuredLow)} + (i::bigint * 31337) % ${int(scale)},
      ${textArray(modalityIds)}[1 + i % ${int(modalityIds.length)}]::int,
      g.created::date + i % 30, g.created::date + i % 30 + g.days, g.days,
      10000 + (i::bigint * 7919) % 500 * 10000, 1.0, (10000 + (i::bigint * 7919) % 500 * 10000) / 100,
      case when g.status <> 1 then g.created + interval '2 hours' end,
      case when g.status <> 1 then (g.created + interval '2 hours')::date + 25 end,
      g.created, g.created
    from generate_series(1, ${int(count)}) i
    cross join lateral (
      select s.status::smallint as status, d.days::int as days,
        case when i % 3 = 0 then ${int(horizonte)} else ${int(prime)} end as broker_id,
        -- a holder nominated to that broker (bench/seed: Prime id % 10 = 0, Horizonte % 20 = 5)
        case when i % 3 = 0
          then least((${int(holderLow)} / 20 + (i::bigint * 104729) % ${int(Math.max(1, Math.floor(scale / 20)))}) * 20 + 25, ${int(holderLow + scale - 15)})
          else least((${int(holderLow)} / 10 + (i::bigint * 7919) % ${int(Math.max(1, Math.floor(scale / 10)))}) * 10 + 10, ${int(holderLow + scale - 1)} / 10 * 10)
        end as holder_id,
        now() - make_interval(days => case when s.status::int = 2 then i % 30 else i % 730 end,
          mins => i % 1440) as created
      from (select ${statuses}[1 + i % 20] as status, ${days}[1 + i % 5] as days) s
      cross join lateral (select s.days) d
    ) g`);
  await db.execute(sql`
    update proposal_numbers set last_number = ${int(BENCH_FIRST_NUMBER + count)}
    where company_id = ${int(companyId)}`);
};

/** Bench policy numbers start with this (no demo policy number does). */
const BENCH_POLICY_PREFIX = '0775';

/**
 * `count` policies (issue 15) issued from the bench proposals that reached issuance (Emitida,
 * Aguardando Emissão or Aguardando Pagamento), in proposal order: the proposal's broker, parties,
 * modality, term and amounts; numbered 0775 + the proposal number; an issued proposal's policy
 * is Emitida (15 in 20), Vencida (3 in 20) or Cancelada (2 in 20), the others Aguardando
 * Emissão; one in 7 has the step-in clause, one in 11 monitoring, one in 13 is a large risk, one
 * in 17 has its renewal blocked.
 */
const seedBenchPolicies = async (db: Database, companyId: number, count: number) => {
  await db.execute(sql`
    insert into policies
      (company_id, number, proposal_id, status, broker_id, policy_holder_id, insured_id,
       modality_id, start_date, end_date, insured_amount_value, insurance_premium, risk_rate,
       enable_to_steppin, enable_to_monitoring, enable_to_big_risk, renewal_blocked, issued_at,
       created_at, updated_at)
    select p.company_id, ${BENCH_POLICY_PREFIX} || lpad(p.number::text, 10, '0'), p.id,
      case when p.status <> 5 then 1 when p.i % 20 < 15 then 2 when p.i % 20 < 18 then 4 else 3 end,
      p.broker_id, p.policy_holder_id, p.insured_id, p.modality_id, p.start_date, p.end_date,
      p.insured_amount_value, p.insurance_premium, p.risk_rate,
      p.i % 7 = 0, p.i % 11 = 0, p.i % 13 = 0, p.i % 17 = 0,
      p.created_at + interval '1 day', p.created_at + interval '1 day', p.created_at + interval '1 day'
    from (
      select q.*, row_number() over (order by q.id) as i from proposals q
      where q.company_id = ${int(companyId)} and q.number > ${int(BENCH_FIRST_NUMBER)}
        and q.status in (3, 4, 5) and q.insured_id is not null and q.modality_id is not null
      order by q.id
      limit ${int(count)}
    ) p`);
};

/**
 * Prime co-brokers one in ten of Horizonte's bench proposals (every 30th: 3.3 % of them, and of
 * the policies issued from them), so the broker's scope reads both of its sets: its own policies
 * and those it co-brokers (issue 15). Idempotent: a kept database that has no bench co-brokers
 * yet gets them, analysed, on its next run.
 */
export const seedBenchCoBrokers = async (db: Database) => {
  const companyId = await demoCompanyId(db);
  const prime = await brokerId(db, 'Prime');
  const horizonte = await brokerId(db, 'Horizonte');
  const inserted = await db.execute(sql`
    insert into proposal_co_brokers (proposal_id, broker_id, commission_share_percentage)
    select q.id, ${int(prime)}, 30
    from proposals q
    where q.company_id = ${int(companyId)} and q.number > ${int(BENCH_FIRST_NUMBER)}
      and q.broker_id = ${int(horizonte)} and (q.number - ${int(BENCH_FIRST_NUMBER)}) % 30 = 0
      and not exists (
        select 1 from proposal_co_brokers c
        join proposals b on b.id = c.proposal_id and b.number > ${int(BENCH_FIRST_NUMBER)}
        where c.broker_id = ${int(prime)} and b.company_id = ${int(companyId)})
    on conflict do nothing`);
  if ((inserted as unknown as { rowCount?: number }).rowCount) {
    await db.execute(sql.raw('vacuum (analyze) proposal_co_brokers'));
  }
};

/**
 * The demo tenant (brokers, users, nominations) plus `scale` policy holders and `scale` insured,
 * each with a main address, inserted with `INSERT … SELECT generate_series` and analysed.
 * Prime is nominated (approved) to one holder in 10, Horizonte to one in 20; one in 50 awaits
 * Prime's approval; one holder in 50 and one insured in 40 are inactive.
 */
export const seedBench = async (
  db: Database,
  scale: number,
  proposalCount = 0,
  policyCount = 0,
) => {
  await seedDemo(db);
  const companyId = await demoCompanyId(db);
  const prime = await brokerId(db, 'Prime');
  const horizonte = await brokerId(db, 'Horizonte');
  await db.execute(sql`
    insert into policy_holders (company_id, name, cpf_cnpj, is_active, email, phone, main_activity)
    select ${int(companyId)}, ${generatedName}, ${generatedDocument}, i % 50 <> 0,
      'contato' || i || '@bench.aval.local', '11' || lpad(i::text, 9, '0'), 'Atividade ' || i % 100
    from generate_series(1, ${int(scale)}) i`);
  await db.execute(sql`
    insert into insureds (company_id, name, cpf_cnpj, is_private, is_active)
    select ${int(companyId)}, ${generatedName}, ${generatedDocument}, i % 2 = 0, i % 40 <> 0
    from generate_series(1, ${int(scale)}) i`);
  await seedLocations(db, companyId, 'policy_holder', 'policy_holders');
  await seedLocations(db, companyId, 'insured', 'insureds');
  await db.execute(sql`
    insert into policy_holder_nominations (company_id, policy_holder_id, broker_id, status)
    select ${int(companyId)}, h.id, case when h.id % 10 = 0 then ${int(prime)} else ${int(horizonte)} end,
      'approved'
    from policy_holders h
    where h.company_id = ${int(companyId)} and h.cpf_cnpj like ${`${BENCH_DOCUMENT_PREFIX}%`}
      and (h.id % 10 = 0 or h.id % 20 = 5)
    union all
    select ${int(companyId)}, h.id, ${int(prime)}, 'pending'
    from policy_holders h
    where h.company_id = ${int(companyId)} and h.cpf_cnpj like ${`${BENCH_DOCUMENT_PREFIX}%`}
      and h.id % 50 = 7`);
  if (proposalCount) {
    await seedBenchProposals(db, companyId, scale, proposalCount, prime, horizonte);
    if (policyCount) await seedBenchPolicies(db, companyId, policyCount);
  }
  for (const table of [
    'proposals',
    'policies',
    'policy_holders',
    'insureds',
    'party_locations',
    'policy_holder_nominations',
  ]) {
    // As autovacuum leaves a live database: statistics, and a visibility map so that paging
    // by policy_holders_company_name_idx is an index-only scan.
    await db.execute(sql.raw(`vacuum (analyze) ${table}`));
  }
};
