import { z } from 'zod';
import { MAX_VALIDITY_DAYS, MIN_VALIDITY_DAYS } from '../../../domain/bureauQueries';
import { cnpjSituations } from '../../../domain/pjQuerySettings';
import { CNPJ_INVALID_MESSAGE, isValidCnpj, stripDocument } from '../../../domain/validators';
import { envelopeOf } from '../../http/envelope';
import { int32, smallInt } from '../../http/inputSchemas';
import { bodyId, positiveId } from '../modalities/schemas';
import { requiredVersion, specOptionalVersionQuery } from '../../http/versionField';
import { historyEntry } from '../../../domain/contracts/history';

const version = requiredVersion('A versão lida (Version da resposta)');
const smallNumber = smallInt();
const money = z.union([z.number(), z.string().max(40)]).nullish();

export const queryTypeQuery = z.object({
  TipoConsultaId: positiveId.describe('Id do tipo de consulta (ListaConstultas[].TipoConsultaId)'),
});
export const parameterIdQuery = z.object({
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

export const addBody = z.object({
  TipoConsultaId: smallNumber.nullish(),
  BureauId: smallNumber.nullish(),
  ...editableShape,
});
export const updateBody = z.object({
  BureauParametrizacaoConsultasId: bodyId,
  ...editableShape,
  Version: version,
});

const parameter = z.object({
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
const queryType = z.object({
  TipoConsultaId: int32(),
  Nome: z.string(),
  Descricao: z.string(),
  Pessoa: z.enum(['PJ', 'PF', 'PJ/PF']),
  BureausDisponiveis: z
    .array(z.object({ BureauId: int32(), Nome: z.string() }))
    .describe('Os bureaus do catálogo que oferecem esta consulta'),
  ParametrosBureaus: z.array(parameter).describe('Os bureaus parametrizados, por prioridade'),
});
export const queryTypeAnswer = envelopeOf(queryType);
export const listAnswer = envelopeOf(z.object({ ListaConstultas: z.array(queryType) }));

export const historyAnswer = envelopeOf(z.array(historyEntry));

// PJ query settings
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
export const pjSettingsBody = z.object({
  ...settingsShape,
  Version: requiredVersion('A Version lida (0 enquanto não salva)'),
});
export const pjSettingsAnswer = envelopeOf(
  z.object({
    TiposConsulta: z.array(int32()),
    PreencherDadosCadastrais: z.boolean(),
    IdadeMinimaEmpresaMeses: int32(),
    SituacoesBloqueadas: z.array(z.string()),
    ValidadeDadosDias: int32(),
    Padrao: z.boolean().describe('true: a seguradora ainda não salvou; valem os padrões'),
    Version: int32().describe('0 enquanto não salva'),
  }),
);

const isoDate = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field}: informe a data no formato AAAA-MM-DD.` })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: `${field}: data inválida.` });

export const evaluateQuery = z.object({
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
export const evaluateAnswer = envelopeOf(
  z.object({
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
  }),
);
