import type { StatusColor } from './statusColor';

/**
 * What a CNAB return line did to the slip it names (issue 15): only LIQUIDADO settles; the
 * others say why nothing was settled. The finance screen shows the label as a chip.
 */
export const settlementOutcomes = [
  'LIQUIDADO',
  'JA_LIQUIDADO',
  'VALOR_DIVERGENTE',
  'NAO_ENCONTRADO',
  'REJEITADO',
  'IGNORADO',
] as const;
export type SettlementOutcome = (typeof settlementOutcomes)[number];

export const settlementOutcomeLabels: Record<SettlementOutcome, string> = {
  LIQUIDADO: 'Liquidado',
  JA_LIQUIDADO: 'Já liquidado',
  VALOR_DIVERGENTE: 'Valor divergente',
  NAO_ENCONTRADO: 'Não encontrado',
  REJEITADO: 'Rejeitado',
  IGNORADO: 'Ignorado',
};

export const settlementOutcomeColors: Record<SettlementOutcome, StatusColor> = {
  LIQUIDADO: 'green',
  JA_LIQUIDADO: 'blue',
  VALOR_DIVERGENTE: 'warning',
  NAO_ENCONTRADO: 'danger',
  REJEITADO: 'danger',
  IGNORADO: 'dark',
};

/** The lines that need someone's attention: the money came in and nothing was settled. */
export const REJECTED_OUTCOMES: ReadonlySet<SettlementOutcome> = new Set([
  'VALOR_DIVERGENTE',
  'NAO_ENCONTRADO',
  'REJEITADO',
]);

/** How a slip was settled: a CNAB return line or by hand with a justification. */
export const settlementSources = ['CNAB', 'MANUAL'] as const;
export type SettlementSource = (typeof settlementSources)[number];
