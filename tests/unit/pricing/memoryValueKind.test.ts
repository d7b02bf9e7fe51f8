import { describe, expect, it } from 'vitest';
import { calculateProposalPremium } from '../../../domain/pricing';
import { valueKindOfText } from '../../../domain/pricing/memory';
import { baseInput, baseOptions } from './fixtures';

describe('valueKindOfText', () => {
  it("reads back from its text the kind of every step of a premium's memory", () => {
    const outcome = calculateProposalPremium(baseInput(), baseOptions());
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    const memory = outcome.result.CalculationMemory;
    expect(memory.length).toBeGreaterThan(5);
    for (const step of memory) {
      // days and counts are both whole numbers: the screens write them alike
      const expected = step.kind === 'days' ? 'count' : step.kind;
      expect(valueKindOfText(step.value), step.key).toBe(expected);
    }
  });

  it('tells money, rates and whole numbers apart', () => {
    expect(valueKindOfText('2465.75')).toBe('money');
    expect(valueKindOfText('-12.50')).toBe('money');
    expect(valueKindOfText('0.5000')).toBe('rate');
    expect(valueKindOfText('180')).toBe('count');
  });
});
