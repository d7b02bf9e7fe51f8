import { describe, expect, it } from 'vitest';
import {
  ccgTagCatalogue,
  DEFAULT_CCG_TEMPLATE,
  fillCcgTemplate,
  sampleCcgInput,
} from '../../domain/ccgTemplate';

describe('the CCG template’s tags', () => {
  it('fills the holder’s, the insurer’s and the guarantors’ tags', () => {
    const html = fillCcgTemplate(
      '<p>[NOME_TOMADOR] ([CPF_CNPJ_TOMADOR]) perante [NOME_SEGURADORA]; fiadores: [NOMES_FIADORES] ([QUANTIDADE_FIADORES]); CCG [NUMERO_CCG] em [TAG_DATA_ATUAL]</p>',
      sampleCcgInput,
    );
    expect(html).toBe(
      `<p>Construtora Horizonte Engenharia Ltda. (06.843.217/0001-40) perante ${sampleCcgInput.insurer?.Name}; fiadores: Marcos Antônio Ferraz, Luciana Ferraz Bueno (2); CCG A1B2C3D4 em 15/01/2026</p>`,
    );
  });

  it('lists each guarantor on its own line with the CPF masked', () => {
    expect(fillCcgTemplate('[FIADORES]', sampleCcgInput)).toBe(
      'Marcos Antônio Ferraz, CPF 529.982.247-25, e-mail marcos.ferraz@exemplo.com.br<br>' +
        'Luciana Ferraz Bueno, CPF 111.444.777-35, e-mail luciana.bueno@exemplo.com.br',
    );
  });

  it('leaves a tag without a value highlighted, and ordinary brackets as they are', () => {
    const html = fillCcgTemplate('[FIADORES] [NOME_SEGURADO] [nota]', {
      ...sampleCcgInput,
      guarantors: [],
    });
    expect(html).toBe('[FIADORES] <mark class="tag-missing">[NOME_SEGURADO]</mark> [nota]');
  });

  it('offers only tags a CCG can fill, and the default template uses only those', () => {
    const offered = new Set(ccgTagCatalogue.map((entry) => entry.tag));
    expect(offered.has('NOME_TOMADOR')).toBe(true);
    expect(offered.has('VALOR_IS')).toBe(false);
    const used = [...DEFAULT_CCG_TEMPLATE.matchAll(/\[([A-Z_]+)\]/g)].map((match) => match[1]);
    expect(used.filter((tag) => !offered.has(tag))).toEqual([]);
    expect(fillCcgTemplate(DEFAULT_CCG_TEMPLATE, sampleCcgInput)).not.toContain('tag-missing');
  });
});
