import type { FormFactor, Measure } from './lighthouse';

export interface PageResult {
  page: string;
  formFactor: FormFactor;
  runs: Measure[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** DESIGN §9: Lighthouse mobile ≥ 90, desktop ≥ 98. */
const TARGET: Record<FormFactor, number> = { mobile: 90, desktop: 98 };

/** One markdown table row per page and form factor: medians of the runs. */
export const formatReport = (results: PageResult[]) => {
  const header = [
    '| page | form factor | runs | score (target) | FCP | LCP | TBT | CLS | JS transferred | all transferred |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const rows = results.map(({ page, formFactor, runs }) => {
    const of = (key: keyof Measure) => median(runs.map((run) => run[key]));
    const score = of('score');
    const verdict = score >= TARGET[formFactor] ? 'ok' : 'BELOW';
    return [
      page,
      formFactor,
      runs.map((run) => run.score).join('/'),
      `${score} (≥ ${TARGET[formFactor]} ${verdict})`,
      seconds(of('fcp')),
      seconds(of('lcp')),
      `${Math.round(of('tbt'))} ms`,
      of('cls').toFixed(3),
      kb(of('jsBytes')),
      kb(of('totalBytes')),
    ].join(' | ');
  });
  return [...header, ...rows.map((row) => `| ${row} |`)].join('\n');
};
