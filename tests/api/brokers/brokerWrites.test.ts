import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokers, mailOutbox, users } from '../../../server/db/schema';
import { cnpjWithCheckDigits, cpfWithCheckDigits } from '../../../server/db/seed/documentNumbers';
import { type Caller, signedInApp } from '../support/caller';
import type { TestApp } from '../support/testApp';
import { demoBroker } from './helpers';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let corretor: Caller;
let otherTenant: Caller;
let prime: Awaited<ReturnType<typeof demoBroker>>;
let horizonte: Awaited<ReturnType<typeof demoBroker>>;
let atlantica: Awaited<ReturnType<typeof demoBroker>>;

const partnerCpf = cpfWithCheckDigits('318047526');

const ownUpdate = (version: number, changes: Record<string, unknown> = {}) => ({
  Name: 'Prime Corretora de Seguros Ltda.',
  Email: 'financeiro@primecorretora.com.br',
  Phone: '(31) 3214-5699',
  Socios: [{ Name: 'Ricardo Menezes Prado', Cpf: partnerCpf, ParticipationPercentage: '100' }],
  BankId: '001',
  BankAccountTypeId: 2,
  BankBranchNumber: '1234',
  BankBranchDigit: '5',
  BankAccountNumber: '98765-4',
  BankAccountDigit: 'x',
  Version: version,
  ...changes,
});

/** The broker as the insurer reads it (GetBroker), Version included. */
const readBroker = async (uniqueId: string) =>
  (await admin.get('/api/Broker/GetBroker', { brokerUniqueId: uniqueId })).data;

const historyOf = async (caller: Caller, brokerId: number) =>
  (await caller.get('/api/BrokerChangeHistory/Get', { brokerId: String(brokerId) })).data;

beforeAll(async () => {
  ({ t, admin, analista, corretor, otherTenant } = await signedInApp(
    ['admin', 'analista', 'corretor'],
    { companyKeyHeader: true },
  ));
  prime = await demoBroker(t.db, 'Prime');
  horizonte = await demoBroker(t.db, 'Horizonte');
  atlantica = await demoBroker(t.db, 'Atlântica');
});
afterAll(() => t.close());

describe('UpdateBroker', () => {
  it('lets a broker edit its own data, partners and bank account, with history', async () => {
    const answer = await corretor.put('/api/Broker/UpdateBroker', ownUpdate(1));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.data).toMatchObject({
      Email: 'financeiro@primecorretora.com.br',
      Phone: '3132145699',
      BankId: '001',
      BankName: 'Banco do Brasil S.A.',
      BankAccountTypeId: 2,
      BankAccountNumber: '987654',
      BankAccountDigit: 'X',
      Version: 2,
      Socios: [
        { Name: 'Ricardo Menezes Prado', Cpf: partnerCpf, ParticipationPercentage: '100.00' },
      ],
    });
    const [row] = await historyOf(corretor, prime.id);
    expect(row.ChangedByName).toBe('Diego Fernandes Alves');
    const labels = row.ChangesHistories.map((change: { Label: string }) => change.Label);
    expect(labels).toEqual(
      expect.arrayContaining(['E-mail', 'Telefone', 'Banco', 'Tipo de conta', 'Sócios']),
    );
    expect(row.ChangesHistories).toContainEqual({
      Field: 'BankId',
      Label: 'Banco',
      OldValue: '341 - Itaú Unibanco S.A.',
      NewValue: '001 - Banco do Brasil S.A.',
    });
  });

  it('refuses a stale Version with 409 and keeps the data', async () => {
    const answer = await corretor.put(
      '/api/Broker/UpdateBroker',
      ownUpdate(1, { Email: 'outro@primecorretora.com.br' }),
    );
    expect(answer.status).toBe(409);
    expect(answer.errors[0]).toMatch(/alterados por outra pessoa/);
    const [row] = await t.db.select().from(brokers).where(eq(brokers.id, prime.id));
    expect(row.email).toBe('financeiro@primecorretora.com.br');
    expect(row.version).toBe(2);
  });

  it('answers 400 naming each invalid field', async () => {
    const answer = await corretor.put(
      '/api/Broker/UpdateBroker',
      ownUpdate(2, {
        Email: 'sem-arroba',
        BankId: '999',
        BankBranchNumber: '1234567',
        BankAccountNumber: '',
        Socios: [{ Name: 'Ana', Cpf: '111.111.111-11' }],
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      'E-mail: E-mail inválido.',
      'Banco: Selecione um banco da lista.',
      'Agência: Informe de 1 a 5 dígitos.',
      'Conta: Campo obrigatório.',
      'Sócio 1 - CPF: CPF inválido.',
    ]);
  });

  it('keeps the SUSEP code out of a broker’s reach and its edits inside its own broker', async () => {
    const susep = await corretor.put(
      '/api/Broker/UpdateBroker',
      ownUpdate(2, { SusepCode: '99999999999' }),
    );
    expect(susep.status).toBe(400);
    expect(susep.errors).toEqual(['Código SUSEP: não pode ser alterado pela corretora.']);
    const other = await corretor.put(
      '/api/Broker/UpdateBroker',
      ownUpdate(1, { BrokerUniqueId: horizonte.uniqueId }),
    );
    expect(other.status).toBe(404);
    const [row] = await t.db.select().from(brokers).where(eq(brokers.id, horizonte.id));
    expect(row.version).toBe(1);
  });

  it('lets the insurer edit any broker of its tenant, never another tenant’s or as analyst', async () => {
    const body = {
      ...ownUpdate(1),
      BrokerUniqueId: horizonte.uniqueId,
      Name: 'Horizonte Corretora de Seguros Ltda.',
      SusepCode: '202041098765433',
      Socios: [],
      BankId: null,
      BankAccountTypeId: null,
      BankBranchNumber: '',
      BankBranchDigit: '',
      BankAccountNumber: '',
      BankAccountDigit: '',
    };
    expect((await analista.put('/api/Broker/UpdateBroker', body)).status).toBe(403);
    expect((await otherTenant.put('/api/Broker/UpdateBroker', body)).status).toBe(404);
    const answer = await admin.put('/api/Broker/UpdateBroker', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.data).toMatchObject({
      SusepCode: '202041098765433',
      BankId: null,
      BankName: null,
      Socios: [],
      Version: 2,
    });
    const [row] = await historyOf(admin, horizonte.id);
    expect(row.ChangedByName).toBe('Ana Paula Ribeiro');
  });
});

describe('InverterBlocked', () => {
  it('needs a justification and insurer staff who manage brokers', async () => {
    const { Version } = await readBroker(prime.uniqueId);
    const missing = await admin.post('/api/Broker/InverterBlocked', {
      BrokerUniqueId: prime.uniqueId,
      Justification: '  ',
      Version,
    });
    expect(missing.status).toBe(400);
    expect(missing.errors).toEqual(['Justificativa: Campo obrigatório.']);
    const body = { BrokerUniqueId: prime.uniqueId, Justification: 'Teste', Version };
    expect((await analista.post('/api/Broker/InverterBlocked', body)).status).toBe(403);
    expect((await corretor.post('/api/Broker/InverterBlocked', body)).status).toBe(403);
    expect((await otherTenant.post('/api/Broker/InverterBlocked', body)).status).toBe(404);
  });

  it('needs the Version read: absent → 400 naming it, stale → 409, nothing changed', async () => {
    const read = await readBroker(prime.uniqueId);
    const history = await historyOf(admin, prime.id);
    const body = { BrokerUniqueId: prime.uniqueId, Justification: 'Teste' };
    const absent = await admin.post('/api/Broker/InverterBlocked', body);
    expect(absent.status).toBe(400);
    expect(absent.errors).toEqual(['O campo "Version" é obrigatório.']);
    const stale = await admin.post('/api/Broker/InverterBlocked', {
      ...body,
      Version: read.Version - 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.errors).toEqual([
      'Os dados da corretora foram alterados por outra pessoa. Recarregue a página e refaça a alteração.',
    ]);
    expect(await readBroker(prime.uniqueId)).toEqual(read);
    expect(await historyOf(admin, prime.id)).toEqual(history);
  });

  it('blocks and unblocks, stopping the broker from operating meanwhile, with history', async () => {
    const before = await readBroker(prime.uniqueId);
    const blocked = await admin.post('/api/Broker/InverterBlocked', {
      BrokerUniqueId: prime.uniqueId,
      Justification: 'Certificado SUSEP vencido.',
      Version: before.Version,
    });
    expect(blocked.status).toBe(200);
    expect(blocked.data).toEqual({ IsBlocked: true, Version: before.Version + 1 });
    const status = await corretor.get('/api/Broker/ValidateBrokerStatus');
    expect(status.data).toMatchObject({ IsBlocked: true, CanOperate: false });
    expect(status.data.Messages).toContain(
      'Sua corretora está bloqueada. Entre em contato com a seguradora.',
    );
    const [row] = await historyOf(admin, prime.id);
    expect(row.ChangedByName).toBe('Ana Paula Ribeiro');
    expect(row.ChangesHistories).toContainEqual({
      Field: 'Justification',
      Label: 'Justificativa',
      OldValue: null,
      NewValue: 'Certificado SUSEP vencido.',
    });
    const unblocked = await admin.post('/api/Broker/InverterBlocked', {
      BrokerUniqueId: prime.uniqueId,
      Justification: 'Certificado renovado.',
      Version: blocked.data.Version,
    });
    expect(unblocked.data.IsBlocked).toBe(false);
    expect((await corretor.get('/api/Broker/ValidateBrokerStatus')).data.CanOperate).toBe(true);
  });
});

describe('ValidateBrokerRegistration', () => {
  it('refuses an active broker (409) and a rejection without justification (400)', async () => {
    const active = await admin.post('/api/Broker/ValidateBrokerRegistration', {
      BrokerUniqueId: prime.uniqueId,
      Approved: true,
      Version: (await readBroker(prime.uniqueId)).Version,
    });
    expect(active.status).toBe(409);
    const { Version } = await readBroker(atlantica.uniqueId);
    const noReason = await admin.post('/api/Broker/ValidateBrokerRegistration', {
      BrokerUniqueId: atlantica.uniqueId,
      Approved: false,
      Version,
    });
    expect(noReason.status).toBe(400);
    expect(noReason.errors).toEqual(['Justificativa: Campo obrigatório.']);
    expect(
      (
        await analista.post('/api/Broker/ValidateBrokerRegistration', {
          BrokerUniqueId: atlantica.uniqueId,
          Approved: true,
          Version,
        })
      ).status,
    ).toBe(403);
  });

  it('needs the Version read: absent → 400 naming it, stale → 409, still pending', async () => {
    const read = await readBroker(atlantica.uniqueId);
    const body = { BrokerUniqueId: atlantica.uniqueId, Approved: true };
    const absent = await admin.post('/api/Broker/ValidateBrokerRegistration', body);
    expect(absent.status).toBe(400);
    expect(absent.errors).toEqual(['O campo "Version" é obrigatório.']);
    const stale = await admin.post('/api/Broker/ValidateBrokerRegistration', {
      ...body,
      Version: read.Version + 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.errors).toEqual([
      'Os dados da corretora foram alterados por outra pessoa. Recarregue a página e refaça a alteração.',
    ]);
    expect(await readBroker(atlantica.uniqueId)).toEqual(read);
  });

  it('approves a pending registration: the broker becomes active', async () => {
    const { Version } = await readBroker(atlantica.uniqueId);
    const answer = await admin.post('/api/Broker/ValidateBrokerRegistration', {
      BrokerUniqueId: atlantica.uniqueId,
      Approved: true,
      Justification: 'Documentação conferida.',
      Version,
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ RegistrationStatus: 'active', Version: Version + 1 });
    const detail = await admin.get('/api/Broker/GetBroker', { brokerUniqueId: atlantica.uniqueId });
    expect(detail.data).toMatchObject({ RegistrationStatus: 'active', WaitingValidation: false });
    const [row] = await historyOf(admin, atlantica.id);
    expect(row.ChangesHistories[0]).toEqual({
      Field: 'RegistrationStatus',
      Label: 'Situação do cadastro',
      OldValue: 'Aguardando validação',
      NewValue: 'Ativa',
    });
  });
});

describe('InsertBrokerByInsurer', () => {
  const registration = {
    Name: 'Cerrado Corretora de Seguros Ltda.',
    Cnpj: cnpjWithCheckDigits('613502840001'),
    SusepCode: '202061122334455',
    Email: 'contato@cerradocorretora.com.br',
    Phone: '(62) 3215-4400',
    User: {
      Name: 'Helena Borges Cunha',
      Cpf: cpfWithCheckDigits('847261930'),
      Email: 'helena.cunha@cerradocorretora.com.br',
      Phone: '',
      Login: 'helena.cerrado',
    },
  };

  it('names the invalid fields and is refused to analysts', async () => {
    const invalid = await admin.post('/api/Broker/InsertBrokerByInsurer', {
      ...registration,
      Cnpj: '11.111.111/1111-11',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.errors).toEqual(['CNPJ da corretora: CNPJ inválido.']);
    expect((await analista.post('/api/Broker/InsertBrokerByInsurer', registration)).status).toBe(
      403,
    );
  });

  it('creates an active broker and its first user, who gets the first-access e-mail', async () => {
    const answer = await admin.post('/api/Broker/InsertBrokerByInsurer', registration);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.data).toMatchObject({
      RegistrationStatus: 'active',
      Login: 'helena.cerrado',
      Email: 'helena.cunha@cerradocorretora.com.br',
    });
    const [user] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.login, 'helena.cerrado'), eq(users.brokerId, answer.data.BrokerId)));
    expect(user.passwordHash).toBeNull();
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'helena.cunha@cerradocorretora.com.br'));
    expect(mails).toHaveLength(1);
    const [row] = await historyOf(admin, answer.data.BrokerId);
    expect(row.ChangedByName).toBe('Ana Paula Ribeiro');
    const again = await admin.post('/api/Broker/InsertBrokerByInsurer', registration);
    expect(again.status).toBe(409);
  });
});
