import { eq, like, sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { DEMO_COMPANY_KEY } from '../server/db/seed/demoUsers';
import { brokers, companies, policyHolders } from '../server/db/schema';

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

export const isSeeded = async (db: Database, scale: number) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(policyHolders)
    .where(like(policyHolders.cpfCnpj, `${BENCH_DOCUMENT_PREFIX}%`));
  return row.total === scale;
};

/**
 * The demo tenant (brokers, users, nominations) plus `scale` policy holders and `scale` insured,
 * each with a main address, inserted with `INSERT … SELECT generate_series` and analysed.
 * Prime is nominated (approved) to one holder in 10, Horizonte to one in 20; one in 50 awaits
 * Prime's approval; one holder in 50 and one insured in 40 are inactive.
 */
export const seedBench = async (db: Database, scale: number) => {
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
  for (const table of [
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
