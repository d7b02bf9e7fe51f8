import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  configValueText,
  DEFAULT_RENEWAL_SETTINGS,
  effectiveRenewal,
  parseIsoDay,
  type RenewalSettingsFields,
  renewalRuleSummary,
  renewalSchedule,
  renewalTerm,
  validatePolicyTerm,
  validateRenewalRule,
  validateRenewalSettings,
} from '../../domain/renewal';

const settings: RenewalSettingsFields = {
  RenewalEnabled: true,
  DaysBeforeExpiry: 60,
  AutoIssueWhenUnchanged: true,
  RecalculatePremium: true,
  BlockOnHolderRestrictions: true,
  NotifyBrokerDaysBefore: 90,
};

describe('validateRenewalSettings', () => {
  it('accepts the defaults, reading days typed as text', () => {
    const { values, problems } = validateRenewalSettings({
      ...settings,
      DaysBeforeExpiry: ' 45 ',
      NotifyBrokerDaysBefore: '0',
    });
    expect(problems).toEqual([]);
    expect(values).toEqual({ ...settings, DaysBeforeExpiry: 45, NotifyBrokerDaysBefore: 0 });
  });

  it('names every wrong field in pt-BR', () => {
    const { problems } = validateRenewalSettings({
      RenewalEnabled: 'sim',
      DaysBeforeExpiry: 0,
      AutoIssueWhenUnchanged: true,
      RecalculatePremium: undefined,
      BlockOnHolderRestrictions: false,
      NotifyBrokerDaysBefore: 400,
    });
    expect(problems).toEqual([
      'Renovação habilitada (RenewalEnabled): informe sim ou não.',
      'Dias antes do vencimento para abrir a renovação (DaysBeforeExpiry): informe um número inteiro de 1 a 180.',
      'Recalcular o prêmio com a taxa vigente (RecalculatePremium): informe sim ou não.',
      'Avisar o corretor (dias antes do vencimento) (NotifyBrokerDaysBefore): informe um número inteiro de 0 a 365.',
    ]);
  });

  it('refuses fractional days', () => {
    expect(validateRenewalSettings({ ...settings, DaysBeforeExpiry: 30.5 }).problems).toHaveLength(
      1,
    );
  });
});

describe('validateRenewalRule', () => {
  it('leaves blank days to the defaults, a blank maximum unlimited and the index NENHUM', () => {
    const { values, problems } = validateRenewalRule({ AutomaticRenewal: true });
    expect(problems).toEqual([]);
    expect(values).toEqual({
      AutomaticRenewal: true,
      DaysBeforeExpiry: null,
      MaxRenewals: null,
      AdjustmentIndex: 'NENHUM',
    });
  });

  it('reads the index as the user writes it (IGP-M, ipca)', () => {
    expect(
      validateRenewalRule({ AutomaticRenewal: false, AdjustmentIndex: 'IGP-M' }).values
        .AdjustmentIndex,
    ).toBe('IGPM');
    expect(
      validateRenewalRule({ AutomaticRenewal: false, AdjustmentIndex: 'ipca' }).values
        .AdjustmentIndex,
    ).toBe('IPCA');
  });

  it('names the wrong fields', () => {
    const { problems } = validateRenewalRule({
      DaysBeforeExpiry: 181,
      MaxRenewals: 0,
      AdjustmentIndex: 'SELIC',
    });
    expect(problems).toEqual([
      'Renovação automática (AutomaticRenewal): informe sim ou não.',
      'Dias antes do vencimento (DaysBeforeExpiry): informe um número inteiro de 1 a 180.',
      'Número máximo de renovações (MaxRenewals): informe um número inteiro de 1 a 99.',
      'Índice de atualização da importância segurada (AdjustmentIndex): escolha Nenhum, IPCA, IGP-M, INPC.',
    ]);
  });
});

describe('effectiveRenewal', () => {
  it('takes the rule over the defaults, its blank days from the defaults', () => {
    const rule = {
      AutomaticRenewal: true,
      DaysBeforeExpiry: null,
      MaxRenewals: 3,
      AdjustmentIndex: 'IPCA' as const,
    };
    expect(effectiveRenewal(settings, { ...rule, UniqueId: 'r-1' })).toEqual({
      ...settings,
      AutomaticRenewal: true,
      DaysBeforeExpiry: 60,
      MaxRenewals: 3,
      AdjustmentIndex: 'IPCA',
      RuleUniqueId: 'r-1',
    });
    expect(effectiveRenewal(settings, { ...rule, DaysBeforeExpiry: 30 }).DaysBeforeExpiry).toBe(30);
  });

  it('does not renew automatically without a rule, nor when renewal is off', () => {
    expect(effectiveRenewal(settings, null)).toMatchObject({
      AutomaticRenewal: false,
      DaysBeforeExpiry: 60,
      MaxRenewals: null,
      AdjustmentIndex: 'NENHUM',
      RuleUniqueId: null,
    });
    const rule = {
      AutomaticRenewal: true,
      DaysBeforeExpiry: 30,
      MaxRenewals: null,
      AdjustmentIndex: 'NENHUM' as const,
    };
    expect(effectiveRenewal(DEFAULT_RENEWAL_SETTINGS, rule).AutomaticRenewal).toBe(false);
  });
});

describe('ISO days', () => {
  it('refuses impossible days and keeps dates in UTC', () => {
    expect(parseIsoDay('2027-02-30')).toBeNull();
    expect(parseIsoDay('31/03/2027')).toBeNull();
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
  });
});

describe('validatePolicyTerm', () => {
  it('names each wrong date and refuses an end before the start or beyond 10 years', () => {
    expect(
      validatePolicyTerm({ startDate: '2027-13-01', endDate: '2027-01-01', referenceDate: '' })
        .problems,
    ).toEqual([
      'Início de vigência (startDate): informe uma data válida no formato AAAA-MM-DD.',
      'Data de referência (referenceDate): informe uma data válida no formato AAAA-MM-DD.',
    ]);
    expect(
      validatePolicyTerm({
        startDate: '2027-01-01',
        endDate: '2027-01-01',
        referenceDate: '2027-01-01',
      }).problems,
    ).toEqual(['Fim de vigência (endDate): deve ser posterior ao início de vigência.']);
    expect(
      validatePolicyTerm({
        startDate: '2027-01-01',
        endDate: '2037-01-02',
        referenceDate: '2027-01-01',
      }).problems,
    ).toEqual(['Fim de vigência (endDate): a vigência pode ter no máximo 10 anos.']);
  });
});

describe('renewalTerm', () => {
  it('renews from the old end date (continuous cover), as long as the old term was', () => {
    // one year ending on the anniversary: still one year over a leap day
    expect(renewalTerm('2027-03-15', '2028-03-15')).toEqual({
      startDate: '2028-03-15',
      endDate: '2029-03-15',
    });
    // one year ending the day before the anniversary keeps that shape
    expect(renewalTerm('2026-01-01', '2026-12-31')).toEqual({
      startDate: '2026-12-31',
      endDate: '2027-12-30',
    });
    // two years
    expect(renewalTerm('2025-06-10', '2027-06-10')).toEqual({
      startDate: '2027-06-10',
      endDate: '2029-06-10',
    });
    // a year from 29 February ends on the 28th, and its renewal stays one year
    expect(renewalTerm('2028-02-29', '2029-02-28')).toEqual({
      startDate: '2029-02-28',
      endDate: '2030-02-28',
    });
    // 90 days from start to end keeps 90 days
    expect(renewalTerm('2026-10-01', '2026-12-30')).toEqual({
      startDate: '2026-12-30',
      endDate: '2027-03-30',
    });
  });
});

describe('renewalSchedule', () => {
  const automatic = effectiveRenewal(settings, {
    AutomaticRenewal: true,
    DaysBeforeExpiry: 60,
    MaxRenewals: 2,
    AdjustmentIndex: 'IPCA',
  });
  const term = { startDate: '2026-04-01', endDate: '2027-04-01', referenceDate: '2026-12-01' };

  it('opens the renewal 60 days before expiry, warns the broker 90 days before, renews the same term', () => {
    expect(renewalSchedule(term, automatic)).toEqual({
      StartDate: '2026-04-01',
      EndDate: '2027-04-01',
      TermInDays: 365,
      Renewable: true,
      AutomaticRenewal: true,
      Reason: null,
      RenewalOpensOn: '2027-01-31',
      BrokerNoticeOn: '2027-01-01',
      // continuous cover, one whole year though 2028 has a 29 February
      NextStartDate: '2027-04-01',
      NextEndDate: '2028-04-01',
      AdjustmentIndex: 'IPCA',
      RecalculatePremium: true,
      AutoIssueWhenUnchanged: true,
      Status: 'AGUARDANDO_ABERTURA',
      DaysUntilOpening: 61,
    });
  });

  it('shows the next term the renewal job will open (renewalTerm)', () => {
    for (const [startDate, endDate] of [
      ['2026-04-01', '2027-04-01'],
      ['2026-01-01', '2026-12-31'],
      ['2026-10-01', '2026-12-30'],
    ]) {
      const schedule = renewalSchedule({ ...term, startDate, endDate }, automatic);
      const next = renewalTerm(startDate, endDate);
      expect([schedule.NextStartDate, schedule.NextEndDate]).toEqual([endDate, next.endDate]);
      expect(next.startDate).toBe(endDate);
    }
  });

  it('reads the state on the reference date', () => {
    expect(renewalSchedule({ ...term, referenceDate: '2027-01-31' }, automatic).Status).toBe(
      'RENOVACAO_ABERTA',
    );
    expect(renewalSchedule({ ...term, referenceDate: '2027-04-01' }, automatic).Status).toBe(
      'VENCIDA',
    );
  });

  it('opens a term shorter than the window on its first day', () => {
    const short = renewalSchedule({ ...term, endDate: '2026-05-01' }, automatic);
    expect(short.RenewalOpensOn).toBe('2026-04-01');
    expect(short.BrokerNoticeOn).toBe('2026-04-01');
  });

  it('stops at the maximum of renewals, and says why', () => {
    const schedule = renewalSchedule(term, automatic, 2);
    expect(schedule).toMatchObject({
      Renewable: false,
      AutomaticRenewal: false,
      RenewalOpensOn: null,
      NextStartDate: null,
      Status: 'NAO_RENOVA',
      Reason: 'A modalidade permite no máximo 2 renovação(ões) e a apólice já teve 2.',
    });
  });

  it('says a manual modality renews on request, and nothing renews when renewal is off', () => {
    const manual = renewalSchedule(term, effectiveRenewal(settings, null));
    expect(manual).toMatchObject({
      Renewable: true,
      AutomaticRenewal: false,
      RenewalOpensOn: '2027-01-31',
    });
    expect(manual.Reason).toMatch(/a pedido do corretor/);
    const off = renewalSchedule(
      term,
      effectiveRenewal({ ...settings, RenewalEnabled: false }, null),
    );
    expect(off).toMatchObject({ Renewable: false, Status: 'NAO_RENOVA' });
    expect(off.Reason).toBe('A renovação está desligada na seguradora.');
  });

  it('does not warn the broker when the notice is 0 days', () => {
    const quiet = effectiveRenewal({ ...settings, NotifyBrokerDaysBefore: 0 }, null);
    expect(renewalSchedule(term, quiet).BrokerNoticeOn).toBeNull();
  });
});

describe('configValueText', () => {
  it('shows flags in words and indexes by their name', () => {
    expect(configValueText(true)).toBe('Sim');
    expect(configValueText('IGPM')).toBe('IGP-M');
    expect(configValueText(null)).toBeNull();
    expect(configValueText(60)).toBe('60');
  });
});

describe('renewalRuleSummary', () => {
  it('describes a removed rule for the history', () => {
    expect(
      renewalRuleSummary('Fornecedor', {
        AutomaticRenewal: false,
        DaysBeforeExpiry: null,
        MaxRenewals: 2,
        AdjustmentIndex: 'IGPM',
      }),
    ).toBe('Fornecedor: a pedido; dias do padrão; até 2 renovações; índice IGP-M');
  });
});
