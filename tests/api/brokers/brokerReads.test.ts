import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brokers, requestDocuments } from '../../../server/db/schema';
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
let litoral: Awaited<ReturnType<typeof demoBroker>>;

const names = (data: { Data: { Name: string }[] }) => data.Data.map((broker) => broker.Name);

beforeAll(async () => {
  ({ t, admin, analista, corretor, otherTenant } = await signedInApp(
    ['admin', 'analista', 'corretor'],
    { companyKeyHeader: true },
  ));
  prime = await demoBroker(t.db, 'Prime');
  horizonte = await demoBroker(t.db, 'Horizonte');
  litoral = await demoBroker(t.db, 'Litoral Sul');
  // start from brokers with nothing pending: the seed's documents deleted (deleted ones never count)
  await t.db
    .update(requestDocuments)
    .set({ deletedAt: new Date() })
    .where(eq(requestDocuments.ownerKind, 'broker'));
  await t.db.update(brokers).set({ hasPendingComplianceValidation: false });
});
afterAll(() => t.close());

describe('Core/GetBanks', () => {
  it('answers the COMPE list to any signed-in user', async () => {
    const answer = await corretor.get('/api/Core/GetBanks');
    expect(answer.status).toBe(200);
    expect(answer.data).toContainEqual({
      Id: '341',
      Code: '341',
      Name: 'Itaú Unibanco S.A.',
      Label: '341 - Itaú Unibanco S.A.',
    });
  });
});

describe('GetSearchBrokers', () => {
  it('lists every broker of the tenant with its pending flags when called without parameters', async () => {
    const answer = await admin.get('/api/Broker/GetSearchBrokers');
    expect(answer.status).toBe(200);
    expect(names(answer.data)).toEqual([
      'Atlântica Corretora de Seguros Ltda.',
      'Horizonte Corretora de Seguros Ltda.',
      'Litoral Sul Corretora de Seguros Ltda.',
      'Prime Corretora de Seguros Ltda.',
    ]);
    const byName = Object.fromEntries(
      answer.data.Data.map((b: { Name: string }) => [b.Name.split(' ')[0], b]),
    );
    expect(byName.Atlântica).toMatchObject({
      WaitingValidation: true,
      RegistrationStatus: 'pending',
    });
    expect(byName.Litoral).toMatchObject({ IsBlocked: true, WaitingValidation: false });
    expect(byName.Prime).toMatchObject({
      IsBlocked: false,
      HasPendingDocuments: false,
      HasPendingComplianceValidation: false,
      WaitingValidation: false,
    });
  });

  it('searches by name, by CNPJ with its mask and by SUSEP code', async () => {
    const masked = prime.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
    for (const searchValue of ['prime', masked, prime.susepCode]) {
      const answer = await analista.get('/api/Broker/GetSearchBrokers', { searchValue });
      expect(answer.status).toBe(200);
      expect(names(answer.data), searchValue).toEqual(['Prime Corretora de Seguros Ltda.']);
    }
  });

  it('leaves out inactive, pending-document and compliance brokers when asked', async () => {
    await t.db.insert(requestDocuments).values({
      companyId: horizonte.companyId,
      ownerKind: 'broker',
      ownerId: horizonte.id,
      name: 'Contrato social',
      status: 'Reprovado',
    });
    const all = await admin.get('/api/Broker/GetSearchBrokers', { searchValue: 'Corretora' });
    expect(
      all.data.Data.find((b: { Name: string }) => b.Name.startsWith('Horizonte')),
    ).toMatchObject({ HasPendingDocuments: true });
    const spec = await admin.get('/api/Broker/GetSearchBrokers', {
      searchValue: 'Corretora',
      IgnoreInactive: 'true',
      IgnoreComplianceValidation: 'false',
      IgnorePendingDocuments: 'false',
    });
    expect(names(spec.data)).not.toContain('Litoral Sul Corretora de Seguros Ltda.');
    expect(names(spec.data)).toContain('Horizonte Corretora de Seguros Ltda.');
    await t.db
      .update(brokers)
      .set({ hasPendingComplianceValidation: true })
      .where(eq(brokers.id, prime.id));
    const noCompliance = await admin.get('/api/Broker/GetSearchBrokers', {
      IgnoreComplianceValidation: 'true',
    });
    expect(names(noCompliance.data)).not.toContain('Prime Corretora de Seguros Ltda.');
    expect(names(noCompliance.data)).toContain('Horizonte Corretora de Seguros Ltda.');
    await t.db
      .update(brokers)
      .set({ hasPendingComplianceValidation: false })
      .where(eq(brokers.id, prime.id));
    const noPending = await admin.get('/api/Broker/GetSearchBrokers', {
      IgnorePendingDocuments: 'true',
    });
    expect(names(noPending.data)).not.toContain('Horizonte Corretora de Seguros Ltda.');
    expect(names(noPending.data)).toContain('Prime Corretora de Seguros Ltda.');
  });

  it('is refused to a broker (403) and answers only its own tenant to another insurer', async () => {
    expect((await corretor.get('/api/Broker/GetSearchBrokers')).status).toBe(403);
    const other = await otherTenant.get('/api/Broker/GetSearchBrokers');
    expect(other.status).toBe(200);
    expect(other.data.Data).toEqual([]);
  });
});

describe('broker detail', () => {
  it('GetBroker answers the data, partners and bank account', async () => {
    const answer = await analista.get('/api/Broker/GetBroker', { brokerUniqueId: prime.uniqueId });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      Name: 'Prime Corretora de Seguros Ltda.',
      Cnpj: prime.cnpj,
      BankId: '341',
      BankName: 'Itaú Unibanco S.A.',
      BankAccountTypeId: 1,
      Version: 1,
    });
    expect(answer.data.Socios).toHaveLength(2);
    expect(answer.data.Socios[0]).toMatchObject({
      Name: 'Ricardo Menezes Prado',
      ParticipationPercentage: '60.00',
    });
  });

  it('lets a broker read its own broker only (404 for another one or another tenant)', async () => {
    const own = await corretor.get('/api/Broker/GetBroker', { brokerUniqueId: prime.uniqueId });
    expect(own.status).toBe(200);
    const other = await corretor.get('/api/Broker/GetBroker', {
      brokerUniqueId: horizonte.uniqueId,
    });
    expect(other.status).toBe(404);
    expect(other.body.Errors).toEqual(['Corretora não encontrada.']);
    const tenant2 = await otherTenant.get('/api/Broker/GetBroker', {
      brokerUniqueId: prime.uniqueId,
    });
    expect(tenant2.status).toBe(404);
    for (const url of ['/api/Broker/GetBrokerFinancialData', '/api/Broker/GetBroker']) {
      expect((await corretor.get(url, { brokerUniqueId: horizonte.uniqueId })).status).toBe(404);
    }
    for (const url of [
      '/api/Broker/GetBrokerProposalCommissions',
      '/api/BrokerChangeHistory/Get',
    ]) {
      expect((await corretor.get(url, { brokerId: String(horizonte.id) })).status).toBe(404);
      expect((await otherTenant.get(url, { brokerId: String(prime.id) })).status).toBe(404);
    }
  });

  it('GetCurrentBroker answers the broker of the session, 404 for insurer staff', async () => {
    const own = await corretor.get('/api/Broker/GetCurrentBroker');
    expect(own.status).toBe(200);
    expect(own.data.UniqueId).toBe(prime.uniqueId);
    expect((await admin.get('/api/Broker/GetCurrentBroker')).status).toBe(404);
    expect((await analista.get('/api/Broker/GetCurrentBroker')).status).toBe(403);
  });

  it('GetBrokerFinancialData answers the bank account with the bank and account type names', async () => {
    const answer = await corretor.get('/api/Broker/GetBrokerFinancialData', {
      brokerUniqueId: prime.uniqueId,
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      BrokerUniqueId: prime.uniqueId,
      BankId: '341',
      BankName: 'Itaú Unibanco S.A.',
      BankAccountTypeId: 1,
      BankAccountTypeName: 'Conta corrente',
      BankBranchNumber: '3012',
      BankBranchDigit: null,
      BankAccountNumber: '45871',
      BankAccountDigit: '3',
    });
  });

  it('GetBrokerProposalCommissions answers the commission per modality group', async () => {
    const answer = await admin.get('/api/Broker/GetBrokerProposalCommissions', {
      brokerId: String(prime.id),
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toContainEqual({
      ModalityGroupName: 'Licitante',
      CommissionPercentage: '20.00',
      MaxCommissionPercentage: '25.00',
    });
    expect(
      answer.data.map((row: { ModalityGroupName: string }) => row.ModalityGroupName),
    ).toContain('Executante / Construtor');
  });

  it('BrokerChangeHistory/Get answers rows with ChangedByName and pt-BR labels', async () => {
    const answer = await analista.get('/api/BrokerChangeHistory/Get', {
      brokerId: String(litoral.id),
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0].ChangedByName).toBe('Ana Paula Ribeiro');
    expect(answer.data[0].ChangesHistories).toEqual([
      { Field: 'IsBlocked', Label: 'Bloqueada', OldValue: 'Não', NewValue: 'Sim' },
      {
        Field: 'Justification',
        Label: 'Justificativa',
        OldValue: null,
        NewValue: 'Registro na SUSEP suspenso; aguardando regularização.',
      },
    ]);
  });
});

describe('ValidateBrokerStatus', () => {
  it('lets insurer staff operate and tells a broker its standing', async () => {
    const staff = await admin.get('/api/Broker/ValidateBrokerStatus');
    expect(staff.data).toMatchObject({ CanOperate: true, Messages: [] });
    const own = await corretor.get('/api/Broker/ValidateBrokerStatus');
    expect(own.status).toBe(200);
    expect(own.data).toEqual({
      IsBlocked: false,
      RegistrationStatus: 'active',
      HasPendingDocuments: false,
      HasPendingComplianceValidation: false,
      WaitingValidation: false,
      CanOperate: true,
      Messages: [],
    });
    await t.db.insert(requestDocuments).values({
      companyId: prime.companyId,
      ownerKind: 'broker',
      ownerId: prime.id,
      name: 'Certificado SUSEP',
    });
    const pending = await corretor.get('/api/Broker/ValidateBrokerStatus');
    expect(pending.data).toMatchObject({ HasPendingDocuments: true, CanOperate: true });
    expect(pending.data.Messages[0]).toMatch(/documentos pendentes/);
  });
});
