import { describe, expect, it } from 'vitest';
import { aboveAuthorityMessage, mayApprove } from '../../domain/approvalAuthority';

describe('alçadas', () => {
  it('lets a profile approve up to its limit, cent for cent', () => {
    expect(mayApprove('2000000.00', '2000000.00')).toBe(true);
    expect(mayApprove('2000000.01', '2000000.00')).toBe(false);
    expect(mayApprove('1999999.99', '2000000')).toBe(true);
    expect(mayApprove('0', '0')).toBe(true);
    expect(mayApprove('0.01', '0')).toBe(false);
  });

  it('does not bind a profile without a limit, nor a card without an IS', () => {
    expect(mayApprove('999999999999.99', null)).toBe(true);
    expect(mayApprove(null, '1000.00')).toBe(true);
  });

  it('tells the analyst the card is above their alçada, with both amounts in reais', () => {
    const message = aboveAuthorityMessage('2000000.00', '1500000.50');
    expect(message).toContain('acima da sua alçada');
    expect(message).toContain('R$ 2.000.000,00');
    expect(message).toContain('R$ 1.500.000,50');
  });
});
