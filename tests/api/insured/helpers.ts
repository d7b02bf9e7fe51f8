import { and, eq } from 'drizzle-orm';
import type { InsuredDetail } from '../../../domain/insureds';
import type { PartyHistoryRow } from '../../../domain/partyLocation';
import type { Database } from '../../../server/db/client';
import { insureds, persons, users } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { type Caller, expectStatus } from '../support/caller';
import { companyIdOf } from '../support/fixtures';

/** A seeded insured of the demo tenant, by name. */
export const seededInsured = async (db: Database, name: string) => {
  const companyId = await companyIdOf(db, DEMO_COMPANY_KEY);
  const [row] = await db
    .select()
    .from(insureds)
    .where(and(eq(insureds.companyId, companyId), eq(insureds.name, name)));
  return row;
};

/** The person name the history records for a demo login. */
export const personNameOf = async (db: Database, login: string) => {
  const companyId = await companyIdOf(db, DEMO_COMPANY_KEY);
  const [row] = await db
    .select({ name: persons.name })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(and(eq(users.companyId, companyId), eq(users.login, login)));
  return row.name;
};

export const getInsured = async (caller: Caller, uniqueId: string) => {
  const answer = await caller.get('/api/Insured/GetInsured', { personUniqueId: uniqueId });
  expectStatus(answer, 200);
  return answer.data as InsuredDetail;
};

export const historyOf = async (caller: Caller, id: number) => {
  const answer = await caller.get('/api/InsuredChangeHistory/Get', { insuredId: String(id) });
  expectStatus(answer, 200);
  return answer.data as PartyHistoryRow[];
};

export const PREFEITURA = 'Prefeitura Municipal de São Paulo';
export const DNIT = 'Departamento Nacional de Infraestrutura de Transportes - DNIT';
export const BLOCKED = 'Construtora Horizonte Azul Ltda.';
export const RETAIL = 'Rede Bom Preço Supermercados Ltda.';

/** An address in São Paulo (Avenida Paulista). */
export const paulista = {
  ZipCode: '01310-100',
  AddressName: 'Avenida Paulista',
  Number: '1578',
  Complement: null,
  Neighborhood: 'Bela Vista',
  StateProvinceId: 35,
  CityId: 3550308,
};
