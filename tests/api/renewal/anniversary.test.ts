import { describe, expect, it } from 'vitest';
import type { AnniversaryRuleAnswer } from '../../../domain/anniversaryEndorsement';
import type { ChangeHistoryRow } from '../../../domain/renewal';
import { ANNIVERSARY, expectStatus, seededModality, signedInSession } from './helpers';

const session = signedInSession();

const demoSettings = {
  AnniversaryEnabled: true,
  DaysBeforeAnniversary: 30,
  AdjustmentIndex: 'IPCA',
  ChargeAnnualPremium: true,
  AutomaticIssue: false,
};
const term = { startDate: '2026-03-10', endDate: '2029-03-10', referenceDate: '2027-02-20' };

const historyOf = async (uniqueId?: string) => {
  const answer = await session.admin.get(ANNIVERSARY.history, uniqueId ? { uniqueId } : undefined);
  expectStatus(answer, 200);
  return answer.data as ChangeHistoryRow[];
};
const changesOf = (row: ChangeHistoryRow) =>
  row.ChangesHistories.map(({ Label, OldValue, NewValue }) => [Label, OldValue, NewValue]);

describe('anniversary-endorsement defaults (configurar-aniversario)', () => {
  it('answers the demo defaults; another tenant gets the built-in ones (off, Version 0)', async () => {
    expect((await session.corretor.get(ANNIVERSARY.settings)).data).toEqual({
      ...demoSettings,
      Version: 1,
    });
    expect((await session.otherTenant.get(ANNIVERSARY.settings)).data).toMatchObject({
      AnniversaryEnabled: false,
      Version: 0,
    });
  });

  it('saves with the Version read, records the history and refuses stale, invalid and unauthorised saves', async () => {
    const saved = await session.admin.put(ANNIVERSARY.save, {
      ...demoSettings,
      AdjustmentIndex: 'INPC',
      Version: 1,
    });
    expectStatus(saved, 200);
    expect(saved.data).toMatchObject({ AdjustmentIndex: 'INPC', Version: 2 });
    const [latest] = await historyOf();
    expect(changesOf(latest)).toEqual([
      ['Índice de atualização da importância segurada', 'IPCA', 'INPC'],
    ]);
    expectStatus(await session.admin.put(ANNIVERSARY.save, { ...demoSettings, Version: 1 }), 409);
    const invalid = await session.admin.put(ANNIVERSARY.save, {
      ...demoSettings,
      DaysBeforeAnniversary: 120,
      Version: 2,
    });
    expectStatus(invalid, 400);
    expect(invalid.errors).toEqual([
      'Dias antes do aniversário para gerar o endosso (DaysBeforeAnniversary): informe um número inteiro de 0 a 90.',
    ]);
    expectStatus(
      await session.analista.put(ANNIVERSARY.save, { ...demoSettings, Version: 2 }),
      403,
    );
  });
});

describe('anniversary rules per modality', () => {
  let created: AnniversaryRuleAnswer;

  it('lists the demo rules with what each makes effective', async () => {
    const rules = (await session.corretor.get(ANNIVERSARY.rules)).data as AnniversaryRuleAnswer[];
    expect(rules.find((rule) => rule.ModalityName === 'Imobiliário')).toMatchObject({
      DaysBeforeAnniversary: 45,
      AdjustmentIndex: 'IGPM',
      ChargeAnnualPremium: null,
      Effective: { Enabled: true, DaysBeforeAnniversary: 45, ChargeAnnualPremium: true },
    });
    expect((await session.otherTenant.get(ANNIVERSARY.rules)).data).toEqual([]);
  });

  it('creates, edits by token with history, refuses duplicates and stale edits', async () => {
    const fornecedor = await seededModality(session.t.db, 'Fornecedor');
    const answer = await session.admin.post(ANNIVERSARY.create, {
      ModalityUniqueId: fornecedor.uniqueId,
      IsEnabled: true,
      DaysBeforeAnniversary: 15,
    });
    expectStatus(answer, 200);
    created = answer.data as AnniversaryRuleAnswer;
    expect(created.Effective).toMatchObject({ DaysBeforeAnniversary: 15, AdjustmentIndex: 'INPC' });
    expectStatus(
      await session.admin.post(ANNIVERSARY.create, {
        ModalityUniqueId: fornecedor.uniqueId,
        IsEnabled: false,
      }),
      409,
    );
    const updated = await session.admin.put(ANNIVERSARY.update, {
      UniqueId: created.UniqueId,
      IsEnabled: true,
      DaysBeforeAnniversary: 15,
      AutomaticIssue: true,
      Version: 1,
    });
    expectStatus(updated, 200);
    expect(updated.data).toMatchObject({ AutomaticIssue: true, Version: 2 });
    const [latest, opening] = await historyOf(created.UniqueId);
    expect(changesOf(latest)).toEqual([['Emissão automática', null, 'Sim']]);
    expect(changesOf(opening)[0]).toEqual(['Modalidade', null, 'Fornecedor']);
    expectStatus(
      await session.admin.put(ANNIVERSARY.update, {
        UniqueId: created.UniqueId,
        IsEnabled: false,
        Version: 1,
      }),
      409,
    );
    expectStatus(
      await session.otherTenant.get(ANNIVERSARY.rule, { uniqueId: created.UniqueId }),
      404,
    );
  });
});

describe('DeleteAnniversaryModalityRule', () => {
  it('sends the modality back to the defaults, recorded in the defaults’ history', async () => {
    const rules = (await session.admin.get(ANNIVERSARY.rules)).data as AnniversaryRuleAnswer[];
    const imobiliario = rules.find(
      (rule) => rule.ModalityName === 'Imobiliário',
    ) as AnniversaryRuleAnswer;
    const removed = await session.admin.delete(ANNIVERSARY.remove, {
      UniqueId: imobiliario.UniqueId,
      Version: imobiliario.Version,
    });
    expectStatus(removed, 200);
    expect((removed.data as AnniversaryRuleAnswer[]).length).toBe(rules.length - 1);
    const [latest] = await historyOf();
    expect(changesOf(latest)).toEqual([
      [
        'Regra da modalidade',
        'Imobiliário: gera endosso; 45 dias; índice IGP-M; prêmio anual do padrão; emissão automática do padrão',
        null,
      ],
    ]);
    const schedule = await session.admin.get(ANNIVERSARY.schedule, {
      modalityUniqueId: imobiliario.ModalityUniqueId,
      ...term,
    });
    expect(schedule.data.Effective).toMatchObject({
      RuleUniqueId: null,
      DaysBeforeAnniversary: 30,
    });
  });
});

describe('GetAnniversarySchedule', () => {
  it('lists the anniversaries of a multi-year policy with the endorsement dates of its modality', async () => {
    const fornecedor = await seededModality(session.t.db, 'Fornecedor');
    const answer = await session.corretor.get(ANNIVERSARY.schedule, {
      modalityUniqueId: fornecedor.uniqueId,
      ...term,
    });
    expectStatus(answer, 200);
    expect(answer.data.Schedule).toMatchObject({
      MultiYear: true,
      Enabled: true,
      AutomaticIssue: true,
      AdjustmentIndex: 'INPC',
      Next: { Number: 1, AnniversaryDate: '2027-03-10', EndorsementDueOn: '2027-02-23' },
    });
    expect(
      answer.data.Schedule.Anniversaries.map((item: { Status: string }) => item.Status),
    ).toEqual(['PREVISTO', 'PREVISTO']);
  });

  it('generates nothing for a modality whose rule is off', async () => {
    const licitante = await seededModality(session.t.db, 'Licitante');
    const answer = await session.admin.get(ANNIVERSARY.schedule, {
      modalityUniqueId: licitante.uniqueId,
      ...term,
    });
    expectStatus(answer, 200);
    expect(answer.data.Schedule).toMatchObject({ Enabled: false, Anniversaries: [] });
  });

  it('names a missing date', async () => {
    const licitante = await seededModality(session.t.db, 'Licitante');
    const answer = await session.admin.get(ANNIVERSARY.schedule, {
      modalityUniqueId: licitante.uniqueId,
      startDate: '2026-03-10',
    });
    expectStatus(answer, 400);
    expect(answer.errors).toEqual([
      'Fim de vigência (endDate): informe uma data válida no formato AAAA-MM-DD.',
    ]);
  });
});
