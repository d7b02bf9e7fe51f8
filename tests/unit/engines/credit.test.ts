import { describe, expect, it } from 'vitest';
import { CCGStatus } from '../../../domain/ccgStatus';
import { evaluateCredit } from '../../../domain/engines';
import { creditInput } from './fixtures';

describe('credit engine', () => {
  it('approves an active holder with a signed CCG and IS within the available limit', () => {
    // limit 1.000.000 − exposure (600.000 in force + 200.000 approved) = 200.000 available
    const input = creditInput();
    input.insuredAmount = '200000.00';
    const verdict = evaluateCredit(input);
    expect(verdict).toMatchObject({ engine: 'Credito', verdict: 'approved' });
    expect(verdict.reasons).toEqual([
      'Tomador ativo, sem bloqueios, CCG em ordem e importância segurada de R$ 200.000,00 dentro do limite disponível.',
    ]);
    expect(verdict.inputs).toMatchObject({
      InsuredAmountValue: '200000.00',
      LimitValue: '1000000.00',
      Exposure: {
        PoliciesInForce: '600000.00',
        ApprovedProposals: '200000.00',
        Total: '800000.00',
      },
      AvailableLimit: '200000.00',
      EconomicGroup: null,
    });
  });

  it('refers an IS one cent above the available limit, with the figures', () => {
    const input = creditInput();
    input.insuredAmount = '200000.01';
    expect(evaluateCredit(input)).toMatchObject({
      verdict: 'referred',
      reasons: [
        'Importância segurada de R$ 200.000,01 acima do limite disponível do tomador de R$ 200.000,00 (limite R$ 1.000.000,00 − exposição R$ 800.000,00).',
      ],
    });
  });

  it('refers a holder without a calculated limit', () => {
    const input = creditInput();
    input.holder.LimitValue = null;
    expect(evaluateCredit(input)).toMatchObject({
      verdict: 'referred',
      reasons: ['Tomador sem limite de crédito calculado.'],
    });
  });

  it('refuses an inactive or blocked holder, keeping every other finding', () => {
    const input = creditInput();
    input.holder.IsActive = false;
    input.holder.IsBlocked = true;
    input.holder.IsRestrictiveBlocked = true;
    expect(evaluateCredit(input)).toMatchObject({
      verdict: 'refused',
      reasons: ['Tomador inativo.', 'Tomador bloqueado.', 'Tomador com bloqueio restritivo.'],
    });
  });

  it('refers a restrictively blocked holder', () => {
    const input = creditInput();
    input.holder.IsRestrictiveBlocked = true;
    expect(evaluateCredit(input)).toMatchObject({
      verdict: 'referred',
      reasons: ['Tomador com bloqueio restritivo.'],
    });
  });

  it('refers an unsigned or missing CCG unless its signature is ignored', () => {
    const input = creditInput();
    input.holder.CcgStatus = CCGStatus.AguardandoAssinatura;
    expect(evaluateCredit(input)).toMatchObject({
      verdict: 'referred',
      reasons: ['CCG do tomador não assinado (status "Aguardando Assinatura").'],
    });
    input.holder.CcgStatus = null;
    expect(evaluateCredit(input).reasons).toEqual([
      'Tomador sem CCG (contrato de contragarantia).',
    ]);
    input.holder.IgnoreCcgSignature = true;
    expect(evaluateCredit(input).verdict).toBe('approved');
  });

  it('refers an IS above the economic group aggregate available limit', () => {
    const input = creditInput();
    input.economicGroup = {
      Name: 'Grupo Exemplo',
      LimitValue: '3000000.00',
      exposure: { policiesInForce: '2500000.00', approvedProposals: '450000.00' },
    };
    const verdict = evaluateCredit(input);
    expect(verdict).toMatchObject({
      verdict: 'referred',
      reasons: [
        'Importância segurada de R$ 100.000,00 acima do limite disponível do grupo econômico "Grupo Exemplo" de R$ 50.000,00 (limite R$ 3.000.000,00 − exposição R$ 2.950.000,00).',
      ],
    });
    expect(verdict.inputs.EconomicGroup).toEqual({
      Name: 'Grupo Exemplo',
      LimitValue: '3000000.00',
      PoliciesInForce: '2500000.00',
      ApprovedProposals: '450000.00',
      Total: '2950000.00',
      AvailableLimit: '50000.00',
    });
    input.economicGroup.exposure.approvedProposals = '400000.00';
    expect(evaluateCredit(input).verdict).toBe('approved');
  });

  it('refers a group without an aggregate limit', () => {
    const input = creditInput();
    input.economicGroup = {
      Name: null,
      LimitValue: null,
      exposure: { policiesInForce: '0', approvedProposals: '0' },
    };
    expect(evaluateCredit(input).reasons).toEqual([
      'Grupo econômico sem limite agregado definido.',
    ]);
  });

  it('adds money in decimals, not binary floats', () => {
    const input = creditInput();
    input.holder.LimitValue = '0.30';
    input.holder.exposure = { policiesInForce: '0.10', approvedProposals: '0.10' };
    input.insuredAmount = '0.10';
    expect(evaluateCredit(input).verdict).toBe('approved');
  });
});
