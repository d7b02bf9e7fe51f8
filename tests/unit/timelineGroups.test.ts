import { describe, expect, it } from 'vitest';
import {
  ProposalTimelineSituation as S,
  TimelineSituationGroup as G,
  timelineSituationGroupOf,
} from '../../domain/timeline';

describe('timelineSituationGroupOf', () => {
  it('puts the quote under Cotação, the analysis steps under Proposta and issuance under Emissão', () => {
    expect(timelineSituationGroupOf(S.Cotacao)).toBe(G.Cotacao);
    for (const step of [S.Cadastro, S.Credito, S.Subscricao, S.Resseguro]) {
      expect(timelineSituationGroupOf(step)).toBe(G.Proposta);
    }
    expect(timelineSituationGroupOf(S.Emissao)).toBe(G.Emissao);
    expect(timelineSituationGroupOf(42)).toBe(G.Proposta);
  });
});
