import type { ProposalPremiumInput, ProposalPremiumOptions } from '../../../domain/pricing';

/** The reference day of every pricing test. */
export const TODAY = '2026-03-10';

export const licitante = {
  name: 'Licitante',
  minInsurancePremium: '100.00',
  baseRate: '0.5000',
  canUseModalityTax: true,
  maxInsuredAmountValue: '5000000.00',
  minPeriodInDays: 30,
  maxPeriodInDays: 1825,
  maxRetroactivityDays: 30,
  maxFutureDays: 60,
};

export const boleto = {
  MaxInstallments: 10,
  MinInstallmentValue: '200.00',
  PossibleGracePeriodsInDays: [0, 15, 30],
};

/** The worked example: IS R$ 1.000.000,00 at 0,5 % a.a. for 180 days, 20 % commission. */
export const baseInput = (overrides: Partial<ProposalPremiumInput> = {}): ProposalPremiumInput => ({
  insuredAmountValue: '1000000.00',
  startDate: TODAY,
  deadlineDays: 180,
  modality: licitante,
  holderBaseRate: '0.80',
  calculatePerComissionPercentage: true,
  comissionPercentage: '20',
  commissionRange: { minPercentage: '0', maxPercentage: '30' },
  ...overrides,
});

export const baseOptions = (
  overrides: Partial<ProposalPremiumOptions> = {},
): ProposalPremiumOptions => ({ today: TODAY, installmentParameter: boleto, ...overrides });
