import { formatBRL, formatDate } from '../../../domain/format';

// The finance area's pt-BR messages (issue 15).

const brasiliaDateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "26/11/2026 às 07:40", Brasília time, whatever the server's zone. */
export const inBrasilia = (instant: Date) => brasiliaDateTime.format(instant).replace(', ', ' às ');

export const FILE_ALREADY_PROCESSED = (processedAt: Date, fileName: string) =>
  `Este arquivo de retorno já foi processado em ${inBrasilia(processedAt)} (${fileName}); nada foi liquidado de novo.`;
export const FILE_NOT_FOUND = 'Arquivo de retorno não encontrado.';
export const MORE_PROBLEMS = (count: number) =>
  `… e mais ${count} problema(s); corrija o arquivo e envie-o de novo.`;
export const BENEFICIARY_MISMATCH = (fileDocument: string) =>
  `Linha 1: o CNPJ da empresa no arquivo (${fileDocument}) não é o da conta de cobrança da seguradora.`;

// a return line's outcome
export const LINE_SETTLED = (proposalNumber: number, installment: number) =>
  `Parcela ${installment} da proposta ${proposalNumber} liquidada.`;
export const POLICY_ISSUED = (number: string) => `Apólice ${number} emitida.`;
export const POLICY_NOT_ISSUED = (reason: string) =>
  `A apólice não foi emitida: ${reason} O pagamento ficou registrado.`;
export const ALREADY_SETTLED = (paidAt: string | null, source: string | null) =>
  `Boleto já liquidado${paidAt ? ` em ${formatDate(paidAt)}` : ''}${source ? ` (${source === 'MANUAL' ? 'baixa manual' : 'retorno CNAB'})` : ''}; nada foi liquidado de novo.`;
export const AMOUNT_BELOW_SLIP = (paid: string, slip: string) =>
  `Valor pago ${formatBRL(paid)} menor que o do boleto (${formatBRL(slip)}); nada foi liquidado.`;
export const SLIP_NOT_FOUND_FOR_LINE = (ourNumber: string, bankCode: string) =>
  `Nenhum boleto com o nosso número ${ourNumber} no banco ${bankCode}.`;
export const OUR_NUMBER_NOT_NUMERIC = (ourNumber: string) =>
  `Nosso número "${ourNumber}" fora do leiaute do banco; nenhum boleto da seguradora o tem.`;
export const SLIP_CANCELLED_FOR_LINE =
  'Boleto cancelado: o pagamento não liquida nada; trate a devolução com o banco.';

// manual settlement
export const SLIP_NOT_FOUND = 'Boleto não encontrado.';
export const SLIP_ALREADY_SETTLED = (paidAt: string | null) =>
  `Este boleto já foi liquidado${paidAt ? ` em ${formatDate(paidAt)}` : ''}; nada foi alterado.`;
export const SLIP_CANCELLED = 'Boleto cancelado não pode ser liquidado.';
export const SLIP_STALE =
  'O boleto foi alterado por outra pessoa desde que você o abriu; recarregue e tente de novo.';
export const PAID_AT_INVALID = 'Data do pagamento (PaidAt): informe uma data válida (DD/MM/AAAA).';
export const PAID_AT_FUTURE = 'Data do pagamento (PaidAt): não pode ser futura.';
export const AMOUNT_INVALID = 'Valor pago (Amount): informe um valor em reais maior que zero.';
export const AMOUNT_BELOW = (slip: string) =>
  `Valor pago (Amount): menor que o valor do boleto (${formatBRL(slip)}).`;
export const MANUAL_SETTLED = (proposalNumber: number, installment: number) =>
  `Baixa manual registrada: parcela ${installment} da proposta ${proposalNumber} liquidada.`;
