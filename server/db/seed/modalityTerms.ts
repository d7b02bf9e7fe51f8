import { unknownTags } from '../../../domain/modalityTerms';
import type { Database } from '../client';
import {
  modalityContractualTerms,
  modalityParticularClauses,
  modalityRequiredDocuments,
} from '../schema';
import { previewTerm } from '../../modules/modalities/termPreview';

interface TermsSeed {
  object: string;
  clauses: [title: string, value: string][];
  /** [name, description, pipe (1 Cadastro, 2 Crédito, 3 Subscrição), required] */
  documents: [string, string, number, boolean][];
}

const p = (text: string) => `<p>${text}</p>`;

const contractObject = (what: string) =>
  p(
    'Garantir a indenização, até o valor de [VALOR_IS] ([VALOR_IS_EXT]), dos prejuízos ' +
      'decorrentes do inadimplemento das obrigações assumidas pelo tomador [NOME_TOMADOR], ' +
      `inscrito no CNPJ [CPF_CNPJ_TOMADOR], no contrato firmado com o segurado [NOME_SEGURADO] ${what}, ` +
      'com vigência de [INI_VIGENCIA] a [FIM_VIGENCIA] ([PRAZO_DIAS] dias).',
  );

const noFines = [
  'Multas punitivas',
  p(
    'Fica entendido e acordado que o presente seguro não garante multas de natureza punitiva ' +
      'aplicadas ao tomador [NOME_TOMADOR].',
  ),
] as [string, string];

const companyDocuments: TermsSeed['documents'] = [
  ['Contrato social', 'Última alteração contratual consolidada', 1, true],
  ['Balanço patrimonial', 'Dos dois últimos exercícios, assinado pelo contador', 2, true],
  ['DRE', 'Demonstração do resultado dos dois últimos exercícios', 2, true],
];

/** Contractual object, particular clauses and required documents of the main demo modalities. */
const catalog: Record<string, TermsSeed> = {
  Licitante: {
    object: p(
      'Garantir a indenização, até o valor de [VALOR_IS] ([VALOR_IS_EXT]), caso o tomador ' +
        '[NOME_TOMADOR], vencedor da licitação promovida pelo segurado [NOME_SEGURADO], se ' +
        'recuse a assinar o contrato nas condições propostas, dentro do prazo de validade da ' +
        'proposta ([INI_VIGENCIA] a [FIM_VIGENCIA]).',
    ),
    clauses: [
      [
        'Validade da proposta',
        p('A garantia acompanha a validade da proposta apresentada no certame pelo tomador.'),
      ],
    ],
    documents: [
      ['Edital', 'Edital da licitação com seus anexos', 3, true],
      ...companyDocuments.slice(0, 1),
    ],
  },
  'Executante / Construtor': {
    object: contractObject('para a execução de obra'),
    clauses: [
      noFines,
      [
        'Ações trabalhistas',
        p(
          'A cobertura de ações trabalhistas e previdenciárias, quando contratada, segue a ' +
            'modalidade complementar [MODALIDADE_COMPLEMENTAR] até [FIM_VIGENCIA_COMPLEMENTAR].',
        ),
      ],
    ],
    documents: [
      ['Contrato', 'Contrato firmado com o segurado, com seus aditivos', 3, true],
      ...companyDocuments,
      ['Cronograma físico-financeiro', 'Cronograma da obra', 3, false],
    ],
  },
  Fornecedor: {
    object: contractObject('para o fornecimento de bens'),
    clauses: [noFines],
    documents: [
      ['Contrato ou pedido de compra', 'Contrato ou pedido firmado com o segurado', 3, true],
      ...companyDocuments,
    ],
  },
  'Prestador de serviços': {
    object: contractObject('para a prestação de serviços'),
    clauses: [noFines],
    documents: [
      ['Contrato', 'Contrato de prestação de serviços firmado com o segurado', 3, true],
      ...companyDocuments,
    ],
  },
  'Judicial cível': {
    object: p(
      'Garantir o pagamento, até o valor de [VALOR_IS] ([VALOR_IS_EXT]), do valor em discussão ' +
        'no processo em que o tomador [NOME_TOMADOR] é parte e o segurado [NOME_SEGURADO], ' +
        'conforme decisão judicial transitada em julgado.',
    ),
    clauses: [
      [
        'Atualização do valor',
        p('O valor da garantia será atualizado pelos índices do débito judicial.'),
      ],
    ],
    documents: [
      ['Petição inicial', 'Cópia da petição inicial do processo', 3, true],
      ['Decisão judicial', 'Decisão que admite o seguro garantia', 3, false],
      ...companyDocuments.slice(0, 2),
    ],
  },
};

/** The demo tenant's contractual terms, clauses and required documents (`ids`: name → id). */
export const seedDemoModalityTerms = async (
  db: Database,
  companyId: number,
  ids: Map<string, number>,
) => {
  for (const [name, seed] of Object.entries(catalog)) {
    const modalityId = ids.get(name);
    if (!modalityId) throw new Error(`Modalidade de demonstração ausente: ${name}`);
    const texts = [seed.object, ...seed.clauses.map(([, value]) => value)];
    const unknown = texts.flatMap((text) => unknownTags(text, []));
    if (unknown.length) throw new Error(`Tags desconhecidas na demonstração: ${unknown}`);
    const preview = previewTerm(seed.object, [], false);
    await db.insert(modalityContractualTerms).values({
      companyId,
      modalityId,
      termType: 1,
      value: seed.object,
      jsonTag: preview.tags,
      jsonTagValue: preview.tagValues,
    });
    await db.insert(modalityParticularClauses).values(
      seed.clauses.map(([title, value], index) => ({
        companyId,
        modalityId,
        title,
        value,
        sortOrder: index + 1,
      })),
    );
    await db.insert(modalityRequiredDocuments).values(
      seed.documents.map(([documentName, description, pipeTypeId, isRequired]) => ({
        companyId,
        modalityId,
        name: documentName,
        description,
        pipeTypeId,
        isRequired,
      })),
    );
  }
};
