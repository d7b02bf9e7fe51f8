import Decimal from 'decimal.js';
import { ProposalTimelineSituation, type ProposalTimelineSituationId } from '../timeline';

/**
 * What every automatic approval engine answers (issue 13): its verdict, the reasons in pt-BR
 * and the values it read, so the engine execution log explains itself.
 */
export type EngineName = 'PEP' | 'Credito' | 'Cadastro' | 'Subscricao' | 'Resseguro';
export type Verdict = 'approved' | 'referred' | 'refused';

/** A JSON-safe value: what an engine log stores of its inputs (money as decimal strings). */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface EngineVerdict {
  engine: EngineName;
  verdict: Verdict;
  /** Why, in pt-BR; one line per finding (a single line saying what passed when approved). */
  reasons: string[];
  /** The values the engine read, JSON-safe. */
  inputs: Record<string, JsonValue>;
  /**
   * Registration only: required documents that were never sent (by name). When present, the
   * proposal goes back to the broker (Aguardando Corretor) listing them.
   */
  missingDocuments?: string[];
}

export const engineLabels: Record<EngineName, string> = {
  PEP: 'PEP',
  Credito: 'Crédito',
  Cadastro: 'Cadastro',
  Subscricao: 'Subscrição',
  Resseguro: 'Resseguro',
};

/** The timeline step each engine stands for: PEP is part of the registration (Cadastro) step. */
export const engineTimelineSituation: Record<EngineName, ProposalTimelineSituationId> = {
  PEP: ProposalTimelineSituation.Cadastro,
  Credito: ProposalTimelineSituation.Credito,
  Cadastro: ProposalTimelineSituation.Cadastro,
  Subscricao: ProposalTimelineSituation.Subscricao,
  Resseguro: ProposalTimelineSituation.Resseguro,
};

const severity: Record<Verdict, number> = { approved: 0, referred: 1, refused: 2 };

/** The most severe of some verdicts (refused > referred > approved); approved when none. */
export const worstVerdict = (verdicts: readonly Verdict[]): Verdict =>
  verdicts.reduce<Verdict>((worst, v) => (severity[v] > severity[worst] ? v : worst), 'approved');

/** One thing an engine found wrong. */
export interface Finding {
  verdict: Exclude<Verdict, 'approved'>;
  reason: string;
}

/** The verdict of an engine from its findings; `passed` is the reason logged when there are none. */
export const verdictFrom = (
  engine: EngineName,
  findings: readonly Finding[],
  passed: string,
  inputs: Record<string, JsonValue>,
): EngineVerdict => ({
  engine,
  verdict: worstVerdict(findings.map((finding) => finding.verdict)),
  reasons: findings.length ? findings.map((finding) => finding.reason) : [passed],
  inputs,
});

/** A money value as the log stores it: a decimal string with 2 places, or null. */
export const moneyText = (value: Decimal | null): string | null =>
  value ? value.toFixed(2, Decimal.ROUND_HALF_UP) : null;
