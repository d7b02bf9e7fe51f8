/** The steps of a proposal's timeline (spec part 2 §4). */
export const ProposalTimelineSituation = {
  Cotacao: 1,
  Cadastro: 2,
  Credito: 3,
  Subscricao: 4,
  Resseguro: 5,
  Emissao: 6,
} as const;
export type ProposalTimelineSituationId =
  (typeof ProposalTimelineSituation)[keyof typeof ProposalTimelineSituation];

export const proposalTimelineSituationLabels: Record<ProposalTimelineSituationId, string> = {
  1: 'Cotação',
  2: 'Cadastro',
  3: 'Crédito',
  4: 'Subscrição',
  5: 'Resseguro',
  6: 'Emissão',
};

/** Where a timeline step stands: approved, waiting on the insurer or the broker, or ended. */
export const TimelineStatus = {
  Aprovado: 1,
  Seguradora: 2,
  Corretor: 3,
  Recusado: 4,
  Cancelado: 5,
} as const;
export type TimelineStatusId = (typeof TimelineStatus)[keyof typeof TimelineStatus];

export const timelineStatusLabels: Record<TimelineStatusId, string> = {
  1: 'Aprovado',
  2: 'Seguradora',
  3: 'Corretor',
  4: 'Recusado',
  5: 'Cancelado',
};

/** The groups the timeline steps are shown under. */
export const TimelineSituationGroup = {
  Cotacao: 1,
  Proposta: 2,
  Emissao: 3,
} as const;
export type TimelineSituationGroupId =
  (typeof TimelineSituationGroup)[keyof typeof TimelineSituationGroup];

export const timelineSituationGroupLabels: Record<TimelineSituationGroupId, string> = {
  1: 'Cotação',
  2: 'Proposta',
  3: 'Emissão',
};

/**
 * The group a timeline step is shown under. The spec names the groups without saying which steps
 * each holds; ours follow the proposal's life: the quote (Cotação) while the broker builds it,
 * the analysis steps the engines and analysts decide (Cadastro, Crédito, Subscrição, Resseguro)
 * as the proposal proper, and issuance (Emissão). An unknown step falls under Proposta.
 */
export const timelineSituationGroupOf = (situation: number): TimelineSituationGroupId => {
  switch (situation) {
    case ProposalTimelineSituation.Cotacao:
      return TimelineSituationGroup.Cotacao;
    case ProposalTimelineSituation.Emissao:
      return TimelineSituationGroup.Emissao;
    default:
      return TimelineSituationGroup.Proposta;
  }
};
