import { describe, expect, it } from 'vitest';
import type {
  ChangeHistoryRow,
  RenewalRuleAnswer,
  RenewalSettingsAnswer,
} from '../../../domain/renewal';
import { expectStatus, RENEWAL, seededModality, signedInSession } from './helpers';

const session = signedInSession();

const demoSettings = {
  RenewalEnabled: true,
  DaysBeforeExpiry: 60,
  AutoIssueWhenUnchanged: true,
  RecalculatePremium: true,
  BlockOnHolderRestrictions: true,
  NotifyBrokerDaysBefore: 90,
};

const historyOf = async (uniqueId?: string) => {
  const answer = await session.admin.get(RENEWAL.history, uniqueId ? { uniqueId } : undefined);
  expectStatus(answer, 200);
  return answer.data as ChangeHistoryRow[];
};

const changesOf = (row: ChangeHistoryRow) =>
  row.ChangesHistories.map(({ Label, OldValue, NewValue }) => [Label, OldValue, NewValue]);

describe('renewal defaults (configurar-renovacao)', () => {
  it('answers the demo defaults to any signed-in user, and the built-in ones to a tenant that never saved', async () => {
    const answer = await session.corretor.get(RENEWAL.settings);
    expectStatus(answer, 200);
    expect(answer.data).toEqual({ ...demoSettings, Version: 1 });
    const other = await session.otherTenant.get(RENEWAL.settings);
    expectStatus(other, 200);
    expect(other.data).toMatchObject({ RenewalEnabled: false, Version: 0 });
  });

  it('saves with the Version read, records old → new, and refuses a stale or versionless save', async () => {
    const saved = await session.admin.put(RENEWAL.save, {
      ...demoSettings,
      DaysBeforeExpiry: 45,
      NotifyBrokerDaysBefore: 0,
      Version: 1,
    });
    expectStatus(saved, 200);
    expect(saved.data).toMatchObject({
      DaysBeforeExpiry: 45,
      NotifyBrokerDaysBefore: 0,
      Version: 2,
    });
    const [latest] = await historyOf();
    expect(latest.ChangedByName).not.toBe('');
    expect(changesOf(latest)).toEqual([
      ['Dias antes do vencimento para abrir a renovação', '60', '45'],
      ['Avisar o corretor (dias antes do vencimento)', '90', '0'],
    ]);

    const stale = await session.admin.put(RENEWAL.save, { ...demoSettings, Version: 1 });
    expectStatus(stale, 409);
    expect(stale.errors[0]).toMatch(/alterada por outra pessoa/);
    const versionless = await session.admin.put(RENEWAL.save, demoSettings);
    expectStatus(versionless, 400);
    expect(
      ((await session.admin.get(RENEWAL.settings)).data as RenewalSettingsAnswer).DaysBeforeExpiry,
    ).toBe(45);
  });

  it('names every invalid field in pt-BR and writes nothing', async () => {
    const answer = await session.admin.put(RENEWAL.save, {
      ...demoSettings,
      DaysBeforeExpiry: 0,
      RecalculatePremium: null,
      Version: 2,
    });
    expectStatus(answer, 400);
    expect(answer.errors).toEqual([
      'Dias antes do vencimento para abrir a renovação (DaysBeforeExpiry): informe um número inteiro de 1 a 180.',
      'Recalcular o prêmio com a taxa vigente (RecalculatePremium): informe sim ou não.',
    ]);
    expect(
      ((await session.admin.get(RENEWAL.settings)).data as RenewalSettingsAnswer).Version,
    ).toBe(2);
  });

  it('is parameterisation: an analyst may read but not save nor see the history', async () => {
    expectStatus(await session.analista.get(RENEWAL.settings), 200);
    expectStatus(await session.analista.put(RENEWAL.save, { ...demoSettings, Version: 2 }), 403);
    expectStatus(await session.analista.get(RENEWAL.history), 403);
  });

  it('lets another tenant save its own first settings (Version 0) without touching tenant 1', async () => {
    const answer = await session.otherTenant.put(RENEWAL.save, { ...demoSettings, Version: 0 });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({ RenewalEnabled: true, Version: 1 });
    expect(
      ((await session.admin.get(RENEWAL.settings)).data as RenewalSettingsAnswer).Version,
    ).toBe(2);
  });
});

describe('renewal rules per modality', () => {
  let created: RenewalRuleAnswer;

  it('lists the demo rules with what each makes effective', async () => {
    const answer = await session.corretor.get(RENEWAL.rules);
    expectStatus(answer, 200);
    const rules = answer.data as RenewalRuleAnswer[];
    const civel = rules.find((rule) => rule.ModalityName === 'Judicial cível');
    expect(civel).toMatchObject({
      BranchCode: '0776',
      AutomaticRenewal: true,
      DaysBeforeExpiry: 60,
      AdjustmentIndex: 'IPCA',
      Effective: { AutomaticRenewal: true, DaysBeforeExpiry: 60, RenewalEnabled: true },
    });
    expect(
      rules.find((rule) => rule.ModalityName === 'Licitante')?.Effective.AutomaticRenewal,
    ).toBe(false);
    expect((await session.otherTenant.get(RENEWAL.rules)).data).toEqual([]);
  });

  it('creates a modality rule, opens its history and refuses a second rule for it', async () => {
    const fornecedor = await seededModality(session.t.db, 'Fornecedor');
    const answer = await session.admin.post(RENEWAL.create, {
      ModalityUniqueId: fornecedor.uniqueId,
      AutomaticRenewal: true,
      DaysBeforeExpiry: '',
      MaxRenewals: 2,
      AdjustmentIndex: 'IGP-M',
    });
    expectStatus(answer, 200);
    created = answer.data as RenewalRuleAnswer;
    expect(created).toMatchObject({
      ModalityName: 'Fornecedor',
      DaysBeforeExpiry: null,
      MaxRenewals: 2,
      AdjustmentIndex: 'IGPM',
      Version: 1,
      Effective: { DaysBeforeExpiry: 45, AutomaticRenewal: true, RuleUniqueId: created.UniqueId },
    });
    const [opening] = await historyOf(created.UniqueId);
    expect(changesOf(opening)).toEqual([
      ['Modalidade', null, 'Fornecedor'],
      ['Renovação automática', null, 'Sim'],
      ['Número máximo de renovações', null, '2'],
      ['Índice de atualização da importância segurada', null, 'IGP-M'],
    ]);
    const again = await session.admin.post(RENEWAL.create, {
      ModalityUniqueId: fornecedor.uniqueId,
      AutomaticRenewal: false,
    });
    expectStatus(again, 409);
    expect(again.errors[0]).toMatch(/^Modalidade \(ModalityUniqueId\): esta modalidade já tem/);
  });

  it('refuses an invalid rule field by field and an unknown modality with 404', async () => {
    const aduaneiro = await seededModality(session.t.db, 'Aduaneiro');
    const invalid = await session.admin.post(RENEWAL.create, {
      ModalityUniqueId: aduaneiro.uniqueId,
      DaysBeforeExpiry: 500,
      AdjustmentIndex: 'SELIC',
    });
    expectStatus(invalid, 400);
    expect(invalid.errors).toHaveLength(3);
    expect(invalid.errors[0]).toMatch(/^Renovação automática \(AutomaticRenewal\)/);
    const unknown = await session.admin.post(RENEWAL.create, {
      ModalityUniqueId: '00000000-0000-4000-8000-000000000000',
      AutomaticRenewal: true,
    });
    expectStatus(unknown, 404);
    const badToken = await session.admin.get(RENEWAL.rule, { uniqueId: 'não-é-token' });
    expectStatus(badToken, 400);
    expect(badToken.errors).toEqual(['O campo "uniqueId" é inválido.']);
  });

  it('edits the rule by its token with the Version read, records old → new, refuses a stale edit', async () => {
    const read = await session.admin.get(RENEWAL.rule, { uniqueId: created.UniqueId });
    expectStatus(read, 200);
    const updated = await session.admin.put(RENEWAL.update, {
      UniqueId: created.UniqueId,
      AutomaticRenewal: false,
      DaysBeforeExpiry: 30,
      MaxRenewals: 2,
      AdjustmentIndex: 'IGPM',
      Version: 1,
    });
    expectStatus(updated, 200);
    expect(updated.data).toMatchObject({
      AutomaticRenewal: false,
      DaysBeforeExpiry: 30,
      Version: 2,
    });
    const [latest] = await historyOf(created.UniqueId);
    expect(changesOf(latest)).toEqual([
      ['Renovação automática', 'Sim', 'Não'],
      ['Dias antes do vencimento', null, '30'],
    ]);
    const stale = await session.admin.put(RENEWAL.update, {
      UniqueId: created.UniqueId,
      AutomaticRenewal: true,
      Version: 1,
    });
    expectStatus(stale, 409);
    expectStatus(
      await session.analista.put(RENEWAL.update, {
        UniqueId: created.UniqueId,
        AutomaticRenewal: true,
        Version: 2,
      }),
      403,
    );
  });

  it('hides another tenant’s rule (404)', async () => {
    expectStatus(await session.otherTenant.get(RENEWAL.rule, { uniqueId: created.UniqueId }), 404);
    expectStatus(
      await session.otherTenant.get(RENEWAL.history, { uniqueId: created.UniqueId }),
      404,
    );
  });
});

describe('DeleteRenewalModalityRule', () => {
  it('sends the modality back to the defaults, recorded in the defaults’ history', async () => {
    const deposito = ((await session.admin.get(RENEWAL.rules)).data as RenewalRuleAnswer[]).find(
      (rule) => rule.ModalityName === 'Depósito recursal',
    ) as RenewalRuleAnswer;
    expectStatus(
      await session.analista.delete(RENEWAL.remove, { UniqueId: deposito.UniqueId, Version: 1 }),
      403,
    );
    const stale = await session.admin.delete(RENEWAL.remove, {
      UniqueId: deposito.UniqueId,
      Version: 9,
    });
    expectStatus(stale, 409);
    const removed = await session.admin.delete(RENEWAL.remove, {
      UniqueId: deposito.UniqueId,
      Version: deposito.Version,
    });
    expectStatus(removed, 200);
    expect(
      (removed.data as RenewalRuleAnswer[]).some((rule) => rule.UniqueId === deposito.UniqueId),
    ).toBe(false);
    const [latest] = await historyOf();
    expect(changesOf(latest)).toEqual([
      [
        'Regra da modalidade',
        'Depósito recursal: automática; 45 dias; até 4 renovações; índice Nenhum',
        null,
      ],
    ]);
    expectStatus(await session.admin.get(RENEWAL.rule, { uniqueId: deposito.UniqueId }), 404);
  });
});

describe('GetRenewalSchedule (what the proposal and policy screens read)', () => {
  const term = { startDate: '2026-04-01', endDate: '2027-04-01', referenceDate: '2027-02-15' };

  it('opens an automatic modality’s renewal by its rule and tells the state on the reference date', async () => {
    const civel = await seededModality(session.t.db, 'Judicial cível');
    const answer = await session.corretor.get(RENEWAL.schedule, {
      modalityUniqueId: civel.uniqueId,
      ...term,
    });
    expectStatus(answer, 200);
    expect(answer.data.ModalityName).toBe('Judicial cível');
    expect(answer.data.Schedule).toMatchObject({
      Renewable: true,
      AutomaticRenewal: true,
      RenewalOpensOn: '2027-01-31',
      BrokerNoticeOn: null,
      NextStartDate: '2027-04-01',
      NextEndDate: '2028-04-01',
      AdjustmentIndex: 'IPCA',
      Status: 'RENOVACAO_ABERTA',
    });
  });

  it('follows a saved change of the rule at once', async () => {
    const fornecedor = await seededModality(session.t.db, 'Fornecedor');
    const answer = await session.admin.get(RENEWAL.schedule, {
      modalityUniqueId: fornecedor.uniqueId,
      ...term,
      renewalsDone: '2',
    });
    expectStatus(answer, 200);
    expect(answer.data.Effective).toMatchObject({ AutomaticRenewal: false, DaysBeforeExpiry: 30 });
    expect(answer.data.Schedule).toMatchObject({ Renewable: false, Status: 'NAO_RENOVA' });
  });

  it('uses the defaults for a modality without a rule (renewal on request)', async () => {
    const aduaneiro = await seededModality(session.t.db, 'Aduaneiro');
    const answer = await session.admin.get(RENEWAL.schedule, {
      modalityUniqueId: aduaneiro.uniqueId,
      ...term,
    });
    expectStatus(answer, 200);
    expect(answer.data.Effective.RuleUniqueId).toBeNull();
    expect(answer.data.Schedule).toMatchObject({
      AutomaticRenewal: false,
      RenewalOpensOn: '2027-02-15',
    });
    expect(answer.data.Schedule.Reason).toMatch(/a pedido do corretor/);
  });

  it('names each wrong date', async () => {
    const civel = await seededModality(session.t.db, 'Judicial cível');
    const answer = await session.admin.get(RENEWAL.schedule, {
      modalityUniqueId: civel.uniqueId,
      startDate: '2027-04-01',
      endDate: '2026-04-01',
      renewalsDone: '-1',
    });
    expectStatus(answer, 400);
    expect(answer.errors).toEqual([
      'Fim de vigência (endDate): deve ser posterior ao início de vigência.',
    ]);
  });
});
