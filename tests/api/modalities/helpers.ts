import { and, eq } from 'drizzle-orm';
import type { ModalityAnswer, ModalityListItem } from '../../../domain/modalities';
import type { Database } from '../../../server/db/client';
import { modalities } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { type Caller, expectStatus } from '../support/caller';
import { companyIdOf } from '../support/fixtures';

/** The renewal tests read expectStatus from here. */
export { expectStatus };

/** A seeded modality of the demo tenant, by name. */
export const seededModality = async (db: Database, name: string) => {
  const companyId = await companyIdOf(db, DEMO_COMPANY_KEY);
  const [row] = await db
    .select()
    .from(modalities)
    .where(and(eq(modalities.companyId, companyId), eq(modalities.name, name)));
  return row;
};

export const readModality = async (caller: Caller, id: number) => {
  const answer = await caller.get('/api/Core/GetModality', { modalityId: String(id) });
  expectStatus(answer, 200);
  return answer.data as ModalityAnswer;
};

export type { ModalityAnswer, ModalityListItem };

/** Every field InsertModality needs, valid. */
export const newModalityFields = (name: string) => ({
  Name: name,
  Ref: 'GT-99',
  MaxInsuredAmountValue: '8000000.00',
  MaxInsuredAmountAutomaticValue: '1500000.00',
  MinInsurancePremium: '200.00',
  BaseRate: '0.75',
  MaxRetroactivityDays: 15,
  MaxFutureDays: 45,
  MinPeriodInDays: 60,
  MaxPeriodInDays: 730,
  EnabledForAutomaticEmission: true,
});
