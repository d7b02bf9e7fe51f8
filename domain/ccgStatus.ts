/** Status of a policy holder's CCG (contrato de contragarantia), spec part 2 §4. */
export const CCGStatus = {
  Criado: 1,
  AguardandoAssinatura: 2,
  AguardandoAnaliseSeguradora: 3,
  Assinado: 4,
  AlteracaoReprovada: 5,
  AguardandoCorretor: 6,
} as const;
export type CCGStatusId = (typeof CCGStatus)[keyof typeof CCGStatus];

export const ccgStatusLabels: Record<CCGStatusId, string> = {
  1: 'Criado',
  2: 'Aguardando Assinatura',
  3: 'Aguardando Análise da Seguradora',
  4: 'Assinado',
  5: 'Alteração Reprovada',
  6: 'Aguardando Corretor',
};

export const ccgStatusLabel = (id: number): string => ccgStatusLabels[id as CCGStatusId] ?? '';
