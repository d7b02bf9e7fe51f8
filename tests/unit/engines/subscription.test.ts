import { describe, expect, it } from 'vitest';
import { evaluateSubscription, isStandard } from '../../../domain/engines';
import { subscriptionInput } from './fixtures';

describe('subscription engine', () => {
  it('approves an enabled modality with IS, term and texts within its standard', () => {
    const verdict = evaluateSubscription(subscriptionInput());
    expect(verdict).toMatchObject({ engine: 'Subscricao', verdict: 'approved' });
    expect(verdict.reasons).toEqual([
      'Modalidade "Licitante" habilitada para emissão automática, com importância segurada, prazo e textos dentro do padrão.',
    ]);
    expect(verdict.inputs).toMatchObject({
      InsuredAmountValue: '100000.00',
      MaxInsuredAmountAutomaticValue: '1000000.00',
      DeadlineDays: 180,
    });
  });

  it('refers a modality not enabled for automatic emission', () => {
    const input = subscriptionInput();
    input.modality.EnabledForAutomaticEmission = false;
    expect(evaluateSubscription(input)).toMatchObject({
      verdict: 'referred',
      reasons: ['Modalidade "Licitante" não habilitada para emissão automática.'],
    });
  });

  it('refers an IS above the automatic maximum, stating the maximum in BRL', () => {
    const input = subscriptionInput();
    input.insuredAmount = '1000000.00';
    expect(evaluateSubscription(input).verdict).toBe('approved');
    input.insuredAmount = '1000000.01';
    expect(evaluateSubscription(input)).toMatchObject({
      verdict: 'referred',
      reasons: [
        'Importância segurada de R$ 1.000.000,01 acima do máximo para emissão automática da modalidade "Licitante", que é de R$ 1.000.000,00.',
      ],
    });
  });

  it('refers a modality without an automatic maximum', () => {
    const input = subscriptionInput();
    input.modality.MaxInsuredAmountAutomaticValue = null;
    expect(evaluateSubscription(input).reasons).toEqual([
      'Modalidade "Licitante" sem importância segurada máxima para emissão automática.',
    ]);
  });

  it.each([
    [29, 'Prazo de 29 dias menor que o mínimo da modalidade "Licitante", que é de 30 dias.'],
    [731, 'Prazo de 731 dias maior que o máximo da modalidade "Licitante", que é de 730 dias.'],
  ])('refers a term of %i days', (days, reason) => {
    const input = subscriptionInput();
    input.deadlineDays = days;
    expect(evaluateSubscription(input)).toMatchObject({ verdict: 'referred', reasons: [reason] });
  });

  it('accepts the term bounds themselves', () => {
    for (const days of [30, 730]) {
      const input = subscriptionInput();
      input.deadlineDays = days;
      expect(evaluateSubscription(input).verdict).toBe('approved');
    }
  });

  it('refers a restricted activity only when the modality is disabled for it', () => {
    const input = subscriptionInput();
    input.restrictedBranchActivity = true;
    expect(evaluateSubscription(input)).toMatchObject({
      verdict: 'referred',
      reasons: [
        'Atividade do tomador "Construção de edifícios" é de ramo restritivo, e a modalidade "Licitante" está desabilitada para ramo de atividade restritivo.',
      ],
    });
    input.modality.DisabledForRestrictiveBranchActivity = false;
    expect(evaluateSubscription(input).verdict).toBe('approved');
  });

  it('refers an object or particular clauses other than the modality standard', () => {
    const input = subscriptionInput();
    input.contractualObject = {
      proposal: ['Garantir a proposta do [NOME_TOMADOR] no edital 12.'],
      standard: ['Garantir a proposta do [NOME_TOMADOR] no edital [NUMERO_EDITAL].'],
    };
    input.particularClauses = false;
    expect(evaluateSubscription(input)).toMatchObject({
      verdict: 'referred',
      reasons: [
        'Objeto contratual diferente do padrão da modalidade "Licitante".',
        'Cláusulas particulares diferentes do padrão da modalidade "Licitante".',
      ],
    });
  });

  it('compares texts in order, ignoring surrounding and repeated whitespace', () => {
    expect(isStandard({ proposal: [' a  b ', 'c'], standard: ['a b', 'c'] })).toBe(true);
    expect(isStandard({ proposal: ['c', 'a b'], standard: ['a b', 'c'] })).toBe(false);
    expect(isStandard({ proposal: ['a b'], standard: ['a b', 'c'] })).toBe(false);
    expect(isStandard({ proposal: [], standard: [] })).toBe(true);
  });
});
