import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_BANKS } from '../../../domain/boleto/banks';
import { issuanceSettings } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { cnpjWithCheckDigits, cpfWithCheckDigits } from '../../../server/db/seed/documentNumbers';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import { companyIdOf } from '../support/fixtures';
import { SECOND_COMPANY_KEY } from '../support/secondTenant';
import type { TestApp } from '../support/testApp';

const GET = '/api/Parametros/ObterParametrosEmissao';
const SAVE = '/api/Parametros/SalvarParametrosEmissao';
const HISTORY = '/api/Parametros/ObterHistoricoParametrosEmissao';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let otherTenant: Caller;
let companyId: number;
let otherCompanyId: number;

const beneficiaryCnpj = cnpjWithCheckDigits('112223330001');
const valid = {
  Banco: COLLECTION_BANKS[0].code,
  Agencia: '1234',
  Conta: '0054321',
  DigitoConta: '7',
  Carteira: '09',
  BeneficiarioNome: 'Seguradora Teste S.A.',
  BeneficiarioDocumento: beneficiaryCnpj.replace(
    /^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/,
    '$1.$2.$3/$4-$5',
  ),
  BeneficiarioEndereco: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP',
  ChavePix: 'cobranca@seguradorateste.com.br',
  DiasPrimeiroVencimento: 10,
  EmitirAntesDoPagamento: true,
  MetodoCancelamento: 'PRAZO_CURTO',
};

beforeAll(async () => {
  ({ t, admin, analista, otherTenant } = await signedInApp(['admin', 'analista']));
  companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
  otherCompanyId = await companyIdOf(t.db, SECOND_COMPANY_KEY);
});
afterAll(() => t.close());

describe('ObterParametrosEmissao', () => {
  it('answers the defaults while unsaved: the demo account, the tenant as beneficiary and PIX key', async () => {
    const answer = await admin.get(GET);
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      Banco: '237',
      Agencia: '3381',
      Conta: '0012345',
      DigitoConta: '6',
      Carteira: '09',
      DiasPrimeiroVencimento: 5,
      EmitirAntesDoPagamento: false,
      MetodoCancelamento: 'PRO_RATA',
      Padrao: true,
      Version: 0,
      AlteradoEm: null,
      AlteradoPor: null,
    });
    expect(answer.data.ChavePix).toMatch(/^\d{14}$/);
    expectStatus(await analista.get(GET), 403);
  });
});

describe('SalvarParametrosEmissao', () => {
  it('refuses every invalid field, each message naming it, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ Banco: '999' }, 'Banco (Banco): escolha um dos bancos de cobrança'],
      [{ Agencia: '12a4' }, 'Agência (Agencia): informe só números'],
      [{ Agencia: '12345' }, 'Agência (Agencia): informe só números, de 1 a 4 dígitos.'],
      [{ Conta: '' }, 'Conta (Conta): informe só números'],
      [{ Conta: '123456789' }, 'Conta (Conta): não cabe no boleto do banco 237'],
      [
        { Banco: '001', Carteira: '17' },
        'Convênio / código do beneficiário (CodigoBeneficiario): não cabe no boleto do banco 001',
      ],
      [{ CodigoBeneficiario: '12a' }, '(CodigoBeneficiario): informe só números'],
      [{ DigitoConta: '77' }, 'Dígito da conta (DigitoConta): informe um dígito'],
      [{ Carteira: 'AB' }, 'Carteira (Carteira): informe só números'],
      [{ BeneficiarioNome: '  ' }, 'Nome do beneficiário (BeneficiarioNome): informe o nome'],
      [
        { BeneficiarioDocumento: '11.222.333/0001-00' },
        'CNPJ/CPF do beneficiário (BeneficiarioDocumento): informe um CNPJ ou CPF válido.',
      ],
      [{ BeneficiarioEndereco: '' }, 'Endereço do beneficiário (BeneficiarioEndereco): informe'],
      [{ ChavePix: 'cobranca@' }, 'Chave PIX (ChavePix): informe uma chave válida'],
      [{ ChavePix: '11987654321' }, 'Chave PIX (ChavePix): informe uma chave válida'],
      [{ ChavePix: '123e4567-e89b-12d3-a456' }, 'Chave PIX (ChavePix): informe uma chave válida'],
      [{ DiasPrimeiroVencimento: 0 }, 'Dias até o 1º vencimento (DiasPrimeiroVencimento): informe'],
      [
        { DiasPrimeiroVencimento: 31 },
        'Dias até o 1º vencimento (DiasPrimeiroVencimento): informe',
      ],
      [{ MetodoCancelamento: 'INTEGRAL' }, 'Método de cancelamento (MetodoCancelamento): escolha'],
    ];
    for (const [change, message] of cases) {
      const answer = await admin.post(SAVE, { ...valid, ...change, Version: 0 });
      expectStatus(answer, 400);
      expect(answer.errors, JSON.stringify(change)).toHaveLength(1);
      expect(answer.errors[0]).toContain(message);
    }
    const bank = await admin.post(SAVE, { ...valid, Banco: '999', Version: 0 });
    for (const item of COLLECTION_BANKS) expect(bank.errors[0]).toContain(item.code);
    const rows = await t.db
      .select()
      .from(issuanceSettings)
      .where(eq(issuanceSettings.companyId, companyId));
    expect(rows).toEqual([]);
  });

  it('answers 403 to a user without the parameterisation', async () => {
    expectStatus(await analista.post(SAVE, { ...valid, Version: 0 }), 403);
  });

  it('saves, reads back with who and when, keeps the history; a stale Version is 409', async () => {
    const saved = await admin.post(SAVE, { ...valid, Version: 0 });
    expectStatus(saved, 200);
    const expected = {
      ...valid,
      BeneficiarioDocumento: beneficiaryCnpj,
      Padrao: false,
      Version: 1,
    };
    expect(saved.data).toMatchObject(expected);
    const read = await admin.get(GET);
    expect(read.data).toMatchObject(expected);
    expect(read.data.AlteradoPor).toBeTruthy();
    expect(Date.parse(read.data.AlteradoEm)).not.toBeNaN();

    const stale = await admin.post(SAVE, { ...valid, DiasPrimeiroVencimento: 3, Version: 0 });
    expectStatus(stale, 409);
    expect(stale.errors[0]).toContain('alterados por outra pessoa');
    expect((await admin.get(GET)).data.DiasPrimeiroVencimento).toBe(10);

    const cpf = cpfWithCheckDigits('529982247');
    const second = await admin.post(SAVE, {
      ChavePix: '+55 (11) 98765-4321',
      BeneficiarioDocumento: cpf,
      MetodoCancelamento: 'PRO_RATA',
      Version: 1,
    });
    expectStatus(second, 200);
    expect(second.data).toMatchObject({
      ChavePix: '+5511987654321',
      BeneficiarioDocumento: cpf,
      MetodoCancelamento: 'PRO_RATA',
      DiasPrimeiroVencimento: 10,
      Version: 2,
    });
    const [row] = await t.db
      .select()
      .from(issuanceSettings)
      .where(eq(issuanceSettings.companyId, companyId));
    expect(row).toMatchObject({ pixKey: '+5511987654321', cancellationMethod: 'PRO_RATA' });
    expect(row.updatedByUserId).not.toBeNull();

    const history = await admin.get(HISTORY);
    expectStatus(history, 200);
    expect(history.data).toHaveLength(2);
    expect(history.data[0].ChangesHistories).toEqual(
      expect.arrayContaining([
        {
          Field: 'MetodoCancelamento',
          Label: 'Método de cancelamento',
          OldValue: 'Tabela de prazo curto (SUSEP)',
          NewValue: 'Pro rata temporis',
        },
      ]),
    );
  });

  it('keeps the convênio a Banco do Brasil account needs', async () => {
    const version = (await admin.get(GET)).data.Version as number;
    const answer = await admin.post(SAVE, {
      ...valid,
      Banco: '001',
      Carteira: '17',
      CodigoBeneficiario: '1234567',
      Version: version,
    });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({ Banco: '001', CodigoBeneficiario: '1234567' });
    const back = await admin.post(SAVE, {
      ...valid,
      CodigoBeneficiario: '',
      Version: answer.data.Version,
    });
    expectStatus(back, 200);
    expect(back.data).toMatchObject({ Banco: valid.Banco, CodigoBeneficiario: '' });
  });

  it('accepts each kind of PIX key', async () => {
    let version = (await admin.get(GET)).data.Version as number;
    for (const [key, stored] of [
      [cpfWithCheckDigits('529982247'), cpfWithCheckDigits('529982247')],
      [beneficiaryCnpj, beneficiaryCnpj],
      ['Financeiro@SeguradoraTeste.com.br', 'Financeiro@SeguradoraTeste.com.br'],
      ['123E4567-E89B-12D3-A456-426614174000', '123e4567-e89b-12d3-a456-426614174000'],
    ]) {
      const answer = await admin.post(SAVE, { ChavePix: key, Version: version });
      expectStatus(answer, 200);
      expect(answer.data.ChavePix).toBe(stored);
      version = answer.data.Version;
    }
  });

  it("leaves another tenant's settings untouched", async () => {
    const before = await otherTenant.get(GET);
    expect(before.data).toMatchObject({ Padrao: true, Version: 0, DiasPrimeiroVencimento: 5 });
    const rows = await t.db
      .select()
      .from(issuanceSettings)
      .where(eq(issuanceSettings.companyId, otherCompanyId));
    expect(rows).toEqual([]);
    // the other tenant saving its own does not touch the demo tenant's
    const own = await otherTenant.post(SAVE, { DiasPrimeiroVencimento: 20, Version: 0 });
    expectStatus(own, 200);
    expect((await admin.get(GET)).data.DiasPrimeiroVencimento).toBe(10);
  });
});
