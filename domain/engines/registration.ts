import { format } from 'date-fns';
import { documentType } from '../cpfCnpj';
import { DocumentStatus, documentStatusDisplay, type DocumentStatusName } from '../documentStatus';
import { formatDate } from '../format';
import { type PartyLocationInput, partyLocationLabels } from '../partyLocation';
import { evaluatePjQuery, type PjQuerySettings } from '../pjQuerySettings';
import { policyHolderHistoryLabels } from '../policyHolders';
import { type EngineVerdict, type Finding, type JsonValue, verdictFrom } from './types';

/** Registration engine: the parties' registration and the proposal's documents. Rules (/docs): */
export const registrationRules: readonly string[] = [
  'Encaminha para análise quando falta algum dado obrigatório do cadastro do tomador (nome, CPF/CNPJ, e-mail, telefone, atividade principal, data de fundação, faturamento anual, patrimônio líquido e endereço principal completo) ou do segurado (nome, CPF/CNPJ e endereço principal completo), listando os dados que faltam.',
  'Tomador pessoa jurídica: encaminha para análise quando os dados de bureau nunca foram consultados ou passaram da validade da Consulta PJ, quando a situação cadastral na Receita Federal bloqueia o tomador ou quando a empresa é mais nova que a idade mínima da Consulta PJ.',
  'Devolve a proposta ao corretor (Aguardando Corretor) quando falta algum documento obrigatório da modalidade, listando-os pelo nome.',
  'Encaminha para análise quando um documento obrigatório foi enviado mas ainda não está Conforme.',
];

/** Required fields of the holder's registration (the main address is checked field by field). */
export const holderRequiredFields = [
  'Name',
  'CpfCnpj',
  'Email',
  'Phone',
  'MainActivity',
  'FoundationDate',
  'AnnualRevenue',
  'NetWorth',
] as const;
export const insuredRequiredFields = ['Name', 'CpfCnpj'] as const;
/** Required fields of a main address (Complemento is optional). */
export const locationRequiredFields = [
  'ZipCode',
  'AddressName',
  'Number',
  'Neighborhood',
  'StateProvinceId',
  'CityId',
] as const satisfies readonly (keyof PartyLocationInput)[];

type Filled = string | number | null | undefined;
export type RegistrationLocation = Partial<Record<(typeof locationRequiredFields)[number], Filled>>;

export type HolderRegistration = Partial<Record<(typeof holderRequiredFields)[number], Filled>> & {
  MainLocation: RegistrationLocation | null;
  /** When the holder's bureau data was last queried (YYYY-MM-DD or ISO); null: never. */
  BureauDataQueriedAt: string | null;
  /** Data de abertura and situação cadastral from the bureau, when known. */
  OpeningDate?: string | null;
  CnpjSituation?: string | null;
};
export type InsuredRegistration = Partial<
  Record<(typeof insuredRequiredFields)[number], Filled>
> & {
  MainLocation: RegistrationLocation | null;
};

/** A document the modality asks of its proposals (modality_required_documents). */
export interface RequiredDocument {
  Name: string;
  /** false: asked for, but the proposal may go on without it (default true). */
  IsRequired?: boolean;
}

/** A request document of the proposal (the request-document machinery). */
export interface ProposalDocument {
  Name: string;
  Status: DocumentStatusName;
  IsDeleted: boolean;
  /** Number of files uploaded to it: a document without files has not been sent. */
  ArchiveCount: number;
}

export interface RegistrationInput {
  holder: HolderRegistration;
  insured: InsuredRegistration;
  pjQuerySettings: PjQuerySettings;
  requiredDocuments: readonly RequiredDocument[];
  documents: readonly ProposalDocument[];
  /** The reference day (injected so tests and re-runs are reproducible). */
  today: Date;
}

const isBlank = (value: Filled) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

// The holder's field labels cover the insured's few required fields too (Nome, CPF/CNPJ).
const fieldLabel = (field: string) => policyHolderHistoryLabels[field] ?? field;

/** The pt-BR names of a party's missing fields, its main address's ones as one entry. */
const missingFields = <F extends string>(
  party: Partial<Record<F, Filled>> & { MainLocation: RegistrationLocation | null },
  fields: readonly F[],
): string[] => {
  const missing = fields.filter((field) => isBlank(party[field])).map(fieldLabel);
  if (!party.MainLocation) missing.push('Endereço principal');
  else {
    const location = party.MainLocation;
    const gaps = locationRequiredFields.filter((field) => isBlank(location[field]));
    if (gaps.length) {
      missing.push(
        `Endereço principal (${gaps.map((field) => partyLocationLabels[field]).join(', ')})`,
      );
    }
  }
  return missing;
};

/**
 * Names compare without case, accents or extra spaces: the broker's upload keeps the name (also
 * how domain/proposalDocuments matches a proposal's documents to the modality's required ones).
 */
export const normalName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

export const evaluateRegistration = (input: RegistrationInput): EngineVerdict => {
  const { holder, insured } = input;
  const findings: Finding[] = [];
  const refer = (reason: string) => findings.push({ verdict: 'referred', reason });

  const holderMissing = missingFields(holder, holderRequiredFields);
  if (holderMissing.length) refer(`Cadastro do tomador incompleto: ${holderMissing.join(', ')}.`);
  const insuredMissing = missingFields(insured, insuredRequiredFields);
  if (insuredMissing.length)
    refer(`Cadastro do segurado incompleto: ${insuredMissing.join(', ')}.`);

  // The PJ query settings say how long bureau data stays valid; they apply to companies only.
  const isCompany = documentType(String(holder.CpfCnpj ?? '')) === 'cnpj';
  let bureau: Record<string, JsonValue> | null = null;
  if (isCompany) {
    const evaluation = evaluatePjQuery(
      input.pjQuerySettings,
      {
        UltimaConsultaEm: holder.BureauDataQueriedAt?.slice(0, 10) ?? null,
        DataAbertura: holder.OpeningDate ?? null,
        SituacaoCadastral: holder.CnpjSituation ?? null,
      },
      format(input.today, 'yyyy-MM-dd'),
    );
    if (!holder.BureauDataQueriedAt) refer('Dados de bureau do tomador nunca consultados.');
    else if (evaluation.ConsultasPendentes.length) {
      refer(
        `Dados de bureau do tomador vencidos: válidos até ${formatDate(evaluation.DadosValidosAte)} (validade de ${input.pjQuerySettings.ValidadeDadosDias} dias).`,
      );
    }
    for (const reason of evaluation.Motivos) refer(`Tomador: ${reason}`);
    bureau = {
      QueriedAt: holder.BureauDataQueriedAt,
      ValidityDays: input.pjQuerySettings.ValidadeDadosDias,
      ValidUntil: evaluation.DadosValidosAte,
      OpeningDate: holder.OpeningDate ?? null,
      CnpjSituation: holder.CnpjSituation ?? null,
    };
  }

  const documentsByName = new Map<string, ProposalDocument>();
  for (const document of input.documents) {
    if (!document.IsDeleted) documentsByName.set(normalName(document.Name), document);
  }
  const required = input.requiredDocuments.filter((document) => document.IsRequired !== false);
  const missingDocuments: string[] = [];
  const documentLog: JsonValue[] = [];
  for (const requirement of required) {
    const document = documentsByName.get(normalName(requirement.Name));
    const sent = document !== undefined && document.ArchiveCount > 0;
    documentLog.push({ Name: requirement.Name, Sent: sent, Status: document?.Status ?? null });
    if (!sent) missingDocuments.push(requirement.Name);
    else if (document.Status !== DocumentStatus.Conforme) {
      refer(
        `Documento "${requirement.Name}" com status "${documentStatusDisplay[document.Status]?.label ?? document.Status}".`,
      );
    }
  }
  if (missingDocuments.length) {
    refer(`Documentos obrigatórios não enviados: ${missingDocuments.join(', ')}.`);
  }

  const verdict = verdictFrom(
    'Cadastro',
    findings,
    'Cadastros do tomador e do segurado completos e documentos obrigatórios conformes.',
    {
      HolderMissingFields: holderMissing,
      InsuredMissingFields: insuredMissing,
      HolderIsCompany: isCompany,
      Bureau: bureau,
      RequiredDocuments: documentLog,
    },
  );
  return missingDocuments.length ? { ...verdict, missingDocuments } : verdict;
};
