import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskDocument } from '../../../domain/cpfCnpj';
import { policyHolders } from '../../../server/db/schema';
import { cnpjWithCheckDigits } from '../../../server/db/seed/documentNumbers';
import { type Caller, callerFor, expectStatus, otherTenantCaller } from '../support/caller';
import { createTestApp, type TestApp } from '../support/testApp';
import {
  ALVORADA,
  ATLANTICO,
  BASE,
  brokerNamed,
  HORIZONTE_AZUL,
  holderNamed,
  RIO_CLARO,
  SERRA_VERDE,
  TEIXEIRA,
  VALE_DO_SOL,
} from './helpers';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let corretor: Caller;
let otherTenant: Caller;

const history = async (holderId: number) =>
  (await admin.get('/api/PolicyHolderChangeHistory/Get', { policyHolderId: String(holderId) }))
    .data;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  [admin, analista, corretor] = await Promise.all(
    ['admin', 'analista', 'corretor'].map((login) => callerFor(t.app, login)),
  );
  otherTenant = await otherTenantCaller(t.app);
});
afterAll(() => t.close());

describe('block, restrictive block, CCG signature and annual instalments', () => {
  it('blocks only with a justification, recorded in the history with the flag', async () => {
    const holder = await holderNamed(t.db, SERRA_VERDE);
    const url = `${BASE}/InverterBlockedPolicyHolder`;
    const missing = await admin.post(url, {
      PolicyHolderUniqueId: holder.uniqueId,
      Version: holder.version,
    });
    expectStatus(missing, 400);
    expect(missing.errors).toEqual(['Justificativa: informe a justificativa.']);
    const blocked = await admin.post(url, {
      PolicyHolderUniqueId: holder.uniqueId,
      Justification: 'Protestos em cartório identificados na consulta ao bureau.',
      Version: holder.version,
    });
    expectStatus(blocked, 200);
    expect(blocked.data).toEqual({ Value: true, Version: holder.version + 1 });
    const [last] = await history(holder.id);
    expect(last).toMatchObject({
      ChangedByName: 'Ana Paula Ribeiro',
      ChangesHistories: [
        { Field: 'IsBlocked', Label: 'Bloqueado', OldValue: 'Não', NewValue: 'Sim' },
        {
          Field: 'Justification',
          Label: 'Justificativa',
          NewValue: 'Protestos em cartório identificados na consulta ao bureau.',
        },
      ],
    });
    const stale = await admin.post(url, {
      PolicyHolderUniqueId: holder.uniqueId,
      Justification: 'Desbloqueio',
      Version: holder.version,
    });
    expectStatus(stale, 409);
    const unblocked = await admin.post(url, {
      PolicyHolderUniqueId: holder.uniqueId,
      Justification: 'Protestos quitados.',
      Version: holder.version + 1,
    });
    expect(unblocked.data.Value).toBe(false);
  });

  it('toggles the restrictive block with a justification, for the functionality holder only', async () => {
    const holder = await holderNamed(t.db, ATLANTICO);
    const url = `${BASE}/InverterBlockedRestrictvePolicyHolder`;
    expectStatus(
      await analista.post(url, { PolicyHolderUniqueId: holder.uniqueId, Justification: 'x' }),
      403,
    );
    expectStatus(
      await corretor.post(url, { PolicyHolderUniqueId: holder.uniqueId, Justification: 'x' }),
      403,
    );
    expectStatus(
      await admin.post(url, {
        PolicyHolderUniqueId: holder.uniqueId,
        Justification: '  ',
        Version: holder.version,
      }),
      400,
    );
    const answer = await admin.post(url, {
      PolicyHolderUniqueId: holder.uniqueId,
      Justification: 'Restrições regularizadas junto à Receita Federal.',
      Version: holder.version,
    });
    expectStatus(answer, 200);
    expect(answer.data.Value).toBe(false);
    expect((await history(holder.id))[0].ChangesHistories[0]).toMatchObject({
      Field: 'IsRestrictiveBlocked',
      Label: 'Bloqueio restritivo',
      OldValue: 'Sim',
      NewValue: 'Não',
    });
  });

  it('toggles “ignore CCG signature” and sets annual instalments', async () => {
    const holder = await holderNamed(t.db, ALVORADA);
    const ccg = await admin.post(`${BASE}/InverterIgnoreCCGSignaturePolicyHolder`, {
      PolicyHolderUniqueId: holder.uniqueId,
      Version: holder.version,
    });
    expectStatus(ccg, 200);
    expect(ccg.data.Value).toBe(true);
    const installment = `${BASE}/UpdatePolicyHolderEnableAnnualInstallment`;
    // The spec defines this call with query parameters only: a Version sent is checked.
    const stale = await admin.post(installment, undefined, {
      enableInstallment: 'false',
      policyHolderUniqueId: holder.uniqueId,
      Version: String(holder.version),
    });
    expectStatus(stale, 409);
    expect(stale.errors).toEqual([
      'Este tomador foi alterado por outra pessoa. Recarregue a página.',
    ]);
    expect((await holderNamed(t.db, ALVORADA)).enableAnnualInstallments).toBe(true);
    const off = await admin.post(installment, undefined, {
      enableInstallment: 'false',
      policyHolderUniqueId: holder.uniqueId,
      Version: String(ccg.data.Version),
    });
    expectStatus(off, 200);
    expect(off.data).toEqual({ Value: false, Version: ccg.data.Version + 1 });
    expect((await holderNamed(t.db, ALVORADA)).enableAnnualInstallments).toBe(false);
    const withoutVersion = await admin.post(installment, undefined, {
      enableInstallment: 'false',
      policyHolderUniqueId: holder.uniqueId,
    });
    expectStatus(withoutVersion, 200);
    expectStatus(
      await corretor.post(installment, undefined, {
        enableInstallment: 'true',
        policyHolderUniqueId: holder.uniqueId,
      }),
      403,
    );
    const other = await otherTenant.post(`${BASE}/InverterIgnoreCCGSignaturePolicyHolder`, {
      PolicyHolderUniqueId: holder.uniqueId,
      Version: holder.version,
    });
    expectStatus(other, 404);
  });
});

describe('CalculatePolicyHolderLimitsAndRates', () => {
  const url = `${BASE}/CalculatePolicyHolderLimitsAndRates`;

  it('names the missing financials, then stores and answers class, limit and base rate', async () => {
    const created = await admin.post(`${BASE}/InsertPolicyHolder`, {
      Name: 'Fornecedora Boa Vista Ltda.',
      CpfCnpj: cnpjWithCheckDigits('705318240001'),
    });
    expectStatus(created, 200);
    const uniqueId = created.data.UniqueId;
    const missing = await admin.post(url, undefined, { PolicyHolderUniqueId: uniqueId });
    expectStatus(missing, 400);
    expect(missing.errors).toEqual([
      'Faturamento anual: informe o faturamento anual para calcular os limites.',
      'Patrimônio líquido: informe o patrimônio líquido para calcular os limites.',
      'Data de fundação: informe a data de fundação para calcular os limites.',
    ]);
    await admin.post(`${BASE}/SaveComplementarData`, {
      PolicyHolderUniqueId: uniqueId,
      FoundationDate: '2001-05-10',
      AnnualRevenue: '10000000',
      NetWorth: '6000000',
      Version: created.data.Version,
    });
    // analysts of credit (CREDITO) may calculate
    const answer = await analista.post(url, undefined, { PolicyHolderUniqueId: uniqueId });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      RiskClass: 'A',
      LimitValue: '3000000.00',
      LimitAvailableValue: '3000000.00',
      BaseRate: '0.8000',
      EquityRatio: '0.6000',
    });
    const [row] = await t.db
      .select()
      .from(policyHolders)
      .where(eq(policyHolders.uniqueId, uniqueId));
    expect(row).toMatchObject({ riskClass: 'A', limitValue: '3000000.00', baseRate: '0.8000' });
    expect(row.limitsCalculatedAt).toBeInstanceOf(Date);
    expect((await history(row.id))[0].ChangesHistories).toEqual([
      { Field: 'RiskClass', Label: 'Classe de risco', OldValue: null, NewValue: 'A' },
      { Field: 'LimitValue', Label: 'Limite total', OldValue: null, NewValue: '3000000.00' },
      { Field: 'BaseRate', Label: 'Taxa base (% a.a.)', OldValue: null, NewValue: '0.8000' },
    ]);
    expectStatus(await corretor.post(url, undefined, { PolicyHolderUniqueId: uniqueId }), 403);
  });
});

describe('branches (filiais)', () => {
  it('inserts a branch of the same CNPJ root, lists it and deletes it', async () => {
    const holder = await holderNamed(t.db, RIO_CLARO);
    const branchCnpj = cnpjWithCheckDigits(`${holder.cpfCnpj.slice(0, 8)}0004`);
    const inserted = await corretor.post(`${BASE}/InsertPolicyHolderBranch`, undefined, {
      PolicyHolderUniqueId: holder.uniqueId,
      BranchCnpj: maskDocument(branchCnpj),
    });
    expectStatus(inserted, 200);
    expect(inserted.data).toMatchObject({ Cnpj: branchCnpj, PolicyHolderId: holder.id });
    const list = await corretor.get(`${BASE}/GetPolicyHolderBranch`, {
      policyHolderId: String(holder.id),
    });
    expect(list.data.map((branch: { Cnpj: string }) => branch.Cnpj)).toEqual([branchCnpj]);
    expect((await history(holder.id))[0].ChangesHistories).toEqual([
      { Field: 'Branch', Label: 'Filial', OldValue: null, NewValue: branchCnpj },
    ]);
    const removed = await corretor.delete(`${BASE}/DeletePolicyHolderBranchByUniqueId`, {
      uniqueId: inserted.data.UniqueId,
    });
    expect(removed.data).toBe(true);
    expectStatus(
      await corretor.delete(`${BASE}/DeletePolicyHolderBranchByUniqueId`, {
        uniqueId: inserted.data.UniqueId,
      }),
      404,
    );
  });

  it('refuses an invalid CNPJ, another root, the head office itself, a duplicate and a CPF holder', async () => {
    const holder = await holderNamed(t.db, ALVORADA);
    const insert = (PolicyHolderUniqueId: string, BranchCnpj: string) =>
      admin.post(`${BASE}/InsertPolicyHolderBranch`, undefined, {
        PolicyHolderUniqueId,
        BranchCnpj,
      });
    const root = holder.cpfCnpj.slice(0, 8);
    const cases: [string, string, string][] = [
      [holder.uniqueId, '12.345.678/0002-00', 'CNPJ da filial inválido.'],
      [
        holder.uniqueId,
        cnpjWithCheckDigits('998877660002'),
        'CNPJ da filial: a raiz (8 primeiros caracteres) deve ser a mesma do CNPJ do tomador.',
      ],
      [
        holder.uniqueId,
        holder.cpfCnpj,
        'CNPJ da filial: este é o CNPJ do próprio tomador (matriz).',
      ],
      [
        holder.uniqueId,
        cnpjWithCheckDigits(`${root}0002`),
        'CNPJ da filial: esta filial já está cadastrada.',
      ],
      [
        (await holderNamed(t.db, TEIXEIRA)).uniqueId,
        cnpjWithCheckDigits(`${root}0009`),
        'CNPJ da filial: um tomador pessoa física (CPF) não tem filiais.',
      ],
    ];
    for (const [uniqueId, cnpj, message] of cases) {
      const answer = await insert(uniqueId, cnpj);
      expectStatus(answer, 400);
      expect(answer.errors).toEqual([message]);
    }
  });

  it('hides the branches of a holder outside the broker’s nomination and of another tenant', async () => {
    const holder = await holderNamed(t.db, HORIZONTE_AZUL);
    const [branch] = (
      await admin.get(`${BASE}/GetPolicyHolderBranch`, { policyHolderId: String(holder.id) })
    ).data;
    expectStatus(
      await corretor.get(`${BASE}/GetPolicyHolderBranch`, { policyHolderId: String(holder.id) }),
      404,
    );
    expectStatus(
      await corretor.delete(`${BASE}/DeletePolicyHolderBranchByUniqueId`, {
        uniqueId: branch.UniqueId,
      }),
      404,
    );
    expectStatus(
      await otherTenant.delete(`${BASE}/DeletePolicyHolderBranchByUniqueId`, {
        uniqueId: branch.UniqueId,
      }),
      404,
    );
    expectStatus(
      await analista.delete(`${BASE}/DeletePolicyHolderBranchByUniqueId`, {
        uniqueId: branch.UniqueId,
      }),
      403,
    );
  });
});

describe('UpdateEconomicGroupParticipantAfiancadoHolding', () => {
  const url = `${BASE}/UpdateEconomicGroupParticipantAfiancadoHolding`;

  it('puts a holder in a group under a holding and takes it out again', async () => {
    const holder = await holderNamed(t.db, SERRA_VERDE);
    const holding = await holderNamed(t.db, ALVORADA);
    const answer = await admin.post(url, {
      PolicyHolderUniqueId: holder.uniqueId,
      EconomicGroupName: 'Grupo Alvorada',
      HoldingPolicyHolderUniqueId: holding.uniqueId,
      Version: holder.version,
    });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({ Name: 'Grupo Alvorada', Holding: { Name: ALVORADA } });
    expect((await history(holder.id))[0].ChangesHistories).toEqual([
      {
        Field: 'EconomicGroupName',
        Label: 'Grupo econômico',
        OldValue: null,
        NewValue: 'Grupo Alvorada',
      },
      {
        Field: 'EconomicGroupHolding',
        Label: 'Holding do grupo econômico',
        OldValue: null,
        NewValue: ALVORADA,
      },
    ]);
    const out = await admin.post(url, {
      PolicyHolderUniqueId: holder.uniqueId,
      HoldingPolicyHolderUniqueId: null,
      Version: holder.version + 1,
    });
    expect(out.data).toEqual({ Name: null, Holding: null, Participants: [] });
  });

  it('refuses itself, a cycle, an unknown holding and a holding without a group name', async () => {
    const alvorada = await holderNamed(t.db, ALVORADA);
    const incorporacoes = await holderNamed(t.db, 'Alvorada Incorporações Ltda.');
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          PolicyHolderUniqueId: alvorada.uniqueId,
          EconomicGroupName: 'G',
          HoldingPolicyHolderUniqueId: alvorada.uniqueId,
          Version: alvorada.version,
        },
        'Holding: o tomador não pode ser a holding de si mesmo.',
      ],
      [
        {
          PolicyHolderUniqueId: alvorada.uniqueId,
          EconomicGroupName: 'G',
          HoldingPolicyHolderUniqueId: incorporacoes.uniqueId,
          Version: alvorada.version,
        },
        'Holding: o tomador escolhido já participa do grupo deste tomador (o grupo ficaria em ciclo).',
      ],
      [
        {
          PolicyHolderUniqueId: alvorada.uniqueId,
          EconomicGroupName: 'G',
          HoldingPolicyHolderUniqueId: '00000000-0000-4000-8000-000000000000',
          Version: alvorada.version,
        },
        'Holding: tomador não encontrado nesta seguradora.',
      ],
      [
        {
          PolicyHolderUniqueId: incorporacoes.uniqueId,
          HoldingPolicyHolderUniqueId: alvorada.uniqueId,
          Version: incorporacoes.version,
        },
        'Grupo econômico: informe o nome do grupo para indicar a holding.',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await admin.post(url, body);
      expectStatus(answer, 400);
      expect(answer.errors).toEqual([message]);
    }
    expectStatus(await corretor.post(url, { PolicyHolderUniqueId: alvorada.uniqueId }), 403);
  });
});

describe('nominations', () => {
  const register = `${BASE}/RegisterPolicyHolderNomeationRequest`;
  const decide = `${BASE}/DecidePolicyHolderNomeationRequest`;

  it('a broker asks for a holder by CNPJ (pending); the insurer approves and the broker then sees it', async () => {
    const holder = await holderNamed(t.db, VALE_DO_SOL);
    const requested = await corretor.post(register, { Cnpj: maskDocument(holder.cpfCnpj) });
    expectStatus(requested, 200);
    expect(requested.data).toMatchObject({
      PolicyHolderName: VALE_DO_SOL,
      BrokerName: 'Prime Corretora de Seguros Ltda.',
      Status: 'pending',
    });
    const again = await corretor.post(register, { PolicyHolderUniqueId: holder.uniqueId });
    expectStatus(again, 409);
    expect(again.errors).toEqual([
      'Já existe uma solicitação de nomeação pendente para esta corretora.',
    ]);
    expectStatus(await corretor.get(`${BASE}/GetPolicyHolder`, { UniqueId: holder.uniqueId }), 404);

    expectStatus(
      await corretor.post(decide, { NominationUniqueId: requested.data.UniqueId, Approved: true }),
      403,
    );
    const noReason = await admin.post(decide, {
      NominationUniqueId: requested.data.UniqueId,
      Approved: false,
    });
    expectStatus(noReason, 400);
    expect(noReason.errors).toEqual(['Justificativa: informe o motivo da reprovação da nomeação.']);
    const approved = await admin.post(decide, {
      NominationUniqueId: requested.data.UniqueId,
      Approved: true,
    });
    expectStatus(approved, 200);
    expect(approved.data.Status).toBe('approved');
    expectStatus(
      await admin.post(decide, { NominationUniqueId: requested.data.UniqueId, Approved: true }),
      409,
    );
    expectStatus(await corretor.get(`${BASE}/GetPolicyHolder`, { UniqueId: holder.uniqueId }), 200);
    expect((await history(holder.id))[0].ChangesHistories[0]).toMatchObject({
      Field: 'Nomination',
      Label: 'Corretora nomeada',
      OldValue: 'Prime Corretora de Seguros Ltda. (Pendente)',
      NewValue: 'Prime Corretora de Seguros Ltda. (Aprovada)',
    });
  });

  it('the insurer nominates a broker at once; it must name the broker', async () => {
    const holder = await holderNamed(t.db, TEIXEIRA);
    const horizonte = await brokerNamed(t.db, 'Horizonte');
    expectStatus(await admin.post(register, { PolicyHolderUniqueId: holder.uniqueId }), 400);
    const answer = await admin.post(register, {
      PolicyHolderUniqueId: holder.uniqueId,
      BrokerUniqueId: horizonte.uniqueId,
    });
    expectStatus(answer, 200);
    expect(answer.data.Status).toBe('approved');
    const detail = await admin.get(`${BASE}/GetPolicyHolder`, { UniqueId: holder.uniqueId });
    expect(detail.data.NominatedBrokers.map((b: { Status: string }) => b.Status).sort()).toEqual([
      'approved',
      'pending',
    ]);
  });

  it('a broker asking for an unknown CNPJ with a name registers the holder, pending', async () => {
    const cnpj = cnpjWithCheckDigits('830271650001');
    const answer = await corretor.post(register, {
      Cnpj: cnpj,
      Name: 'Terraplenagem Ouro Fino Ltda.',
    });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      PolicyHolderName: 'Terraplenagem Ouro Fino Ltda.',
      Status: 'pending',
    });
    const invalid = await corretor.post(register, { Cnpj: '11.111.111/1111-11', Name: 'X' });
    expectStatus(invalid, 400);
    expect(invalid.errors).toEqual(['CPF/CNPJ inválido.']);
  });
});

describe('ValidatePolicyHolderByCNPJToNewProposal', () => {
  const url = `${BASE}/ValidatePolicyHolderByCNPJToNewProposal`;
  const check = (caller: Caller, Cnpj: string) => caller.post(url, undefined, { Cnpj });

  it('lets a proposal use a holder in good standing with limit available', async () => {
    const holder = await holderNamed(t.db, 'Alvorada Incorporações Ltda.');
    const answer = await check(corretor, maskDocument(holder.cpfCnpj));
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      CanUse: true,
      Reasons: [],
      PolicyHolder: { Name: holder.name },
    });
  });

  it('says why not: blocked, restrictive block, inactive, no limit, exhausted limit, unknown', async () => {
    const rioClaro = await holderNamed(t.db, RIO_CLARO);
    expect((await check(admin, rioClaro.cpfCnpj)).data).toMatchObject({
      CanUse: false,
      Reasons: ['O tomador está bloqueado.'],
    });
    const atlantico = await holderNamed(t.db, ATLANTICO);
    await t.db
      .update(policyHolders)
      .set({
        isRestrictiveBlocked: true,
        isActive: false,
        limitUsedValue: atlantico.limitValue ?? '0',
      })
      .where(eq(policyHolders.id, atlantico.id));
    expect((await check(admin, atlantico.cpfCnpj)).data.Reasons).toEqual([
      'O tomador está com bloqueio restritivo.',
      'O tomador está inativo.',
      'O limite do tomador está esgotado.',
    ]);
    const ouroFino = await holderNamed(t.db, 'Terraplenagem Ouro Fino Ltda.');
    expect((await check(admin, ouroFino.cpfCnpj)).data.Reasons).toEqual([
      'O tomador ainda não tem limites calculados.',
    ]);
    const unknown = await check(admin, cnpjWithCheckDigits('101010200001'));
    expect(unknown.data).toEqual({
      CanUse: false,
      Reasons: ['Tomador não cadastrado: cadastre o tomador antes da proposta.'],
      PolicyHolder: null,
    });
    const invalid = await check(admin, '123');
    expectStatus(invalid, 400);
    expect(invalid.errors).toEqual(['CPF/CNPJ inválido.']);
  });

  it('tells a broker only that it is not nominated, without the holder’s data', async () => {
    const holder = await holderNamed(t.db, HORIZONTE_AZUL);
    expect((await check(corretor, holder.cpfCnpj)).data).toEqual({
      CanUse: false,
      Reasons: ['O tomador não está nomeado para a sua corretora: solicite a nomeação.'],
      PolicyHolder: null,
    });
  });
});

describe('GetPolicyHoldersNominatedByBrokerUniqueId', () => {
  const url = `${BASE}/GetPolicyHoldersNominatedByBrokerUniqueId`;

  it('lists any broker’s holders for the insurer, only its own for a broker', async () => {
    const horizonte = await brokerNamed(t.db, 'Horizonte');
    const prime = await brokerNamed(t.db, 'Prime');
    const ofHorizonte = await admin.get(url, { brokerUniqueId: horizonte.uniqueId });
    expect(ofHorizonte.data.map((row: { Name: string }) => row.Name)).toEqual(
      expect.arrayContaining([HORIZONTE_AZUL, VALE_DO_SOL]),
    );
    const own = await corretor.get(url, { brokerUniqueId: prime.uniqueId });
    expectStatus(own, 200);
    expect(own.data.map((row: { Name: string }) => row.Name)).toContain(ALVORADA);
    expect(own.data.map((row: { Name: string }) => row.Name)).not.toContain(HORIZONTE_AZUL);
    expectStatus(await corretor.get(url, { brokerUniqueId: horizonte.uniqueId }), 404);
    expectStatus(await otherTenant.get(url, { brokerUniqueId: prime.uniqueId }), 404);
  });
});
