import { maskCpf } from './cpfCnpj';
import {
  renderTemplate,
  sampleTemplateData,
  segmentsToHtml,
  type TemplateData,
  type TemplateInsurer,
  type TemplateParty,
  templateTagCatalogue,
} from './templates';

/**
 * The CCG (contrato de contragarantia) template's tags: the engine's holder and insurer tags and
 * today's date, plus the CCG's own (its guarantors and number), which the engine fills as term
 * tags ([Name] → Value). One list for the editor's "insert tag" menu and the gateway's PDF.
 */
export interface CcgGuarantor {
  Name: string;
  Cpf: string;
  Email: string;
}

export interface CcgTagDefinition {
  tag: string;
  description: string;
  group: 'Tomador' | 'Seguradora' | 'CCG';
}

const ENGINE_GROUPS = new Set(['Tomador', 'Seguradora']);

export const ccgTagCatalogue: readonly CcgTagDefinition[] = [
  ...templateTagCatalogue
    .filter((entry) => ENGINE_GROUPS.has(entry.group))
    .map((entry) => ({
      tag: entry.tag,
      description: entry.description,
      group: entry.group as 'Tomador' | 'Seguradora',
    })),
  { tag: 'TAG_DATA_ATUAL', description: 'Data atual (DD/MM/AAAA)', group: 'CCG' },
  { tag: 'NUMERO_CCG', description: 'Número (identificador) do CCG', group: 'CCG' },
  {
    tag: 'FIADORES',
    description: 'Fiadores: nome, CPF e e-mail de cada um, um por linha',
    group: 'CCG',
  },
  { tag: 'NOMES_FIADORES', description: 'Nomes dos fiadores, separados por vírgula', group: 'CCG' },
  { tag: 'QUANTIDADE_FIADORES', description: 'Quantidade de fiadores', group: 'CCG' },
];

export interface CcgTemplateInput {
  holder: TemplateParty;
  insurer?: TemplateInsurer | null;
  guarantors: readonly CcgGuarantor[];
  /** The CCG's number as shown ([NUMERO_CCG]); its UniqueId's first block when absent. */
  number?: string | null;
  today?: string | Date;
}

const guarantorLine = (guarantor: CcgGuarantor) =>
  `${guarantor.Name.trim()}, CPF ${maskCpf(guarantor.Cpf)}, e-mail ${guarantor.Email.trim()}`;

/** What the tag engine reads to fill a CCG's template. */
export const ccgTemplateData = (input: CcgTemplateInput): TemplateData => {
  const termTags = [
    { Name: 'QUANTIDADE_FIADORES', Value: String(input.guarantors.length) },
    ...(input.number ? [{ Name: 'NUMERO_CCG', Value: input.number }] : []),
    ...(input.guarantors.length
      ? [
          { Name: 'FIADORES', Value: input.guarantors.map(guarantorLine).join('\n') },
          {
            Name: 'NOMES_FIADORES',
            Value: input.guarantors.map((guarantor) => guarantor.Name.trim()).join(', '),
          },
        ]
      : []),
  ];
  return {
    proposal: { PolicyHolder: input.holder },
    insurer: input.insurer ?? null,
    termTags,
    ...(input.today ? { today: input.today } : {}),
  };
};

/** The template's HTML with the CCG's tags filled (unfilled ones highlighted in brackets). */
export const fillCcgTemplate = (html: string, input: CcgTemplateInput): string =>
  segmentsToHtml(renderTemplate(html, ccgTemplateData(input)));

/** The editor's preview data: the engine's sample holder and insurer, two guarantors. */
export const sampleCcgInput: CcgTemplateInput = {
  holder: sampleTemplateData.proposal?.PolicyHolder ?? {},
  insurer: sampleTemplateData.insurer ?? null,
  guarantors: [
    { Name: 'Marcos Antônio Ferraz', Cpf: '52998224725', Email: 'marcos.ferraz@exemplo.com.br' },
    { Name: 'Luciana Ferraz Bueno', Cpf: '11144477735', Email: 'luciana.bueno@exemplo.com.br' },
  ],
  number: 'A1B2C3D4',
  today: '2026-01-15',
};

/** The template a tenant starts with (seed; and what GetCCGTemplate answers before any save). */
export const DEFAULT_CCG_TEMPLATE = [
  '<h2>CONTRATO DE CONTRAGARANTIA Nº [NUMERO_CCG]</h2>',
  '<p>Pelo presente instrumento, <strong>[NOME_TOMADOR]</strong>, inscrito(a) no CPF/CNPJ sob o nº [CPF_CNPJ_TOMADOR], com sede em [ENDERECO_TOMADOR], doravante denominado(a) TOMADOR, e os FIADORES abaixo qualificados, obrigam-se perante <strong>[NOME_SEGURADORA]</strong>, CNPJ [CNPJ_SEGURADORA], com sede em [ENDERECO_SEGURADORA], doravante denominada SEGURADORA, nos termos a seguir.</p>',
  '<h3>Cláusula 1ª — Objeto</h3>',
  '<p>O TOMADOR obriga-se a reembolsar à SEGURADORA toda e qualquer quantia que esta venha a desembolsar em razão das apólices de seguro garantia emitidas em seu favor, acrescida de correção monetária e encargos.</p>',
  '<h3>Cláusula 2ª — Fiança</h3>',
  '<p>Os FIADORES ([QUANTIDADE_FIADORES]) respondem solidariamente com o TOMADOR por todas as obrigações deste contrato:</p>',
  '<p>[FIADORES]</p>',
  '<h3>Cláusula 3ª — Vigência</h3>',
  '<p>Este contrato vigora por prazo indeterminado, enquanto houver apólice emitida em favor do TOMADOR ou obrigação dela decorrente.</p>',
  '<p>[CIDADE_SEGURADORA], [TAG_DATA_ATUAL].</p>',
  '<p>_______________________________<br>[NOME_TOMADOR]</p>',
  '<p>_______________________________<br>Fiadores: [NOMES_FIADORES]</p>',
].join('\n');
