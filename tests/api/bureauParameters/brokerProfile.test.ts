import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../domain/userTypes';
import { profiles, users } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { cnpjWithCheckDigits, cpfWithCheckDigits } from '../../../server/db/seed/documentNumbers';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import { addUser, companyIdOf } from '../support/fixtures';
import type { TestApp } from '../support/testApp';
import { PROFILE_GET, PROFILE_HISTORY, PROFILE_SAVE } from './helpers';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let otherTenant: Caller;
let companyId: number;
let partnerProfile: { id: number; uniqueId: string };
let seniorAgentProfile: { id: number; uniqueId: string };

const newProfile = async (name: string, userTypeId: number) =>
  (
    await t.db
      .insert(profiles)
      .values({ companyId, name, userTypeId, homeMenuId: null })
      .returning({ id: profiles.id, uniqueId: profiles.uniqueId })
  )[0];

const names: Record<string, string> = {
  '01': 'Marina',
  '02': 'Beatriz',
  '03': 'Camila',
  '04': 'Daniela',
};

const registration = (n: string) => ({
  Name: `Corretora Teste ${n} Ltda.`,
  Cnpj: cnpjWithCheckDigits(`7788${n}990001`.slice(0, 12)),
  SusepCode: `20206${n}112233`.slice(0, 15),
  Email: `contato${n}@corretorateste.com.br`,
  Phone: '(11) 3333-4444',
  User: {
    Name: `${names[n]} Teixeira Lopes`,
    Cpf: cpfWithCheckDigits(`61${n}48297`),
    Email: `marina${n}@corretorateste.com.br`,
    Phone: '',
    Login: `marina.teste${n}`,
  },
});

const profileOfLogin = async (login: string) => {
  const [row] = await t.db
    .select({ profileId: users.profileId, name: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(and(eq(users.companyId, companyId), eq(users.login, login)));
  return row;
};

beforeAll(async () => {
  ({ t, admin, analista, otherTenant } = await signedInApp(['admin', 'analista']));
  companyId = await companyIdOf(t.db, DEMO_COMPANY_KEY);
  partnerProfile = await newProfile('Corretor Parceiro', UserType.BROKER);
  seniorAgentProfile = await newProfile('Agente Sênior', UserType.AGENT);
});
afterAll(() => t.close());

describe('without settings (the standard behaviour)', () => {
  it('answers the defaults with the profiles to choose from', async () => {
    const answer = await admin.get(PROFILE_GET);
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      PerfilCorretorUniqueId: null,
      PerfilAgenteUniqueId: null,
      ComissaoMinimaPercentual: '0.00',
      ComissaoMaximaPercentual: '30.00',
      Padrao: true,
      Version: 0,
    });
    expect(answer.data.PerfisCorretor.map((item: { Name: string }) => item.Name)).toEqual([
      'Corretor',
      'Corretor Parceiro',
    ]);
    expect(answer.data.PerfisAgente.map((item: { Name: string }) => item.Name)).toEqual([
      'Agente',
      'Agente Sênior',
    ]);
    expectStatus(await analista.get(PROFILE_GET), 403);
  });

  it('InsertBrokerByInsurer gives the first user the standard "Corretor" profile', async () => {
    const answer = await admin.post('/api/Broker/InsertBrokerByInsurer', registration('01'));
    expectStatus(answer, 200);
    expect((await profileOfLogin('marina.teste01')).name).toBe('Corretor');
  });
});

describe('SalvarPerfilCorretor', () => {
  it('refuses a profile of another type or tenant and a reversed commission range, naming the fields', async () => {
    const [admins] = await t.db
      .select({ uniqueId: profiles.uniqueId })
      .from(profiles)
      .where(and(eq(profiles.companyId, companyId), eq(profiles.name, 'Administrador')));
    const invalid = await admin.post(PROFILE_SAVE, {
      PerfilCorretorUniqueId: admins.uniqueId,
      PerfilAgenteUniqueId: partnerProfile.uniqueId,
      ComissaoMinimaPercentual: '25',
      ComissaoMaximaPercentual: '10',
      Version: 0,
    });
    expectStatus(invalid, 400);
    expect(invalid.errors).toEqual([
      'Comissão mínima (%) (ComissaoMinimaPercentual): a comissão mínima não pode ser maior que a máxima.',
      'Perfil do usuário master da corretora (PerfilCorretorUniqueId): escolha um perfil ativo do tipo Corretor.',
      'Perfil dos agentes (PerfilAgenteUniqueId): escolha um perfil ativo do tipo Agente.',
    ]);
    const foreign = await otherTenant.post(PROFILE_SAVE, {
      PerfilCorretorUniqueId: partnerProfile.uniqueId,
      Version: 0,
    });
    expectStatus(foreign, 400);
    expectStatus(
      await analista.post(PROFILE_SAVE, { ComissaoMaximaPercentual: '20', Version: 0 }),
      403,
    );
  });

  it('saves the profiles and the range, with history; a stale version is 409', async () => {
    const answer = await admin.post(PROFILE_SAVE, {
      PerfilCorretorUniqueId: partnerProfile.uniqueId,
      PerfilAgenteUniqueId: seniorAgentProfile.uniqueId,
      ComissaoMinimaPercentual: 5,
      ComissaoMaximaPercentual: '25.5',
      Version: 0,
    });
    expectStatus(answer, 200);
    expect(answer.data).toMatchObject({
      PerfilCorretorUniqueId: partnerProfile.uniqueId,
      PerfilAgenteUniqueId: seniorAgentProfile.uniqueId,
      ComissaoMinimaPercentual: '5.00',
      ComissaoMaximaPercentual: '25.50',
      Padrao: false,
      Version: 1,
    });
    const [row] = (await admin.get(PROFILE_HISTORY)).data;
    expect(row.ChangesHistories).toEqual([
      {
        Field: 'PerfilCorretorUniqueId',
        Label: 'Perfil do usuário master da corretora',
        OldValue: 'Padrão',
        NewValue: 'Corretor Parceiro',
      },
      {
        Field: 'PerfilAgenteUniqueId',
        Label: 'Perfil dos agentes',
        OldValue: 'Padrão',
        NewValue: 'Agente Sênior',
      },
      {
        Field: 'ComissaoMinimaPercentual',
        Label: 'Comissão mínima (%)',
        OldValue: '0.00',
        NewValue: '5.00',
      },
      {
        Field: 'ComissaoMaximaPercentual',
        Label: 'Comissão máxima (%)',
        OldValue: '30.00',
        NewValue: '25.50',
      },
    ]);
    const noVersion = await admin.post(PROFILE_SAVE, { ComissaoMaximaPercentual: '20' });
    expectStatus(noVersion, 400);
    expect(noVersion.errors).toEqual(['O campo "Version" é obrigatório.']);
    expectStatus(
      await admin.post(PROFILE_SAVE, { ComissaoMaximaPercentual: '20', Version: 5 }),
      409,
    );
    expect((await otherTenant.get(PROFILE_GET)).data.Padrao).toBe(true);
  });
});

describe('the configured profiles in effect', () => {
  it('InsertBrokerByInsurer gives the first user the configured broker profile', async () => {
    const answer = await admin.post('/api/Broker/InsertBrokerByInsurer', registration('02'));
    expectStatus(answer, 200);
    expect((await profileOfLogin('marina.teste02')).name).toBe('Corretor Parceiro');
  });

  it('approving a self-registered broker moves its master user and agents to the configured profiles', async () => {
    const inserted = await t.app.inject({
      method: 'POST',
      url: '/api/Broker/InsertBroker',
      headers: { companyKey: DEMO_COMPANY_KEY },
      payload: registration('03'),
    });
    expect(inserted.statusCode, inserted.body).toBe(200);
    const { BrokerId, BrokerUniqueId } = inserted.json().Response;
    expect((await profileOfLogin('marina.teste03')).name).toBe('Corretor');
    await addUser(t.db, {
      login: 'agente.teste03',
      userTypeId: UserType.AGENT,
      profileName: 'Agente',
    });
    await t.db.update(users).set({ brokerId: BrokerId }).where(eq(users.login, 'agente.teste03'));

    const approved = await admin.post('/api/Broker/ValidateBrokerRegistration', {
      BrokerUniqueId,
      Approved: true,
      Version: (await admin.get('/api/Broker/GetBroker', { brokerUniqueId: BrokerUniqueId })).data
        .Version,
    });
    expectStatus(approved, 200);
    expect((await profileOfLogin('marina.teste03')).name).toBe('Corretor Parceiro');
    expect((await profileOfLogin('agente.teste03')).name).toBe('Agente Sênior');
  });

  it('a rejection changes no profile', async () => {
    const inserted = await t.app.inject({
      method: 'POST',
      url: '/api/Broker/InsertBroker',
      headers: { companyKey: DEMO_COMPANY_KEY },
      payload: registration('04'),
    });
    const { BrokerUniqueId } = inserted.json().Response;
    const rejected = await admin.post('/api/Broker/ValidateBrokerRegistration', {
      BrokerUniqueId,
      Approved: false,
      Justification: 'Documentação incompleta.',
      Version: (await admin.get('/api/Broker/GetBroker', { brokerUniqueId: BrokerUniqueId })).data
        .Version,
    });
    expectStatus(rejected, 200);
    expect((await profileOfLogin('marina.teste04')).name).toBe('Corretor');
  });
});
