import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../../server/db/client';
import {
  brokers,
  changeHistories,
  insureds,
  policyHolderNominations,
  policyHolders,
} from '../../../server/db/schema';
import { cnpjWithCheckDigits } from '../../../server/db/seed/documentNumbers';
import { bearer } from '../support/session';

let sequence = 0;
const nextCnpj = () => {
  sequence += 1;
  return cnpjWithCheckDigits(`${String(73_500_000 + sequence * 97).padStart(8, '0')}0001`);
};

export const PRIME = 'Prime Corretora de Seguros Ltda.';
export const HORIZONTE = 'Horizonte Corretora de Seguros Ltda.';

export const brokerByName = async (db: Database, companyId: number, name: string) => {
  const [row] = await db
    .select()
    .from(brokers)
    .where(and(eq(brokers.companyId, companyId), eq(brokers.name, name)));
  return row;
};

/** A policy holder of the tenant, nominated (approved) to `brokerId` when given. */
export const addHolder = async (
  db: Database,
  companyId: number,
  name: string,
  brokerId?: number,
) => {
  const [holder] = await db
    .insert(policyHolders)
    .values({ companyId, name, cpfCnpj: nextCnpj() })
    .returning();
  if (brokerId) {
    await db
      .insert(policyHolderNominations)
      .values({ companyId, policyHolderId: holder.id, brokerId, status: 'approved' });
  }
  return holder;
};

export const addInsured = async (db: Database, companyId: number, name: string) => {
  const [insured] = await db
    .insert(insureds)
    .values({ companyId, name, cpfCnpj: nextCnpj() })
    .returning();
  return insured;
};

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Uploads a small PDF through Archive/Upload and answers its uniqueIdentifier. */
export const uploadPdf = async (app: FastifyInstance, token: string, fileName = 'doc.pdf') => {
  const boundary = `----aval${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/Archive/Upload',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().Response.uniqueIdentifier as string;
};

/** The history rows of an entity, newest first, flattened to their changes. */
export const historyOf = async (db: Database, entity: string, entityId: number) => {
  const rows = await db
    .select()
    .from(changeHistories)
    .where(and(eq(changeHistories.entity, entity), eq(changeHistories.entityId, String(entityId))))
    .orderBy(changeHistories.id);
  return rows.flatMap((row) =>
    row.changes.map((change) => ({ ...change, changedByName: row.changedByName })),
  );
};
