/** What the bank-slip calls answer, in pt-BR. */
export const NO_BANK_SLIPS =
  'Esta proposta ainda não tem boletos: eles são gerados na emissão, quando a proposta passa a Aguardando Pagamento de Boleto.';
export const NO_OPEN_BANK_SLIPS = 'Esta proposta não tem boletos em aberto ou pagos para baixar.';
export const INVALID_PREMIUM =
  'O prêmio da proposta precisa ser maior que zero para gerar os boletos.';
export const INVALID_INSTALLMENTS = 'O número de parcelas precisa estar entre 1 e 12.';

export const slipStatusNames = {
  ABERTO: 'Em aberto',
  PAGO: 'Pago',
  CANCELADO: 'Cancelado',
} as const;
export type SlipStatus = keyof typeof slipStatusNames;

/** The slip's instructions to the bank's cashier, printed on every slip. */
export const SLIP_INSTRUCTIONS = [
  'Não receber após o vencimento.',
  'Pagamento referente ao prêmio de seguro garantia; a apólice é emitida após a compensação da primeira parcela.',
  'Pague também pelo PIX com o QR Code ou o código copia e cola deste boleto.',
  'Em caso de dúvida, fale com o seu corretor.',
];

export const collectionAccountProblem = (problem: string) =>
  `${problem.replace(/\.?$/, '.')} Ajuste a conta de cobrança na parametrização de emissão.`;
export const unsupportedCollectionBank = (bankCode: string) =>
  `A conta de cobrança da seguradora é do banco ${bankCode}, cujo boleto o Aval ainda não gera. Ajuste a conta de cobrança na parametrização de emissão.`;
