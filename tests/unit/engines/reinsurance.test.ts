import { describe, expect, it } from 'vitest';
import { evaluateReinsurance } from '../../../domain/engines';

describe('reinsurance engine', () => {
  it('approves an IS up to the retention limit', () => {
    expect(
      evaluateReinsurance({ insuredAmount: '5000000.00', retentionLimit: '5000000.00' }),
    ).toEqual({
      engine: 'Resseguro',
      verdict: 'approved',
      reasons: [
        'Importância segurada de R$ 5.000.000,00 dentro do limite de retenção da seguradora.',
      ],
      inputs: { InsuredAmountValue: '5000000.00', RetentionLimit: '5000000.00' },
    });
  });

  it('refers an IS above the retention limit for facultative placement', () => {
    expect(
      evaluateReinsurance({ insuredAmount: '5000000.01', retentionLimit: '5000000' }),
    ).toMatchObject({
      verdict: 'referred',
      reasons: [
        'Importância segurada de R$ 5.000.000,01 acima do limite de retenção da seguradora, que é de R$ 5.000.000,00: requer colocação de resseguro facultativo.',
      ],
    });
  });

  it('refers when the tenant has no retention limit', () => {
    expect(evaluateReinsurance({ insuredAmount: '1', retentionLimit: null })).toMatchObject({
      verdict: 'referred',
      reasons: ['Limite de retenção da seguradora não configurado.'],
      inputs: { InsuredAmountValue: '1.00', RetentionLimit: null },
    });
  });
});
