import { describe, expect, it } from 'vitest';
import { changedRiskFields, riskChangeReason } from '../../domain/proposalRiskChange';

describe('changedRiskFields', () => {
  const approved = {
    PolicyHolderId: 1,
    InsuredAmountValue: '500000.00',
    StartDate: '2026-03-01',
    AdditionalCoverageIds: [3, 1],
    ComplementaryModalityId: null,
  };

  it('lists the fields that differ, in the screens’ order, with their pt-BR labels', () => {
    const changed = changedRiskFields(approved, {
      ...approved,
      StartDate: '2026-03-05',
      InsuredAmountValue: '600000.00',
    });
    expect(changed.map((field) => [field.key, field.label])).toEqual([
      ['StartDate', 'Início de vigência'],
      ['InsuredAmountValue', 'Importância segurada'],
    ]);
  });

  it('reads lists as sets, null as absent, and ignores keys the snapshot does not hold', () => {
    expect(
      changedRiskFields(approved, {
        ...approved,
        AdditionalCoverageIds: [1, 3],
        ComplementaryModalityId: undefined,
        InsuredLocationId: 9,
      }),
    ).toEqual([]);
  });

  it('names the fields in the reason the timeline and the analysis show', () => {
    expect(riskChangeReason(['Importância segurada'])).toBe(
      'Alteração de risco após a aprovação: Importância segurada. A proposta voltou para análise.',
    );
  });
});
