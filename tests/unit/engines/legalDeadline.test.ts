import { describe, expect, it } from 'vitest';
import { isDueWithin, legalAcceptanceDeadline } from '../../../domain/engines';

describe('legal acceptance deadline (Lei 15.040/2024)', () => {
  it('is 25 days after submission, across a month end', () => {
    expect(legalAcceptanceDeadline(new Date(2026, 0, 20, 14, 30))).toEqual(
      new Date(2026, 1, 14, 14, 30),
    );
  });

  it('is due within 5 days from 5 days before, overdue included', () => {
    const deadline = new Date(2026, 1, 14);
    expect(isDueWithin(deadline, new Date(2026, 1, 8))).toBe(false);
    expect(isDueWithin(deadline, new Date(2026, 1, 9, 23, 59))).toBe(true);
    expect(isDueWithin(deadline, new Date(2026, 1, 14))).toBe(true);
    expect(isDueWithin(deadline, new Date(2026, 1, 20))).toBe(true);
    expect(isDueWithin(deadline, new Date(2026, 1, 4), 10)).toBe(true);
  });
});
