import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type TemplateData,
  type TemplateLocation,
  type TemplateProposal,
  renderTemplate,
  renderToHtml,
  renderToText,
  sampleTemplateData,
  templateTagCatalogue,
  templateTagGroups,
} from '../../domain/templates';

const holderMain: TemplateLocation = {
  IsMain: true,
  AddressName: 'Rua Funchal',
  Number: '418',
  Complement: 'Conjunto 2101',
  Neighborhood: 'Vila Olímpia',
  CityName: 'São Paulo',
  StateName: 'São Paulo',
  ZipCode: '04551060',
};

const policy: TemplateProposal = {
  PolicyNumber: '0775.20.2025.0001234',
  Modality: { Name: 'Executante Construtor' },
  StartDate: '2025-03-01',
  EndDate: '2026-03-01',
  DeadlineDays: 365,
  InsuredAmountValue: '1500000.00',
  ComplementaryModality: { Id: 12, Name: 'Ações Trabalhistas e Previdenciárias' },
  ComplementaryStartDate: '2025-03-01',
  ComplementaryEndDate: '2026-05-30',
  ComplementaryDeadlineDays: '455',
  ComplementaryInsuredAmountValue: 300000.5,
  PolicyHolder: {
    Name: 'Construtora Horizonte Engenharia Ltda.',
    CpfCnpj: '06843217000140',
    Locations: [
      { IsMain: false, AddressName: 'Rua Antiga', Number: '1', CityName: 'Osasco' },
      holderMain,
    ],
  },
  Insured: {
    Name: 'Município de Campinas',
    CpfCnpj: '46395333000168',
    Locations: [
      {
        IsMain: true,
        Address: 'Avenida Anchieta',
        Number: '200',
        Neighborhood: 'Centro',
        City: { Name: 'Campinas' },
        StateProvince: { Name: 'São Paulo' },
        ZipCode: '13015-904',
      },
    ],
  },
  ContractualTerms: {
    Object: [{ Value: 'Garantir o Contrato nº 045/2025.' }, { Value: 'Obra da UBS Aurélia.' }],
    ParticularClausule: [{ Value: '<p>Não garante <strong>multas</strong> punitivas.</p>' }],
  },
};

const endorsement = {
  EndorsementTypeId: 2,
  ObjectJSON: JSON.stringify({ INI_VIGENCIA: '2025-03-01', FIM_VIGENCIA: '2026-09-01' }),
  InsuredAmountValue: '1650000',
  ComplementaryInsuredAmountValue: '330000',
  ReasonEndorsementRequestDescription: 'Prorrogação de prazo',
  PolicyHolder: {
    Nome: 'Construtora Horizonte S.A.',
    CpfCnpj: '06843217000140',
    Endereco: {
      AddressName: 'Avenida Faria Lima',
      Number: '3500',
      Neighborhood: 'Itaim Bibi',
      CityName: 'São Paulo',
      StateName: 'São Paulo',
      ZipCode: '04538132',
    },
  },
  ContractualTerms: { Object: [{ Value: 'Prorrogar o Contrato nº 045/2025 por 184 dias.' }] },
};

const data: TemplateData = {
  proposal: policy,
  endorsement,
  insurer: {
    Name: 'Garantia Brasil Seguros S.A.',
    Cnpj: '33247156000120',
    AddressName: 'Avenida Paulista',
    Number: '1000',
    Complement: '12º andar',
    Neighborhood: 'Bela Vista',
    CityName: 'São Paulo',
    StateName: 'São Paulo',
    ZipCode: '01311000',
  },
  today: '2025-09-15',
};

const holderAddress =
  'Rua Funchal, 418 - Conjunto 2101, Vila Olímpia, São Paulo - São Paulo, CEP 04551-060';
const insuredAddress = 'Avenida Anchieta, 200, Centro, Campinas - São Paulo, CEP 13015-904';

const filled: Record<string, string> = {
  NUMERO_APOLICE: '0775.20.2025.0001234',
  MODALIDADE: 'Executante Construtor',
  INI_VIGENCIA: '01/03/2025',
  FIM_VIGENCIA: '01/09/2026',
  PRAZO_DIAS: '365',
  PRAZO_DIAS_APOLICE: '820',
  VALOR_IS: 'R$ 1.500.000,00',
  VALOR_IS_EXT: 'um milhão e quinhentos mil reais',
  MODALIDADE_COMPLEMENTAR: 'Ações Trabalhistas e Previdenciárias',
  INI_VIGENCIA_COMPLEMENTAR: '01/03/2025',
  FIM_VIGENCIA_COMPLEMENTAR: '30/05/2026',
  PRAZO_DIAS_COMPLEMENTAR: '455',
  VALOR_IS_COMPLEMENTAR: 'R$ 300.000,50',
  VALOR_IS_EXT_COMPLEMENTAR: 'trezentos mil reais e cinquenta centavos',
  OBJETO: 'Garantir o Contrato nº 045/2025.\nObra da UBS Aurélia.',
  CLAUSULAS_PARTICULARES: 'Não garante multas punitivas.',
  NOME_TOMADOR: 'Construtora Horizonte Engenharia Ltda.',
  CPF_CNPJ_TOMADOR: '06.843.217/0001-40',
  ENDERECO_TOMADOR: holderAddress,
  NOME_SEGURADO: 'Município de Campinas',
  CPF_CNPJ_SEGURADO: '46.395.333/0001-68',
  ENDERECO_SEGURADO: insuredAddress,
  NOME_SEGURADORA: 'Garantia Brasil Seguros S.A.',
  CNPJ_SEGURADORA: '33.247.156/0001-20',
  LOGRADOURO_SEGURADORA: 'Avenida Paulista',
  NUMERO_SEGURADORA: '1000',
  BAIRRO_SEGURADORA: 'Bela Vista',
  CIDADE_SEGURADORA: 'São Paulo',
  ESTADO_SEGURADORA: 'São Paulo',
  CEP_SEGURADORA: '01311-000',
  ENDERECO_SEGURADORA:
    'Avenida Paulista, 1000 - 12º andar, Bela Vista, São Paulo - São Paulo, CEP 01311-000',
  TAG_MOTIVO: 'Prorrogação de prazo',
  TAG_NOME_TOMADOR: 'Construtora Horizonte S.A.',
  TAG_ENDERECO_TOMADOR:
    'Avenida Faria Lima, 3500, Itaim Bibi, São Paulo - São Paulo, CEP 04538-132',
  TAG_NOME_SEGURADO: 'Município de Campinas',
  TAG_ENDERECO_SEGURADO: insuredAddress,
  TAG_DATA_ATUAL: '15/09/2025',
  TAG_NUMERO_APOLICE: '0775.20.2025.0001234',
  TAG_MODALIDADE_BASICA: 'Executante Construtor',
  TAG_VALOR_IS_APOLICE: 'R$ 1.500.000,00',
  TAG_VALOR_IS_ENDOSSO: 'R$ 1.650.000,00',
  TAG_VALOR_IS_COMPLEMENTAR_ANTERIOR: 'R$ 300.000,50',
  TAG_VALOR_IS_COMPLEMENTAR_NOVO: 'R$ 330.000,00',
  TAG_FIM_VIGENCIA_APOLICE: '01/03/2026',
  TAG_FIM_VIGENCIA_ENDOSSO: '01/09/2026',
  TAG_OBJETO: 'Prorrogar o Contrato nº 045/2025 por 184 dias.',
  TAG_CLAUSULAS_PARTICULARES: 'Não garante multas punitivas.',
};

const tags = templateTagCatalogue.map((entry) => entry.tag);

afterEach(() => {
  vi.useRealTimers();
});

describe('tag catalogue', () => {
  it('describes every tag in pt-BR under one of the editor groups', () => {
    expect(new Set(tags).size).toBe(tags.length);
    for (const entry of templateTagCatalogue) {
      expect(entry.description).not.toBe('');
      expect(templateTagGroups).toContain(entry.group);
    }
    expect(templateTagCatalogue.find((entry) => entry.tag === 'TAG_MOTIVO')?.group).toBe('Endosso');
    expect(templateTagCatalogue.find((entry) => entry.tag === 'CNPJ_SEGURADORA')?.group).toBe(
      'Seguradora',
    );
  });

  it('is the list the tests below check, no more and no less', () => {
    expect([...tags].sort()).toEqual(Object.keys(filled).sort());
  });
});

describe('renderTemplate: every tag', () => {
  it.each(Object.entries(filled))('fills [%s] as %j', (tag, value) => {
    expect(renderTemplate(`[${tag}]`, data)).toEqual([{ kind: 'tag', tag, value }]);
  });

  it.each(tags)('leaves [%s] missing without data', (tag) => {
    expect(renderTemplate(`Valor: [${tag}].`, { today: 'sem data' })).toEqual([
      { kind: 'text', text: 'Valor: ' },
      { kind: 'missing', tag },
      { kind: 'text', text: '.' },
    ]);
  });

  it('writes today as the current date when none is given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 1, 3, 10, 30));
    expect(renderToText('[TAG_DATA_ATUAL]')).toBe('03/02/2026');
  });
});

describe('days', () => {
  it('counts the days between the dates when the day count is absent', () => {
    const proposal = { StartDate: '2025-01-01', EndDate: '2025-12-31' };
    expect(renderToText('[PRAZO_DIAS] [PRAZO_DIAS_APOLICE]', { proposal })).toBe('364 364');
  });

  it('shows days as whole numbers', () => {
    expect(renderToText('[PRAZO_DIAS]', { proposal: { DeadlineDays: '180.0' } })).toBe('180');
  });

  it('adds the complementary days to the policy term only when there are any', () => {
    const proposal = { DeadlineDays: 365, ComplementaryDeadlineDays: 90 };
    expect(renderToText('[PRAZO_DIAS_APOLICE]', { proposal })).toBe('455');
    expect(renderToText('[PRAZO_DIAS_APOLICE]', { proposal: { DeadlineDays: 365 } })).toBe('365');
    expect(
      renderToText('[PRAZO_DIAS_APOLICE]', { proposal: { ComplementaryDeadlineDays: 90 } }),
    ).toBe('[PRAZO_DIAS_APOLICE]');
  });
});

describe('amount in words', () => {
  it.each([
    ['1234.56', 'mil, duzentos e trinta e quatro reais e cinquenta e seis centavos'],
    ['1.000.000,00', 'um milhão de reais'],
    [1, 'um real'],
  ])('writes %j as %j', (amount, words) => {
    expect(renderToText('[VALOR_IS_EXT]', { proposal: { InsuredAmountValue: amount } })).toBe(
      words,
    );
  });
});

describe('party addresses', () => {
  it('takes the main location, wherever it is in the list', () => {
    expect(renderToText('[ENDERECO_TOMADOR]', { proposal: policy })).toBe(holderAddress);
  });

  it('takes the first location when none is marked main', () => {
    const proposal = {
      PolicyHolder: {
        Locations: [
          { AddressName: 'Rua A', Number: '10', CityName: 'Osasco', StateName: 'São Paulo' },
          { AddressName: 'Rua B', Number: '20', CityName: 'Barueri', StateName: 'São Paulo' },
        ],
      },
    };
    expect(renderToText('[ENDERECO_TOMADOR]', { proposal })).toBe('Rua A, 10, Osasco - São Paulo');
  });

  it("uses the proposal's InsuredLocation before the insured's main location", () => {
    const proposal = {
      ...policy,
      InsuredLocation: {
        AddressName: 'Rua Sales de Oliveira',
        Number: '1661',
        Neighborhood: 'Vila Industrial',
        CityName: 'Campinas',
        StateName: 'São Paulo',
        ZipCode: '13035270',
      },
    };
    const address =
      'Rua Sales de Oliveira, 1661, Vila Industrial, Campinas - São Paulo, CEP 13035-270';
    expect(renderToText('[ENDERECO_SEGURADO]|[TAG_ENDERECO_SEGURADO]', { proposal })).toBe(
      `${address}|${address}`,
    );
  });

  it('writes only the parts of an address that are known', () => {
    const proposal = { Insured: { Locations: [{ IsMain: true, CityName: 'Campinas' }] } };
    expect(renderToText('[ENDERECO_SEGURADO]', { proposal })).toBe('Campinas');
    const noPlace = { Insured: { Locations: [{ IsMain: true, ZipCode: '13015904' }] } };
    expect(renderToText('[ENDERECO_SEGURADO]', { proposal: noPlace })).toBe('[ENDERECO_SEGURADO]');
  });

  it("masks a person's CPF", () => {
    const proposal = { PolicyHolder: { Name: 'Maria Souza', CpfCnpj: '52998224725' } };
    expect(renderToText('[CPF_CNPJ_TOMADOR]', { proposal })).toBe('529.982.247-25');
  });

  it("falls back to the policy's parties in endorsement tags", () => {
    const withoutParties = { EndorsementTypeId: 2 };
    expect(
      renderToText('[TAG_NOME_TOMADOR] / [TAG_ENDERECO_TOMADOR]', {
        proposal: policy,
        endorsement: withoutParties,
      }),
    ).toBe(`Construtora Horizonte Engenharia Ltda. / ${holderAddress}`);
  });
});

describe('endorsement dates', () => {
  const template = '[INI_VIGENCIA] a [FIM_VIGENCIA] (endosso até [TAG_FIM_VIGENCIA_ENDOSSO])';
  const json = { INI_VIGENCIA: '2025-06-01', FIM_VIGENCIA: '2026-09-01' };

  it("type 1 (cancelamento) takes the policy's own dates, whatever its JSON object says", () => {
    const cancel = { EndorsementTypeId: 1, ObjectJSON: json };
    expect(renderToText(template, { proposal: policy, endorsement: cancel })).toBe(
      '01/03/2025 a 01/03/2026 (endosso até 01/03/2026)',
    );
  });

  it("type 2 (alteração) takes the dates of the endorsement's JSON object", () => {
    const change = { EndorsementTypeId: 2, ObjectJSON: JSON.stringify(json) };
    expect(renderToText(template, { proposal: policy, endorsement: change })).toBe(
      '01/06/2025 a 01/09/2026 (endosso até 01/09/2026)',
    );
  });

  it("type 2 falls back to the policy's dates when the JSON object lacks them", () => {
    const onlyEnd = { EndorsementTypeId: 2, ObjectJSON: { FIM_VIGENCIA: '01/12/2026' } };
    expect(renderToText(template, { proposal: policy, endorsement: onlyEnd })).toBe(
      '01/03/2025 a 01/12/2026 (endosso até 01/12/2026)',
    );
    const broken = { EndorsementTypeId: 2, ObjectJSON: '{não é json' };
    expect(renderToText(template, { proposal: policy, endorsement: broken })).toBe(
      '01/03/2025 a 01/03/2026 (endosso até 01/03/2026)',
    );
  });

  it('without an endorsement the proposal dates are used and the endorsement end is missing', () => {
    expect(renderToText(template, { proposal: policy })).toBe(
      '01/03/2025 a 01/03/2026 (endosso até [TAG_FIM_VIGENCIA_ENDOSSO])',
    );
  });
});

describe('renderToHtml', () => {
  it('passes the template HTML through, escapes values and highlights missing tags', () => {
    const proposal = {
      PolicyHolder: { Name: 'Silva & Filhos <Engenharia> "SPE"' },
      InsuredAmountValue: 1000,
    };
    expect(
      renderToHtml('<p><strong>Tomador:</strong> [NOME_TOMADOR], [VALOR_IS], [FIM_VIGENCIA]</p>', {
        proposal,
      }),
    ).toBe(
      '<p><strong>Tomador:</strong> Silva &amp; Filhos &lt;Engenharia&gt; &quot;SPE&quot;, ' +
        'R$ 1.000,00, <mark class="tag-missing">[FIM_VIGENCIA]</mark></p>',
    );
  });

  it('keeps the line breaks of values with several entries', () => {
    expect(renderToHtml('<p>[OBJETO]</p>', { proposal: policy })).toBe(
      '<p>Garantir o Contrato nº 045/2025.<br>Obra da UBS Aurélia.</p>',
    );
  });

  it('reads rich-text values as text, never as markup', () => {
    const proposal = {
      ContractualTerms: {
        ParticularClausule: [{ Value: '<p>A &amp; B</p><p><img src=x onerror="alert(1)">C</p>' }],
      },
    };
    expect(renderToHtml('[CLAUSULAS_PARTICULARES]', { proposal })).toBe('A &amp; B<br>C');
  });

  it('finds tags written in the editor with entities around them', () => {
    expect(renderToHtml('<p>&nbsp;[VALOR_IS]&nbsp;</p>', { proposal: policy })).toBe(
      '<p>&nbsp;R$ 1.500.000,00&nbsp;</p>',
    );
  });
});

describe('brackets that are not tags', () => {
  it('leaves ordinary bracketed text exactly as written', () => {
    const template =
      'Conforme o item [3.1] e [ver anexo], [valor_is] e [] ou [[VALOR_IS]] e [<b>VALOR_IS</b>].';
    expect(renderToText(template, { proposal: { InsuredAmountValue: 10 } })).toBe(
      'Conforme o item [3.1] e [ver anexo], [valor_is] e [] ou [R$ 10,00] e [<b>VALOR_IS</b>].',
    );
  });

  it('merges unknown brackets into the surrounding text segment', () => {
    expect(renderTemplate('a [b] c', {})).toEqual([{ kind: 'text', text: 'a [b] c' }]);
  });
});

describe('term tags', () => {
  const termTags = [
    { Name: 'EmailContato', Value: 'contato@garantiabrasil.com.br' },
    { Name: 'Nome da Ouvidoria', Value: 'Ouvidoria <Garantia>' },
    { Name: 'NOME_SEGURADORA', Value: 'Nome pelo termo' },
  ];

  it('replaces [Name] with the Value of the company term tag', () => {
    expect(renderToText('Escreva para [EmailContato] ou [Nome da Ouvidoria].', { termTags })).toBe(
      'Escreva para contato@garantiabrasil.com.br ou Ouvidoria <Garantia>.',
    );
    expect(renderTemplate('[EmailContato]', { termTags })).toEqual([
      { kind: 'tag', tag: 'EmailContato', value: 'contato@garantiabrasil.com.br' },
    ]);
  });

  it('escapes term values in HTML', () => {
    expect(renderToHtml('[Nome da Ouvidoria]', { termTags })).toBe('Ouvidoria &lt;Garantia&gt;');
  });

  it('leaves an undefined term tag as plain text', () => {
    expect(renderTemplate('[Telefone]', { termTags })).toEqual([
      { kind: 'text', text: '[Telefone]' },
    ]);
  });

  it('fills a catalogue tag that has no value, but never overrides one that has', () => {
    expect(renderToText('[NOME_SEGURADORA]', { termTags })).toBe('Nome pelo termo');
    expect(renderToText('[NOME_SEGURADORA]', { termTags, insurer: { Name: 'Seguradora X' } })).toBe(
      'Seguradora X',
    );
  });
});

describe('sampleTemplateData', () => {
  it('fills every tag of the catalogue for the editor preview', () => {
    const template = tags.map((tag) => `[${tag}]`).join(' ');
    const segments = renderTemplate(template, sampleTemplateData);
    expect(segments.filter((segment) => segment.kind === 'missing')).toEqual([]);
    expect(renderToText('[NOME_TOMADOR], [CIDADE_SEGURADORA]', sampleTemplateData)).toMatch(
      /^Construtora .+, São Paulo$/,
    );
    expect(renderToText('[VALOR_IS] ([VALOR_IS_EXT]), [PRAZO_DIAS] dias', sampleTemplateData)).toBe(
      'R$ 1.500.000,00 (um milhão e quinhentos mil reais), 365 dias',
    );
    expect(renderToText('[NOME_SEGURADO]', sampleTemplateData)).toMatch(/^Município de /);
  });
});
