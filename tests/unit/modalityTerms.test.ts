import { describe, expect, it } from 'vitest';
import { modalityHistoryLabels } from '../../domain/modalities';
import { findContractualTermType, tagsUsed, unknownTags } from '../../domain/modalityTerms';

describe('modality term tags', () => {
  it('reads bracketed identifiers as tags, once each, and leaves bracketed prose alone', () => {
    expect(
      tagsUsed('<p>[VALOR_IS] ([VALOR_IS_EXT]) [nº 045/2025] [VALOR_IS] [EmailContato]</p>'),
    ).toEqual(['VALOR_IS', 'VALOR_IS_EXT', 'EmailContato']);
    expect(tagsUsed('[<b>x</b>] [ ] [1º]')).toEqual([]);
  });

  it('names the tags neither the engine nor the tenant knows', () => {
    const text = '[NOME_TOMADOR] [NOME_TOMADOR_X] [EmailContato] [Telefone]';
    expect(unknownTags(text, ['EmailContato'])).toEqual(['NOME_TOMADOR_X', 'Telefone']);
    expect(unknownTags(text, [])).toEqual(['NOME_TOMADOR_X', 'EmailContato', 'Telefone']);
  });

  it('knows the five term types and labels their history rows', () => {
    expect(findContractualTermType(1)?.name).toBe('Objeto');
    expect(findContractualTermType(6)).toBeUndefined();
    expect(modalityHistoryLabels.ContractualTerm1).toBe('Termo contratual: Objeto');
    expect(modalityHistoryLabels.ParticularClause).toBe('Cláusula particular');
    expect(modalityHistoryLabels.RequiredDocument).toBe('Documento obrigatório');
  });
});
