/** What the issuance calls answer, in pt-BR. */
export const PROPOSAL_NOT_FOUND = 'Proposta não encontrada.';
export const PROPOSAL_INCOMPLETE =
  'A proposta não tem segurado, modalidade, vigência ou importância segurada: não pode ser emitida.';
export const PROPOSAL_WITHOUT_PREMIUM =
  'A proposta não tem prêmio calculado: não pode ser emitida.';
export const ONLY_WHEN_AWAITING_ISSUANCE =
  'Só uma proposta em Aguardando Emissão pode ser emitida.';

export const issuedNote = (number: string, premiumReceivable: boolean) =>
  premiumReceivable
    ? `Apólice ${number} emitida com o prêmio a receber.`
    : `Apólice ${number} emitida.`;
export const awaitingPaymentNote = (slips: number) =>
  slips === 1
    ? 'Boleto gerado: a apólice é emitida quando ele for pago.'
    : `${slips} boletos gerados: a apólice é emitida quando o primeiro for pago.`;
