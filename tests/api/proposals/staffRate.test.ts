import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialCalculation, ProposalDetail } from '../../../domain/contracts/proposals';
import { pricingMessages, RATE_OVERRIDE_BOUNDS, rateOverrideBounds } from '../../../domain/pricing';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { createQuote, quoteBody } from './helpers';

let t: TestApp;
let admin: Caller;
let corretor: Caller;

beforeAll(async () => {
  ({ t, admin, corretor } = await signedInApp(['admin', 'corretor']));
});
afterAll(() => t.close());

describe('the insurer’s rate (RiskRate)', () => {
  it('prices and saves the staff’s rate within the bounds of the starting rate, as the portal sends it', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    // Alvorada is class B: 1,2 % a.a., so the staff may go from 0,6 % to 3,6 %
    const preview = await admin.post('/api/Proposal/CalculateFinancialData', {
      ProposalUniqueId: quote.UniqueId,
      Version: quote.Version,
      RiskRate: '2,4',
    });
    expectStatus(preview, 200);
    expect(preview.data as FinancialCalculation).toMatchObject({
      StartingTax: '1.2000',
      Tax: '2.4000',
      // R$ 500.000,00 × 2,4 % × 90 ÷ 365
      InsurancePremium: '2958.90',
    });
    const saved = await admin.post('/api/Proposal/UpdateCalculateFinancialData', {
      ProposalUniqueId: quote.UniqueId,
      Version: quote.Version,
      RiskRate: '2,4',
    });
    expectStatus(saved, 200);
    expect(saved.data as ProposalDetail).toMatchObject({ RiskRate: '2.4000', Version: 2 });
    // the broker's recalculation without RiskRate keeps the insurer's rate
    const again = await corretor.post('/api/Proposal/CalculateFinancialData', {
      ProposalUniqueId: quote.UniqueId,
      Version: 2,
    });
    expect((again.data as FinancialCalculation).Tax).toBe('2.4000');
  });

  it('refuses a rate outside the bounds with the message the portal shows under the field', async () => {
    const quote = await createQuote(corretor, await quoteBody(t.db));
    const refused = await admin.post('/api/Proposal/CalculateFinancialData', {
      ProposalUniqueId: quote.UniqueId,
      Version: quote.Version,
      RiskRate: '0,5',
    });
    expectStatus(refused, 400);
    const { minimum, maximum } = rateOverrideBounds('1.2');
    expect(refused.errors).toEqual([
      pricingMessages.rateOutOfBounds(minimum, maximum, '1.2', RATE_OVERRIDE_BOUNDS),
    ]);
    expect(refused.errors[0]).toMatch(/^A taxa deve ficar entre 0,6 % a\.a\. e 3,6 % a\.a\./);
  });
});
