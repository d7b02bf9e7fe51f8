import { describe, expect, it } from 'vitest';
import {
  COMPLEMENTARY_TERM_FIELDS,
  proposalTerm,
  termLimitProblems,
} from '../../../domain/pricing';
import { TODAY, licitante } from './fixtures';

describe('proposalTerm', () => {
  it('completes the end date from the days', () => {
    expect(proposalTerm({ startDate: '2026-03-10', deadlineDays: 180 })).toEqual({
      ok: true,
      result: { startDate: '2026-03-10', endDate: '2026-09-06', deadlineDays: 180 },
    });
  });

  it('counts the days from the dates (end − start), leap days included', () => {
    expect(proposalTerm({ startDate: '2026-03-10', endDate: '2026-09-06' })).toEqual({
      ok: true,
      result: { startDate: '2026-03-10', endDate: '2026-09-06', deadlineDays: 180 },
    });
    const leap = proposalTerm({ startDate: '2028-02-01', endDate: '2028-03-01' });
    expect(leap.ok && leap.result.deadlineDays).toBe(29);
  });

  it('accepts dates and days that agree, days as a string, and ISO date-times cut to the day', () => {
    const term = proposalTerm({
      startDate: '2026-03-10T00:00:00.000Z',
      endDate: '2026-09-06',
      deadlineDays: '180',
    });
    expect(term).toEqual({
      ok: true,
      result: { startDate: '2026-03-10', endDate: '2026-09-06', deadlineDays: 180 },
    });
  });

  it('refuses days that disagree with the dates', () => {
    expect(
      proposalTerm({ startDate: '2026-03-10', endDate: '2026-09-06', deadlineDays: 181 }),
    ).toEqual({
      ok: false,
      problems: [
        {
          field: 'DeadlineDays',
          message: 'O prazo de 181 dias não corresponde às datas de vigência, que somam 180 dias.',
        },
      ],
    });
  });

  it('refuses an end date on or before the start date', () => {
    const term = proposalTerm({ startDate: '2026-03-10', endDate: '2026-03-10' });
    expect(term).toEqual({
      ok: false,
      problems: [
        {
          field: 'EndDate',
          message: 'A data de fim de vigência deve ser posterior à data de início.',
        },
      ],
    });
  });

  it('names every missing or unreadable part', () => {
    expect(proposalTerm({})).toEqual({
      ok: false,
      problems: [
        { field: 'StartDate', message: 'Informe a data de início de vigência (AAAA-MM-DD).' },
        { field: 'DeadlineDays', message: 'Informe a data de fim de vigência ou o prazo em dias.' },
      ],
    });
    expect(
      proposalTerm({ startDate: '2026-02-30', endDate: '06/09/2026', deadlineDays: 1.5 }),
    ).toEqual({
      ok: false,
      problems: [
        { field: 'StartDate', message: 'Informe a data de início de vigência (AAAA-MM-DD).' },
        { field: 'EndDate', message: 'Informe uma data de fim de vigência válida (AAAA-MM-DD).' },
        {
          field: 'DeadlineDays',
          message: 'O prazo em dias deve ser um número inteiro maior que zero.',
        },
      ],
    });
    expect(proposalTerm({ startDate: TODAY, deadlineDays: 0 }).ok).toBe(false);
  });

  it('names the complementary fields when asked', () => {
    const term = proposalTerm({ startDate: TODAY }, COMPLEMENTARY_TERM_FIELDS);
    expect(!term.ok && term.problems.map((p) => p.field)).toEqual(['ComplementaryDeadlineDays']);
  });
});

describe('termLimitProblems', () => {
  const term = (startDate: string, deadlineDays: number) => ({
    startDate,
    endDate: '',
    deadlineDays,
  });

  it('accepts days within the bounds, the bounds included', () => {
    expect(termLimitProblems(term(TODAY, 30), licitante, TODAY)).toEqual([]);
    expect(termLimitProblems(term(TODAY, 1825), licitante, TODAY)).toEqual([]);
  });

  it('refuses days out of the bounds with the spec’s messages', () => {
    expect(termLimitProblems(term(TODAY, 29), licitante, TODAY)).toEqual([
      {
        field: 'DeadlineDays',
        message: 'Prazo de dias para essa modalidade não pode ser menor que 30',
      },
    ]);
    expect(termLimitProblems(term(TODAY, 1826), licitante, TODAY)).toEqual([
      {
        field: 'DeadlineDays',
        message: 'Prazo de dias para essa modalidade não pode ser maior que 1825',
      },
    ]);
  });

  it('allows a start up to MaxRetroactivityDays before today', () => {
    expect(termLimitProblems(term('2026-02-08', 180), licitante, TODAY)).toEqual([]);
    expect(termLimitProblems(term('2026-02-07', 180), licitante, TODAY)).toEqual([
      {
        field: 'StartDate',
        message:
          'A data de início de vigência não pode ser anterior a 08/02/2026: a modalidade "Licitante" permite no máximo 30 dias de retroatividade.',
      },
    ]);
  });

  it('allows a start up to MaxFutureDays after today', () => {
    expect(termLimitProblems(term('2026-05-09', 180), licitante, TODAY)).toEqual([]);
    expect(termLimitProblems(term('2026-05-10', 180), licitante, TODAY)).toEqual([
      {
        field: 'StartDate',
        message:
          'A data de início de vigência não pode ser posterior a 09/05/2026: a modalidade "Licitante" permite iniciar a vigência em no máximo 60 dias a partir de hoje.',
      },
    ]);
  });

  it('reports days and start together, on the fields asked', () => {
    const problems = termLimitProblems(
      term('2026-01-01', 10),
      licitante,
      TODAY,
      COMPLEMENTARY_TERM_FIELDS,
    );
    expect(problems.map((p) => p.field)).toEqual([
      'ComplementaryDeadlineDays',
      'ComplementaryStartDate',
    ]);
  });
});
