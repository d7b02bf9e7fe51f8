import { eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { brokers, policyHolders } from '../../../server/db/schema';

export const BASE = '/api/PolicyHolder';

/** A seeded holder of the demo tenant, by name. */
export const holderNamed = async (db: Database, name: string) => {
  const [row] = await db.select().from(policyHolders).where(eq(policyHolders.name, name));
  if (!row) throw new Error(`Tomador de demonstração ausente: ${name}`);
  return row;
};

export const brokerNamed = async (db: Database, prefix: string) => {
  const rows = await db.select().from(brokers);
  const broker = rows.find((row) => row.name.startsWith(prefix));
  if (!broker) throw new Error(`Corretora ausente: ${prefix}`);
  return broker;
};

export const ALVORADA = 'Construtora Alvorada Ltda.';
export const HORIZONTE_AZUL = 'Engenharia Horizonte Azul S.A.';
export const SERRA_VERDE = 'Metalúrgica Serra Verde S.A.';
export const RIO_CLARO = 'Pavimentadora Rio Claro Ltda.';
export const ATLANTICO = 'Serviços Gerais Atlântico Ltda.';
export const TEIXEIRA = 'Marcos Antônio Teixeira';
export const VALE_DO_SOL = 'Saneamento Vale do Sol Ltda.';
