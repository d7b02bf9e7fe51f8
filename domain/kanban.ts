import type { AccessSubject } from './accessRule';
import { CardType, type CardTypeName } from './cardTypes';
import type { EngineName } from './engines/types';
import { Functionality as F, type FunctionalityId } from './functionalities';

/**
 * The kanban's pipes (issue 14): one per analysis type, each with its steps in order, who sees it
 * and which cards it holds. The gateway seeds a tenant's pipes from this catalogue and enforces
 * the visibility table on every kanban call.
 */

/** What a step means for its cards: where they arrive, work in progress, or a final decision. */
export type StepKind = 'entrada' | 'trabalho' | 'aprovado' | 'recusado';
export const FINAL_STEP_KINDS: readonly StepKind[] = ['aprovado', 'recusado'];
export const isFinalStep = (kind: string) => (FINAL_STEP_KINDS as readonly string[]).includes(kind);

export interface StepDefinition {
  name: string;
  kind: StepKind;
}

export const PipeKey = {
  CADASTRO: 'CADASTRO',
  CREDITO: 'CREDITO',
  PEP: 'PEP',
  SUBSCRICAO: 'SUBSCRICAO',
  RESSEGURO: 'RESSEGURO',
  NOMEACAO: 'NOMEACAO',
  CCG: 'CCG',
  REVISAO_LIMITE: 'REVISAO_LIMITE',
  DOCUMENTACAO_CORRETORA: 'DOCUMENTACAO_CORRETORA',
  CONFORMIDADE_CORRETORA: 'CONFORMIDADE_CORRETORA',
  RAMO_ATIVIDADE: 'RAMO_ATIVIDADE',
  GRUPO_ECONOMICO: 'GRUPO_ECONOMICO',
  ENDOSSO: 'ENDOSSO',
  RENOVACAO: 'RENOVACAO',
} as const;
export type PipeKeyName = (typeof PipeKey)[keyof typeof PipeKey];

export interface PipeDefinition {
  key: PipeKeyName;
  name: string;
  steps: readonly StepDefinition[];
  /** Whoever holds any of these sees the pipe and its cards. */
  functionalities: readonly FunctionalityId[];
  /** The card types the pipe holds. */
  cardTypes: readonly CardTypeName[];
}

const entrada: StepDefinition = { name: 'Entrada', kind: 'entrada' };
const emAnalise: StepDefinition = { name: 'Em análise', kind: 'trabalho' };
const pendenteCorretor: StepDefinition = { name: 'Pendente corretor', kind: 'trabalho' };
const aprovado: StepDefinition = { name: 'Aprovado', kind: 'aprovado' };
const recusado: StepDefinition = { name: 'Recusado', kind: 'recusado' };

/** Entrada → Em análise → Pendente corretor → Aprovado / Recusado. */
const brokerFacingSteps = [entrada, emAnalise, pendenteCorretor, aprovado, recusado] as const;
/** Analyses the insurer decides alone: Entrada → Em análise → Aprovado / Recusado. */
const insurerSteps = [entrada, emAnalise, aprovado, recusado] as const;

/** The pipes in board order. */
export const pipeCatalogue: readonly PipeDefinition[] = [
  {
    key: PipeKey.CADASTRO,
    name: 'Cadastro',
    steps: brokerFacingSteps,
    functionalities: [F.GERENCIAR_PIPE_CADASTRO],
    cardTypes: [CardType.PROPOSTA, CardType.TOMADOR_QSA_PEP, CardType.SEGURADO_QSA_PEP],
  },
  {
    key: PipeKey.CREDITO,
    name: 'Crédito',
    steps: brokerFacingSteps,
    functionalities: [F.CREDITO, F.VISUALIZAR_ANALISE_DE_CREDITO],
    cardTypes: [CardType.PROPOSTA],
  },
  {
    key: PipeKey.PEP,
    name: 'PEP',
    steps: brokerFacingSteps,
    functionalities: [F.PEP],
    cardTypes: [CardType.PROPOSTA, CardType.TOMADOR_QSA_PEP, CardType.SEGURADO_QSA_PEP],
  },
  {
    key: PipeKey.SUBSCRICAO,
    name: 'Subscrição',
    steps: brokerFacingSteps,
    functionalities: [F.SUBSCRICAO],
    cardTypes: [CardType.PROPOSTA],
  },
  {
    key: PipeKey.RESSEGURO,
    name: 'Resseguro',
    steps: insurerSteps,
    functionalities: [F.RESSEGURO],
    cardTypes: [CardType.PROPOSTA],
  },
  {
    key: PipeKey.NOMEACAO,
    name: 'Nomeação',
    steps: brokerFacingSteps,
    functionalities: [F.NOMEACAO],
    cardTypes: [CardType.NOMEACAO_TOMADOR],
  },
  {
    key: PipeKey.CCG,
    name: 'CCG',
    steps: brokerFacingSteps,
    functionalities: [F.GERENCIAR_CCG],
    cardTypes: [CardType.ANALISE_CCG, CardType.ANALISE_CCG_MANUAL],
  },
  {
    key: PipeKey.REVISAO_LIMITE,
    name: 'Revisão de Limite',
    steps: brokerFacingSteps,
    // a limit review is a credit analysis
    functionalities: [F.CREDITO, F.VISUALIZAR_ANALISE_DE_CREDITO],
    cardTypes: [CardType.REQUEST_LIMIT],
  },
  {
    key: PipeKey.DOCUMENTACAO_CORRETORA,
    name: 'Documentação da Corretora',
    steps: brokerFacingSteps,
    // the broker's registration documents are the registration team's
    functionalities: [F.GERENCIAR_PIPE_CADASTRO],
    cardTypes: [CardType.ANALISE_DOCUMENTACAO_CORRETORA],
  },
  {
    key: PipeKey.CONFORMIDADE_CORRETORA,
    name: 'Conformidade da Corretora',
    steps: brokerFacingSteps,
    // compliance: registration and the PEP analysts (a broker's partners may be PEP)
    functionalities: [F.GERENCIAR_PIPE_CADASTRO, F.PEP],
    cardTypes: [CardType.ANALISE_CONFORMIDADE_CORRETORA, CardType.CORRETORA_PEP],
  },
  {
    key: PipeKey.RAMO_ATIVIDADE,
    name: 'Ramo de Atividade',
    steps: insurerSteps,
    // a restricted branch of activity is an underwriting question
    functionalities: [F.SUBSCRICAO],
    cardTypes: [CardType.RAMO_ATIVIDADE],
  },
  {
    key: PipeKey.GRUPO_ECONOMICO,
    name: 'Grupo Econômico',
    steps: insurerSteps,
    // the economic group weighs on the holder's credit
    functionalities: [F.CREDITO, F.VISUALIZAR_ANALISE_DE_CREDITO, F.RESETAR_GRUPO_ECONOMICO],
    cardTypes: [CardType.GRUPO_ECONOMICO],
  },
  {
    key: PipeKey.ENDOSSO,
    name: 'Endosso',
    steps: brokerFacingSteps,
    functionalities: [F.SUBSCRICAO],
    cardTypes: [
      CardType.ENDOSSO_ALTERACAO,
      CardType.ENDOSSO_CANCELAMENTO,
      CardType.ENDOSSO_ANIVERSARIO,
    ],
  },
  {
    key: PipeKey.RENOVACAO,
    name: 'Renovação',
    steps: brokerFacingSteps,
    functionalities: [F.SUBSCRICAO],
    cardTypes: [CardType.PROPOSTA_RENOVACAO],
  },
];

/** The kanban service is menu 1: VISUALIZAR_ESTEIRAS opens it, the pipe's functionalities show a pipe. */
export const KANBAN_FUNCTIONALITY = F.VISUALIZAR_ESTEIRAS;

export const pipeDefinition = (key: string): PipeDefinition | undefined =>
  pipeCatalogue.find((pipe) => pipe.key === key);

/** Whether the subject sees the pipe of this analysis type (an unknown type: nobody). */
export const canSeePipe = (subject: AccessSubject, key: string): boolean => {
  const pipe = pipeDefinition(key);
  return (
    !!pipe &&
    subject.functionalities.has(KANBAN_FUNCTIONALITY) &&
    pipe.functionalities.some((id) => subject.functionalities.has(id))
  );
};

/** Functionalities that show a pipe without letting the holder move its cards. */
export const VIEW_ONLY_FUNCTIONALITIES: readonly FunctionalityId[] = [
  F.VISUALIZAR_ANALISE_DE_CREDITO,
];

/** Whether the subject may move the pipe's cards: it sees it through a functionality that acts. */
export const canMoveInPipe = (subject: AccessSubject, key: string): boolean =>
  canSeePipe(subject, key) &&
  pipeDefinition(key)!.functionalities.some(
    (id) => !VIEW_ONLY_FUNCTIONALITIES.includes(id) && subject.functionalities.has(id),
  );

/** The pipes the subject sees, in board order. */
export const visiblePipeKeys = (subject: AccessSubject): PipeKeyName[] =>
  pipeCatalogue.filter((pipe) => canSeePipe(subject, pipe.key)).map((pipe) => pipe.key);

/**
 * The pipe each approval engine's referrals go to (a proposal's pending analysis). The
 * registration engine's PEP findings have their own engine and pipe.
 */
export const enginePipes: Record<EngineName, PipeKeyName> = {
  PEP: PipeKey.PEP,
  Credito: PipeKey.CREDITO,
  Cadastro: PipeKey.CADASTRO,
  Subscricao: PipeKey.SUBSCRICAO,
  Resseguro: PipeKey.RESSEGURO,
};

/** The pipe of a pending analysis' engine, or undefined for an engine the catalogue lacks. */
export const pipeOfEngine = (engine: string): PipeKeyName | undefined =>
  Object.hasOwn(enginePipes, engine) ? enginePipes[engine as EngineName] : undefined;

/** The records a card can be about. */
export type CardReferenceKind =
  'proposal' | 'endorsement' | 'broker' | 'policyHolder' | 'nomination' | 'ccg' | 'limitReview';

/** The open question of a proposal's referral by an engine: one card per proposal and engine. */
export const proposalAnalysisKey = (proposalId: number, engine: string) =>
  `proposal:${proposalId}:${engine}`;

/** Card priorities (GetAllKanbanCardPriority). */
export const CardPriority = { Baixa: 1, Media: 2, Alta: 3, Urgente: 4 } as const;
export type CardPriorityId = (typeof CardPriority)[keyof typeof CardPriority];
export const cardPriorityLabels: Record<CardPriorityId, string> = {
  1: 'Baixa',
  2: 'Média',
  3: 'Alta',
  4: 'Urgente',
};

/** How many cards a step shows per page (the first page and each skip). */
export const CARDS_PER_PAGE = 20;

/**
 * The text a board filter searches with: trimmed, and when it looks like a masked CPF/CNPJ
 * (digits with . / - separators), the separators stripped so it matches the stored document.
 */
export const normalizeCardFilter = (value: string | null | undefined): string => {
  const text = (value ?? '').trim();
  if (/^[\dA-Za-z]{2,3}([./-]\s*[\dA-Za-z]+)+$/.test(text) && /\d/.test(text)) {
    return text.replace(/[.\-/\s]/g, '').toUpperCase();
  }
  return text;
};

/** A CPF/CNPJ without its mask (the document path segment). */
export const stripDocumentMask = (value: string) => value.replace(/[.\-/\s]/g, '').toUpperCase();

/** The longest justification a card keeps (UpdateKanbanCardJustification). */
export const CARD_JUSTIFICATION_MAX = 2000;

/** Reasons every pipe offers when an analyst justifies a card (GetCardJustificationParameters). */
const commonJustificationReasons = [
  'Documentação incompleta',
  'Documentação ilegível ou vencida',
  'Aguardando retorno do corretor',
] as const;

/** Each pipe's standard reasons, offered before the free text; the analyst may write any other. */
export const pipeJustificationReasons: Record<PipeKeyName, readonly string[]> = {
  CADASTRO: [...commonJustificationReasons, 'Divergência cadastral', 'CNAE não aceito'],
  CREDITO: [
    ...commonJustificationReasons,
    'Limite de crédito insuficiente',
    'Restrições financeiras do tomador',
    'Demonstrações financeiras desatualizadas',
  ],
  PEP: [...commonJustificationReasons, 'Pessoa politicamente exposta no quadro societário'],
  SUBSCRICAO: [
    ...commonJustificationReasons,
    'Importância segurada acima da alçada',
    'Risco fora da política de subscrição',
  ],
  RESSEGURO: ['Capacidade de resseguro excedida', 'Aguardando aceite do ressegurador'],
  NOMEACAO: [...commonJustificationReasons, 'Carta de nomeação inválida'],
  CCG: [...commonJustificationReasons, 'CCG sem assinatura válida', 'Fiadores não aceitos'],
  REVISAO_LIMITE: [
    ...commonJustificationReasons,
    'Limite de crédito insuficiente',
    'Demonstrações financeiras desatualizadas',
  ],
  DOCUMENTACAO_CORRETORA: [...commonJustificationReasons, 'Registro SUSEP irregular'],
  CONFORMIDADE_CORRETORA: [
    ...commonJustificationReasons,
    'Pessoa politicamente exposta no quadro societário',
    'Apontamento em listas restritivas',
  ],
  RAMO_ATIVIDADE: ['Ramo de atividade restrito', 'Ramo de atividade não aceito'],
  GRUPO_ECONOMICO: ['Grupo econômico divergente', 'Exposição do grupo acima do limite'],
  ENDOSSO: [...commonJustificationReasons, 'Alteração fora da política de subscrição'],
  RENOVACAO: [...commonJustificationReasons, 'Sinistralidade ou atraso na apólice anterior'],
};

/** The standard reasons of a pipe (none for a key the catalogue lacks). */
export const justificationReasonsOf = (key: string): readonly string[] =>
  Object.hasOwn(pipeJustificationReasons, key) ? pipeJustificationReasons[key as PipeKeyName] : [];
