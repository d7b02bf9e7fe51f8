/** Kanban card types (spec part 1 §7, "Card types and the view each opens"). */
export const CardType = {
  CORRETORA_PEP: 'CORRETORA_PEP',
  NOMEACAO_TOMADOR: 'NOMEACAO_TOMADOR',
  ANALISE_CCG: 'ANALISE_CCG',
  ANALISE_CCG_MANUAL: 'ANALISE_CCG_MANUAL',
  PROPOSTA: 'PROPOSTA',
  GRUPO_ECONOMICO: 'GRUPO_ECONOMICO',
  TOMADOR_QSA_PEP: 'TOMADOR_QSA_PEP',
  SEGURADO_QSA_PEP: 'SEGURADO_QSA_PEP',
  PROPOSTA_RENOVACAO: 'PROPOSTA_RENOVACAO',
  ENDOSSO_CANCELAMENTO: 'ENDOSSO_CANCELAMENTO',
  ENDOSSO_ALTERACAO: 'ENDOSSO_ALTERACAO',
  ENDOSSO_ANIVERSARIO: 'ENDOSSO_ANIVERSARIO',
  ANALISE_DOCUMENTACAO_CORRETORA: 'ANALISE_DOCUMENTACAO_CORRETORA',
  ANALISE_CONFORMIDADE_CORRETORA: 'ANALISE_CONFORMIDADE_CORRETORA',
  RAMO_ATIVIDADE: 'RAMO_ATIVIDADE',
  REQUEST_LIMIT: 'REQUEST_LIMIT',
} as const;
export type CardTypeName = (typeof CardType)[keyof typeof CardType];

/** The detail views a card can open. */
export type CardView =
  | 'brokerData'
  | 'nominationRequest'
  | 'ccgRequest'
  | 'proposal'
  | 'endorsement'
  | 'policyHolder'
  | 'requestLimit';

export const cardTypeViews: Record<CardTypeName, CardView> = {
  CORRETORA_PEP: 'brokerData',
  NOMEACAO_TOMADOR: 'nominationRequest',
  ANALISE_CCG: 'ccgRequest',
  ANALISE_CCG_MANUAL: 'ccgRequest',
  PROPOSTA: 'proposal',
  GRUPO_ECONOMICO: 'proposal',
  TOMADOR_QSA_PEP: 'proposal',
  SEGURADO_QSA_PEP: 'proposal',
  PROPOSTA_RENOVACAO: 'proposal',
  ENDOSSO_CANCELAMENTO: 'endorsement',
  ENDOSSO_ALTERACAO: 'endorsement',
  ENDOSSO_ANIVERSARIO: 'endorsement',
  ANALISE_DOCUMENTACAO_CORRETORA: 'brokerData',
  ANALISE_CONFORMIDADE_CORRETORA: 'brokerData',
  RAMO_ATIVIDADE: 'policyHolder',
  REQUEST_LIMIT: 'requestLimit',
};

export const cardViewTitles: Record<CardView, string> = {
  brokerData: 'Dados da Corretora',
  nominationRequest: 'Dados da Solicitação de Nomeação',
  ccgRequest: 'Dados da Solicitação de CCG',
  proposal: 'Dados da Proposta',
  endorsement: 'Dados do Endosso',
  policyHolder: 'Dados do Tomador',
  requestLimit: 'Revisão de Limite',
};

/**
 * The view a card opens, or null for a type without one (the card then shows
 * UNKNOWN_CARD_TYPE_MESSAGE). Case-insensitive: the kanban service may send any casing.
 */
export const cardViewFor = (cardType: string | null | undefined): CardView | null => {
  const key = (cardType ?? '').toUpperCase();
  return Object.hasOwn(cardTypeViews, key) ? cardTypeViews[key as CardTypeName] : null;
};
