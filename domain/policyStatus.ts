import type { StatusColor } from './statusColor';

/** Policy statuses of spec part 2 §4. */
export const PolicyStatus = {
  AguardandoEmissao: 1,
  Emitida: 2,
  Cancelada: 3,
  Vencida: 4,
  Rejeitada: 5,
} as const;
export type PolicyStatusId = (typeof PolicyStatus)[keyof typeof PolicyStatus];

export const policyStatusLabels: Record<PolicyStatusId, string> = {
  1: 'Aguardando Emissão',
  2: 'Emitida',
  3: 'Cancelada',
  4: 'Vencida',
  5: 'Rejeitada',
};

export const policyStatusLabel = (id: number): string =>
  policyStatusLabels[id as PolicyStatusId] ?? '';

const policyStatusColors: Record<PolicyStatusId, StatusColor> = {
  1: 'blue',
  2: 'green',
  3: 'danger',
  4: 'danger',
  5: 'danger',
};

/** Badge colour of a policy status; unknown ids are dark. */
export const policyStatusColor = (id: number): StatusColor =>
  policyStatusColors[id as PolicyStatusId] ?? 'dark';
