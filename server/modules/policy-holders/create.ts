import { and, eq } from 'drizzle-orm';
import type { InsertPolicyHolderBody } from './schemas';
import { isBroker } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { brokers, policyHolderNominations, policyHolders } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { addLocation, validateLocation } from '../locations/partyLocations';
import type { AuthContext } from '../security/principal';
import { checkComplementary, checkDocument, checkName } from './input';
import { DUPLICATE_DOCUMENT } from './messages';
import { detailOf, holderLocationOwner } from './queries';
import { recordHolderChange } from './writes';

export const findByDocument = async (db: Database, companyId: number, document: string) =>
  (
    await db
      .select()
      .from(policyHolders)
      .where(and(eq(policyHolders.companyId, companyId), eq(policyHolders.cpfCnpj, document)))
      .limit(1)
  )[0];

/** The name of the broker, as the history shows a nomination. */
export const brokerName = async (db: Database, brokerId: number) =>
  (await db.select({ name: brokers.name }).from(brokers).where(eq(brokers.id, brokerId)))[0]
    ?.name ?? String(brokerId);

/**
 * InsertPolicyHolder (not in the spec's list; the screens need it): Name and CpfCnpj, optional
 * complementary data and a first address. A broker's new holder comes nominated to its broker
 * (approved), so the broker sees what it created.
 */
export const insertPolicyHolder = async (
  db: Database,
  auth: AuthContext,
  input: InsertPolicyHolderBody,
) => {
  const problems: string[] = [];
  const name = checkName(input.Name, problems);
  const cpfCnpj = checkDocument(input.CpfCnpj, problems);
  const complementary = checkComplementary(input, problems);
  if (input.Location) {
    try {
      validateLocation(input.Location);
    } catch (error) {
      if (error instanceof ValidationError) problems.push(...error.messages);
      else throw error;
    }
  }
  if (problems.length) throw new ValidationError(problems);
  if (await findByDocument(db, auth.companyId, cpfCnpj))
    throw new ConflictError(DUPLICATE_DOCUMENT);

  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(policyHolders)
      .values({ companyId: auth.companyId, name, cpfCnpj, ...complementary })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ConflictError(DUPLICATE_DOCUMENT);
    const changes = [
      { field: 'Name', oldValue: null, newValue: name },
      { field: 'CpfCnpj', oldValue: null, newValue: cpfCnpj },
    ];
    if (isBroker(auth.userTypeId) && auth.brokerId) {
      await tx.insert(policyHolderNominations).values({
        companyId: auth.companyId,
        policyHolderId: row.id,
        brokerId: auth.brokerId,
        status: 'approved',
        requestedByUserId: auth.userId,
        decidedByUserId: auth.userId,
        decidedAt: new Date(),
      });
      changes.push({
        field: 'Nomination',
        oldValue: null,
        newValue: `${await brokerName(tx, auth.brokerId)} (Aprovada)`,
      });
    }
    await recordHolderChange(tx, auth, row.id, changes);
    if (input.Location) {
      await addLocation(tx, holderLocationOwner(row), input.Location, { userId: auth.userId });
    }
    return row;
  });
  return detailOf(db, auth, created);
};
