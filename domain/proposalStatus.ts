import type { StatusColor } from './statusColor';

/** Proposal statuses of spec part 2 §4. */
export const ProposalStatus = {
  Cotacao: 1,
  EmAnalise: 2,
  AguardandoEmissao: 3,
  AguardandoPagamento: 4,
  Emitida: 5,
  AguardandoCorretor: 6,
  Rejeitada: 97,
  Recusada: 98,
  Cancelada: 99,
} as const;
export type ProposalStatusId = (typeof ProposalStatus)[keyof typeof ProposalStatus];

export const proposalStatusLabels: Record<ProposalStatusId, string> = {
  1: 'Cotação',
  2: 'Em análise',
  3: 'Aguardando Emissão',
  4: 'Aguardando Pagamento de Boleto',
  5: 'Emitida',
  6: 'Aguardando Corretor',
  97: 'Rejeitada',
  98: 'Recusada',
  99: 'Cancelada',
};

export const proposalStatusLabel = (id: number): string =>
  proposalStatusLabels[id as ProposalStatusId] ?? '';

/**
 * Badge colour of a proposal status. Status 3 (Aguardando Emissão) is shown as a warning only
 * when the caller passes 3 as the second argument (the spec's rule), otherwise blue like the
 * other in-progress statuses. Unknown ids are dark.
 */
export const proposalStatusColor = (id: number, second?: number): StatusColor => {
  switch (id) {
    case ProposalStatus.Cotacao:
      return 'dark';
    case ProposalStatus.EmAnalise:
    case ProposalStatus.AguardandoPagamento:
      return 'blue';
    case ProposalStatus.AguardandoEmissao:
      return second === 3 ? 'warning' : 'blue';
    case ProposalStatus.Emitida:
      return 'green';
    case ProposalStatus.AguardandoCorretor:
      return 'purple';
    case ProposalStatus.Rejeitada:
    case ProposalStatus.Recusada:
    case ProposalStatus.Cancelada:
      return 'danger';
    default:
      return 'dark';
  }
};
