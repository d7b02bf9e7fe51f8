import Decimal from 'decimal.js';
import { type DecimalInput, toDecimal } from '../decimalValue';
import { formatBRL } from '../format';
import { type EngineVerdict, type Finding, moneyText, verdictFrom } from './types';

/** Reinsurance engine: the insurer's retention. Rules (/docs): */
export const reinsuranceRules: readonly string[] = [
  'Encaminha para análise, para colocação de resseguro facultativo, quando a importância segurada passa do limite de retenção da seguradora (parâmetro).',
  'Encaminha para análise quando a seguradora não tem limite de retenção configurado.',
];

export interface ReinsuranceInput {
  insuredAmount: DecimalInput;
  /** The tenant's retention limit (parameter). */
  retentionLimit: DecimalInput;
}

export const evaluateReinsurance = (input: ReinsuranceInput): EngineVerdict => {
  const findings: Finding[] = [];
  const insuredAmount = toDecimal(input.insuredAmount) ?? new Decimal(0);
  const retention = toDecimal(input.retentionLimit);
  if (!retention) {
    findings.push({
      verdict: 'referred',
      reason: 'Limite de retenção da seguradora não configurado.',
    });
  } else if (insuredAmount.greaterThan(retention)) {
    findings.push({
      verdict: 'referred',
      reason: `Importância segurada de ${formatBRL(insuredAmount)} acima do limite de retenção da seguradora, que é de ${formatBRL(retention)}: requer colocação de resseguro facultativo.`,
    });
  }
  return verdictFrom(
    'Resseguro',
    findings,
    `Importância segurada de ${formatBRL(insuredAmount)} dentro do limite de retenção da seguradora.`,
    { InsuredAmountValue: moneyText(insuredAmount), RetentionLimit: moneyText(retention) },
  );
};
