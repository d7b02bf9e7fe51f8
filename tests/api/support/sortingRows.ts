import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import {
  beneficiaries,
  brokers,
  insureds,
  mailOutbox,
  policyHolderNominations,
  policyHolders,
  users,
} from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { addUser, companyIdOf } from './fixtures';

/**
 * Rows with known names for tests/api/sorting.test.ts, added to the demo tenant out of name
 * order so the id tie-breaker shows. Names differ only in a last ASCII capital (logins in a last
 * small letter), so any collation orders them alike.
 */
export const addSortingRows = async (db: Database) => {
  const companyId = await companyIdOf(db, DEMO_COMPANY_KEY);
  const [{ brokerId }] = await db
    .select({ brokerId: users.brokerId })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.login, 'corretor')));

  // inserted E first: among equal values the ids run E < D < C
  const holders = await db
    .insert(policyHolders)
    .values(
      (
        [
          ['E', '300.00', null],
          ['D', '300.00', 'C'],
          ['C', '300.00', 'A'],
          ['B', '100.00', 'A'],
          ['A', '500.00', 'B'],
          ['F', null, null],
        ] as const
      ).map(([letter, limitValue, riskClass], index) => ({
        companyId,
        name: `Ordenacao Tomador ${letter}`,
        cpfCnpj: `9900000000010${index}`,
        limitValue,
        riskClass,
      })),
    )
    .returning();
  const holderId = (letter: string) => holders.find((h) => h.name.endsWith(` ${letter}`))!.id;
  // the demo broker reaches A, C and E; B's request is still pending
  await db.insert(policyHolderNominations).values([
    ...['A', 'C', 'E'].map((letter) => ({
      companyId,
      policyHolderId: holderId(letter),
      brokerId: brokerId!,
      status: 'approved',
    })),
    { companyId, policyHolderId: holderId('B'), brokerId: brokerId!, status: 'pending' },
  ]);

  await db.insert(insureds).values(
    (
      [
        ['E', '40000000000001', true],
        ['D', '20000000000001', false],
        ['C', '50000000000001', true],
        ['B', '10000000000001', false],
        ['A', '30000000000001', true],
      ] as const
    ).map(([letter, cpfCnpj, isPrivate]) => ({
      companyId,
      name: `Ordenacao Segurado ${letter}`,
      cpfCnpj,
      isPrivate,
    })),
  );

  await db.insert(brokers).values(
    (
      [
        ['D', '20002'],
        ['C', '40004'],
        ['B', '10001'],
        ['A', '30003'],
      ] as const
    ).map(([letter, susepCode], index) => ({
      companyId,
      name: `Ordenacao Corretora ${letter}`,
      cnpj: `8800000000010${index}`,
      susepCode,
    })),
  );

  await db.insert(beneficiaries).values(
    (
      [
        ['C', '77000000000002'],
        ['A', '77000000000003'],
        ['B', '77000000000001'],
      ] as const
    ).map(([letter, cpfCnpj]) => ({
      companyId,
      name: `Ordenacao Beneficiario ${letter}`,
      cpfCnpj,
    })),
  );

  for (const [letter, isActive] of [
    ['c', true],
    ['a', false],
    ['b', true],
  ] as const) {
    await addUser(db, { login: `ordenacao${letter}`, isActive });
  }

  // the same instant for all three: only the id orders them
  const createdAt = new Date('2100-01-01T00:00:00Z');
  await db.insert(mailOutbox).values(
    ['B', 'A', 'C'].map((letter) => ({
      companyId,
      to: `ordem${letter}@exemplo.com.br`,
      subject: `Ordenacao ${letter}`,
      text: 'x',
      status: 'kept',
      createdAt,
    })),
  );
};
