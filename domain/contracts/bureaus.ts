import { z } from 'zod';
import { MAX_VALIDITY_DAYS, MIN_VALIDITY_DAYS } from '../bureauQueries';
import { cnpjSituations } from '../pjQuerySettings';
import { CNPJ_INVALID_MESSAGE, isValidCnpj, stripDocument } from '../validators';
import { int32, positiveBodyId, positiveQueryId, smallInt } from './integers';
import { requiredVersion, specOptionalVersionQuery } from './version';

const positiveId = positiveQueryId();
const bodyId = positiveBodyId();

/**
 * The bureau query parameter calls and the PJ query settings calls (spec part 2 §7 "bureau
 * parameters", /api/Parametros/*), written once: the gateway's route schemas
 * (server/modules/bureau-parameters/schemas.ts wraps the answers in the envelope) and the
 * portal's types (domain/bureauQueries.ts, resources/bureaus, resources/consulta-pj) both come
 * from here. Money is a decimal string in reais.
 */

const version = requiredVersion('A versão lida (Version da resposta)');
const smallNumber = smallInt();
const money = z.union([z.number(), z.string().max(40)]).nullish();

// ---- bureau parameters: requests

/** ObterBureausPorConsulta's and ObterHistoricoParametrosConsultas' query. */
export const queryTypeQuery = z.object({
  TipoConsultaId: positiveId.describe('Id do tipo de consulta (ListaConstultas[].TipoConsultaId)'),
});
/** DeletarParametrosConsultasPorBureau's query. */
export const bureauParameterIdQuery = z.object({
  BureauParametrizacaoConsultasId: positiveId.describe('Id do bureau na consulta'),
  Version: specOptionalVersionQuery(),
});

const editableShape = {
  Prioridade: smallNumber
    .nullish()
    .describe('Ordem de acionamento (1 primeiro); os demais bureaus se deslocam'),
  ValidadeEmDias: smallNumber
    .nullish()
    .describe(`Dias em que o resultado vale (${MIN_VALIDITY_DAYS} a ${MAX_VALIDITY_DAYS})`),
  Ativo: z.boolean().nullish(),
  CustoPorConsulta: money.describe(
    'Custo de cada consulta em reais (decimal, 2 casas); null: sem custo informado',
  ),
};

/** AdicionarParametrosConsultasPorBureau's body. */
export const addBureauParameterBody = z.object({
  TipoConsultaId: smallNumber.nullish(),
  BureauId: smallNumber.nullish(),
  ...editableShape,
});
/** AtualizarParametrosConsultasPorBureau's body: only the fields sent change. */
export const updateBureauParameterBody = z.object({
  BureauParametrizacaoConsultasId: bodyId,
  ...editableShape,
  Version: version,
});

// ---- bureau parameters: answers

/** One bureau of a query type (ParametrosBureaus[]); CustoPorConsulta null: no cost given. */
export const bureauParameter = z.object({
  BureauParametrizacaoConsultasId: int32(),
  TipoConsultaId: int32(),
  BureauId: int32(),
  NomeBureau: z.string(),
  Prioridade: int32(),
  ValidadeEmDias: int32(),
  Ativo: z.boolean(),
  CustoPorConsulta: z.string().nullable(),
  Version: int32(),
});
/** One query type and its bureaus (ListaConstultas[]). */
export const queryTypeParameters = z.object({
  TipoConsultaId: int32(),
  Nome: z.string(),
  Descricao: z.string(),
  Pessoa: z.enum(['PJ', 'PF', 'PJ/PF']),
  BureausDisponiveis: z
    .array(z.object({ BureauId: int32(), Nome: z.string() }))
    .describe('Os bureaus do catálogo que oferecem esta consulta'),
  ParametrosBureaus: z.array(bureauParameter).describe('Os bureaus parametrizados, por prioridade'),
});
/** ObterParametrosConsultasPorBureau's answer. */
export const queryTypeList = z.object({ ListaConstultas: z.array(queryTypeParameters) });

// ---- PJ query settings

const settingsShape = {
  TiposConsulta: z.array(smallNumber).max(20).nullish().describe('Ids dos tipos de consulta PJ'),
  PreencherDadosCadastrais: z.boolean().nullish(),
  IdadeMinimaEmpresaMeses: smallNumber.nullish().describe('0 a 600'),
  SituacoesBloqueadas: z
    .array(z.string().max(20))
    .max(10)
    .nullish()
    .describe(`Entre ${cnpjSituations.filter((item) => item !== 'ATIVA').join(', ')}`),
  ValidadeDadosDias: smallNumber.nullish().describe('1 a 365'),
};
/** SalvarConfiguracaoConsultaPJ's body. */
export const pjSettingsBody = z.object({
  ...settingsShape,
  Version: requiredVersion('A Version lida (0 enquanto não salva)'),
});
/** ObterConfiguracaoConsultaPJ's and SalvarConfiguracaoConsultaPJ's answer. */
export const pjSettings = z.object({
  TiposConsulta: z.array(int32()),
  PreencherDadosCadastrais: z.boolean(),
  IdadeMinimaEmpresaMeses: int32(),
  SituacoesBloqueadas: z.array(z.string()),
  ValidadeDadosDias: int32(),
  Padrao: z.boolean().describe('true: a seguradora ainda não salvou; valem os padrões'),
  Version: int32().describe('0 enquanto não salva'),
});

const isoDate = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field}: informe a data no formato AAAA-MM-DD.` })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: `${field}: data inválida.` });

/** AvaliarConsultaPJ's query. */
export const pjEvaluationQuery = z.object({
  cnpj: z
    .string()
    .max(40)
    .refine(isValidCnpj, { error: `cnpj: ${CNPJ_INVALID_MESSAGE}.` })
    .transform(stripDocument)
    .describe('CNPJ do tomador, com ou sem máscara'),
  dataAbertura: isoDate('dataAbertura')
    .optional()
    .describe('Data de abertura da empresa (consulta cadastral)'),
  situacaoCadastral: z
    .string()
    .max(20)
    .optional()
    .describe(`Situação cadastral na Receita Federal (${cnpjSituations.join(', ')})`),
  ultimaConsulta: isoDate('ultimaConsulta')
    .optional()
    .describe('Data da última consulta de bureau; ausente: nunca'),
});
/** AvaliarConsultaPJ's answer. */
export const pjEvaluation = z.object({
  Cnpj: z.string(),
  DataReferencia: z.string(),
  PodeProsseguir: z.boolean(),
  Motivos: z.array(z.string()).describe('Por que o tomador não pode seguir'),
  IdadeEmMeses: int32().nullable(),
  DadosValidosAte: z.string().nullable(),
  PreencherDadosCadastrais: z.boolean(),
  ConsultasPendentes: z.array(
    z.object({
      TipoConsultaId: int32(),
      Nome: z.string(),
      Motivo: z.enum(['NUNCA_CONSULTADO', 'DADOS_VENCIDOS']),
      Bureaus: z.array(z.string()).describe('Bureaus ativos, na ordem de acionamento'),
    }),
  ),
});

export type BureauParameter = z.infer<typeof bureauParameter>;
export type QueryTypeParameters = z.infer<typeof queryTypeParameters>;
export type QueryTypeList = z.infer<typeof queryTypeList>;
export type PjSettingsAnswer = z.infer<typeof pjSettings>;
export type PjEvaluationAnswer = z.infer<typeof pjEvaluation>;
/** What the portal sends (z.input: before the gateway's transforms). */
export type AddBureauParameterInput = z.input<typeof addBureauParameterBody>;
export type UpdateBureauParameterInput = z.input<typeof updateBureauParameterBody>;
export type PjSettingsInput = z.input<typeof pjSettingsBody>;
/** The query values as the portal holds them, before they become query-string text. */
export type QueryTypeQuery = z.infer<typeof queryTypeQuery>;
export type BureauParameterIdQuery = z.infer<typeof bureauParameterIdQuery>;
export type PjEvaluationQuery = z.input<typeof pjEvaluationQuery>;
