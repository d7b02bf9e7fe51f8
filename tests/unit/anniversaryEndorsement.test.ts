import { describe, expect, it } from 'vitest';
import {
  type AnniversarySettingsFields,
  anniversaryRuleSummary,
  anniversarySchedule,
  effectiveAnniversary,
  validateAnniversaryRule,
  validateAnniversarySettings,
} from '../../domain/anniversaryEndorsement';

const settings: AnniversarySettingsFields = {
  AnniversaryEnabled: true,
  DaysBeforeAnniversary: 30,
  AdjustmentIndex: 'IPCA',
  ChargeAnnualPremium: true,
  AutomaticIssue: false,
};

describe('validateAnniversarySettings', () => {
  it('accepts valid defaults', () => {
    expect(validateAnniversarySettings({ ...settings, DaysBeforeAnniversary: '0' })).toEqual({
      values: { ...settings, DaysBeforeAnniversary: 0 },
      problems: [],
    });
  });

  it('names each wrong field in pt-BR', () => {
    expect(
      validateAnniversarySettings({
        AnniversaryEnabled: true,
        DaysBeforeAnniversary: 91,
        AdjustmentIndex: '',
        ChargeAnnualPremium: null,
        AutomaticIssue: false,
      }).problems,
    ).toEqual([
      'Dias antes do aniversário para gerar o endosso (DaysBeforeAnniversary): informe um número inteiro de 0 a 90.',
      'Índice de atualização da importância segurada (AdjustmentIndex): escolha Nenhum, IPCA, IGP-M, INPC.',
      'Cobrar o prêmio anual a cada aniversário (ChargeAnnualPremium): informe sim ou não.',
    ]);
  });
});

describe('validateAnniversaryRule', () => {
  it('needs IsEnabled; every other blank field follows the defaults', () => {
    expect(validateAnniversaryRule({ IsEnabled: true })).toEqual({
      values: {
        IsEnabled: true,
        DaysBeforeAnniversary: null,
        AdjustmentIndex: null,
        ChargeAnnualPremium: null,
        AutomaticIssue: null,
      },
      problems: [],
    });
    expect(
      validateAnniversaryRule({ DaysBeforeAnniversary: -1, AutomaticIssue: 'x' }).problems,
    ).toEqual([
      'Gera endosso de aniversário (IsEnabled): informe sim ou não.',
      'Dias antes do aniversário (DaysBeforeAnniversary): informe um número inteiro de 0 a 90.',
      'Emissão automática (AutomaticIssue): informe sim ou não.',
    ]);
  });
});

describe('effectiveAnniversary', () => {
  it('takes each set field of the rule, the others from the defaults', () => {
    const rule = {
      IsEnabled: true,
      DaysBeforeAnniversary: 45,
      AdjustmentIndex: 'IGPM' as const,
      ChargeAnnualPremium: null,
      AutomaticIssue: true,
      UniqueId: 'a-1',
    };
    expect(effectiveAnniversary(settings, rule)).toEqual({
      Enabled: true,
      AnniversaryEnabled: true,
      DaysBeforeAnniversary: 45,
      AdjustmentIndex: 'IGPM',
      ChargeAnnualPremium: true,
      AutomaticIssue: true,
      RuleUniqueId: 'a-1',
    });
  });

  it('is on without a rule when the insurer is on; a rule or the insurer can switch it off', () => {
    expect(effectiveAnniversary(settings, null).Enabled).toBe(true);
    expect(
      effectiveAnniversary(settings, { ...validateAnniversaryRule({ IsEnabled: false }).values })
        .Enabled,
    ).toBe(false);
    expect(effectiveAnniversary({ ...settings, AnniversaryEnabled: false }, null).Enabled).toBe(
      false,
    );
  });
});

describe('anniversarySchedule', () => {
  const config = effectiveAnniversary(settings, null);

  it('lists each anniversary before the end, the endorsement due 30 days before, and its state', () => {
    const schedule = anniversarySchedule(
      { startDate: '2026-03-10', endDate: '2029-03-10', referenceDate: '2027-02-20' },
      config,
    );
    expect(schedule.MultiYear).toBe(true);
    expect(schedule.Reason).toBeNull();
    expect(schedule.Anniversaries).toEqual([
      {
        Number: 1,
        AnniversaryDate: '2027-03-10',
        EndorsementDueOn: '2027-02-08',
        PeriodStart: '2027-03-10',
        PeriodEnd: '2028-03-10',
        Status: 'A_GERAR',
      },
      {
        Number: 2,
        AnniversaryDate: '2028-03-10',
        EndorsementDueOn: '2028-02-09',
        PeriodStart: '2028-03-10',
        PeriodEnd: '2029-03-10',
        Status: 'PREVISTO',
      },
    ]);
    expect(schedule.Next?.Number).toBe(1);
    expect(schedule.DaysUntilNextEndorsement).toBe(-12);
  });

  it('ends the last period at the end of a term that is not whole years', () => {
    const schedule = anniversarySchedule(
      { startDate: '2026-01-15', endDate: '2027-07-15', referenceDate: '2027-06-01' },
      config,
    );
    expect(schedule.Anniversaries).toHaveLength(1);
    expect(schedule.Anniversaries[0]).toMatchObject({ PeriodEnd: '2027-07-15', Status: 'PASSADO' });
    expect(schedule.Next).toBeNull();
  });

  it('has no anniversary in a term of one year or less, and says why', () => {
    const schedule = anniversarySchedule(
      { startDate: '2026-01-15', endDate: '2027-01-15', referenceDate: '2026-02-01' },
      config,
    );
    expect(schedule).toMatchObject({ MultiYear: false, Anniversaries: [], Next: null });
    expect(schedule.Reason).toBe('A vigência não passa de um ano: não há aniversário.');
  });

  it('generates nothing for a modality switched off', () => {
    const off = effectiveAnniversary(
      settings,
      validateAnniversaryRule({ IsEnabled: false }).values,
    );
    const schedule = anniversarySchedule(
      { startDate: '2026-01-15', endDate: '2030-01-15', referenceDate: '2026-02-01' },
      off,
    );
    expect(schedule).toMatchObject({ MultiYear: true, Enabled: false, Anniversaries: [] });
    expect(schedule.Reason).toBe('A modalidade não gera endosso de aniversário.');
  });

  it('keeps 29 February policies on 28 February in common years', () => {
    const schedule = anniversarySchedule(
      { startDate: '2028-02-29', endDate: '2030-06-01', referenceDate: '2028-03-01' },
      { ...config, DaysBeforeAnniversary: 0 },
    );
    expect(schedule.Anniversaries.map((item) => item.AnniversaryDate)).toEqual([
      '2029-02-28',
      '2030-02-28',
    ]);
  });
});

describe('anniversaryRuleSummary', () => {
  it('describes a removed rule for the history, inherited fields as "do padrão"', () => {
    expect(
      anniversaryRuleSummary(
        'Licitante',
        validateAnniversaryRule({ IsEnabled: false, AutomaticIssue: true }).values,
      ),
    ).toBe(
      'Licitante: não gera endosso; dias do padrão; índice do padrão; prêmio anual do padrão; emissão automática sim',
    );
  });
});
