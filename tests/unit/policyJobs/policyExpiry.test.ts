import { describe, expect, it } from 'vitest';
import { jobDay, termEnded, windowEnd, withinDaysOfEnd } from '../../../domain/policyExpiry';

describe('policy expiry calendar (Brasília days)', () => {
  it('counts the job day in Brasília, not UTC', () => {
    expect(jobDay(new Date('2027-01-01T02:30:00Z'))).toBe('2026-12-31');
    expect(jobDay(new Date('2027-01-01T03:00:00Z'))).toBe('2027-01-01');
  });

  it('ends a term after its end date, never on it (the term runs to 24:00)', () => {
    expect(termEnded('2026-12-31', '2026-12-31')).toBe(false);
    expect(termEnded('2026-12-31', '2027-01-01')).toBe(true);
    expect(termEnded('2026-12-31', jobDay(new Date('2027-01-01T02:30:00Z')))).toBe(false);
  });

  it('opens a window the given days before the end, until the end date', () => {
    expect(withinDaysOfEnd('2027-03-31', '2027-01-30', 60)).toBe(true);
    expect(withinDaysOfEnd('2027-03-31', '2027-01-29', 60)).toBe(false);
    expect(withinDaysOfEnd('2027-03-31', '2027-03-31', 60)).toBe(true);
    expect(withinDaysOfEnd('2027-03-31', '2027-04-01', 60)).toBe(false);
    expect(withinDaysOfEnd('2027-03-31', '2027-03-30', 0)).toBe(false);
    expect(windowEnd('2027-01-30', 60)).toBe('2027-03-31');
  });
});
