import { describe, expect, it } from 'vitest';
import {
  jobDay,
  renewalTerm,
  termEnded,
  windowEnd,
  withinDaysOfEnd,
} from '../../../domain/policyExpiry';

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

  it('renews a term from the day after its end, as long as it was', () => {
    // one year ending the day before the anniversary
    expect(renewalTerm('2026-01-01', '2026-12-31')).toEqual({
      startDate: '2027-01-01',
      endDate: '2027-12-31',
    });
    // one year ending on the anniversary: still one year over a leap day
    expect(renewalTerm('2027-03-15', '2028-03-15')).toEqual({
      startDate: '2028-03-16',
      endDate: '2029-03-16',
    });
    // two years
    expect(renewalTerm('2025-06-10', '2027-06-09')).toEqual({
      startDate: '2027-06-10',
      endDate: '2029-06-09',
    });
    // 29 February on a common year falls on the 28th
    expect(renewalTerm('2027-03-01', '2028-02-29')).toEqual({
      startDate: '2028-03-01',
      endDate: '2029-02-28',
    });
    // 90 days from start to end keeps 90 days
    expect(renewalTerm('2026-10-01', '2026-12-30')).toEqual({
      startDate: '2026-12-31',
      endDate: '2027-03-31',
    });
  });
});
