import { describe, expect, it } from 'vitest';
import {
  formatPolicyNumber,
  isValidPolicyNumber,
  policyCheckDigit,
} from '../../domain/policyNumber';

describe('policy number', () => {
  it('is RRRR.AAAA.NNNNNNN-D with a modulo-11 digit', () => {
    // 0775 2026 0000124: weights 2..9 from the right → sum 200, 11 − (200 mod 11) = 9
    expect(policyCheckDigit('077520260000124')).toBe(9);
    expect(formatPolicyNumber('0775', 2026, 124)).toBe('0775.2026.0000124-9');
    // …0000123 sums 198, remainder 0: 11 − 0 = 11 becomes 0
    expect(formatPolicyNumber('0775', 2026, 123)).toBe('0775.2026.0000123-0');
  });

  it('turns remainders 0 and 1 into the digit 0', () => {
    for (let sequence = 1; sequence < 2000; sequence++) {
      const number = formatPolicyNumber('0776', 2027, sequence);
      const digit = Number(number.at(-1));
      expect(digit).toBeGreaterThanOrEqual(0);
      expect(digit).toBeLessThanOrEqual(9);
      expect(isValidPolicyNumber(number)).toBe(true);
    }
  });

  it('catches a mistyped digit and two swapped neighbours', () => {
    const number = formatPolicyNumber('0775', 2026, 4567);
    const digits = number.replace(/\D/g, '');
    let caught = 0;
    let tried = 0;
    for (let i = 0; i < digits.length - 1; i++) {
      const typo = digits.slice(0, i) + ((Number(digits[i]) + 1) % 10) + digits.slice(i + 1);
      tried++;
      if (policyCheckDigit(typo.slice(0, 15)) !== Number(typo[15])) caught++;
    }
    expect(caught).toBe(tried);
    expect(isValidPolicyNumber('0775.2026.0004576-' + number.at(-1))).toBe(
      policyCheckDigit('077520260004576') === Number(number.at(-1)),
    );
  });

  it('refuses what is not a policy number', () => {
    expect(isValidPolicyNumber('0775.2026.0000123-5')).toBe(false);
    expect(isValidPolicyNumber('0775.2026.0000124-9')).toBe(true);
    expect(isValidPolicyNumber('0775-2026-0000123-4')).toBe(false);
    expect(isValidPolicyNumber('')).toBe(false);
    expect(() => formatPolicyNumber('775', 2026, 1)).toThrow(RangeError);
    expect(() => formatPolicyNumber('0775', 2026, 0)).toThrow(RangeError);
    expect(() => formatPolicyNumber('0775', 2026, 10_000_000)).toThrow(RangeError);
  });
});
