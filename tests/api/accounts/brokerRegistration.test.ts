import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brokers, changeHistories, persons, profiles, users } from '../../../server/db/schema';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { cnpjWithCheckDigits, cpfWithCheckDigits } from '../../../server/db/seed/documentNumbers';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../../support/smtpCapture';
import { SECOND_COMPANY_KEY } from '../support/secondTenant';
import { bearer, signIn, tokensFor } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

const PRIME_CNPJ = cnpjWithCheckDigits('458120930001');
const NEW_PASSWORD = 'Corretora#2026';

let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'http://portal.test' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mask = (cnpj: string) =>
  cnpj.replace(/^(\w{2})(\w{3})(\w{3})(\w{4})(\d{2})$/, '$1.$2.$3/$4-$5');

const check = (cnpj: string, companyKey: string | null = DEMO_COMPANY_KEY, host?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Broker/ValidateBrokerRegistrationRequest?Cnpj=${encodeURIComponent(cnpj)}`,
    headers: { ...(companyKey ? { companyKey } : {}), ...(host ? { host } : {}) },
  });

const registration = (n: number, overrides: Record<string, unknown> = {}) => ({
  Name: `Nova Corretora ${['Alfa', 'Beta', 'Gama', 'Delta', 'Épsilon', 'Zeta'][n]} Ltda.`,
  Cnpj: mask(cnpjWithCheckDigits(`3300000${n}0001`.padEnd(12, '0').slice(0, 12))),
  SusepCode: `10.00${n}.12345`,
  Email: `contato${n}@novacorretora.com.br`,
  Phone: '(11) 3333-4444',
  User: {
    Name: 'Gustavo Henrique Prado',
    Cpf: cpfWithCheckDigits(`52${n}1987${n}3`.slice(0, 9)),
    Email: `gustavo${n}@novacorretora.com.br`,
    Phone: '(11) 98888-7777',
    Login: `gustavo.prado${n}`,
  },
  ...overrides,
});

const insert = (payload: object, companyKey: string | null = DEMO_COMPANY_KEY) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Broker/InsertBroker',
    headers: companyKey ? { companyKey } : {},
    payload,
  });

describe('GET /api/Broker/ValidateBrokerRegistrationRequest', () => {
  it('lets a new valid CNPJ register, masked or not, numeric or alphanumeric', async () => {
    const fresh = cnpjWithCheckDigits('112223330001');
    for (const cnpj of [fresh, mask(fresh), '12.ABC.345/01DE-35']) {
      const answer = await check(cnpj);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().Response).toEqual({
        CanRegister: true,
        Message: 'CNPJ disponível para cadastro.',
      });
    }
  });

  it('refuses an invalid CNPJ', async () => {
    expect((await check('11.111.111/1111-11')).json().Response).toEqual({
      CanRegister: false,
      Message: 'CNPJ inválido.',
    });
    expect((await check('12345')).json().Response.CanRegister).toBe(false);
  });

  it('refuses a broker already registered with the insurer', async () => {
    const answer = (await check(mask(PRIME_CNPJ))).json().Response;
    expect(answer.CanRegister).toBe(false);
    expect(answer.Message).toBe(
      'Esta corretora já está cadastrada. Entre com o seu usuário ou use "Esqueci minha senha".',
    );
  });

  it('is per tenant: the same CNPJ is free with another insurer', async () => {
    expect((await check(PRIME_CNPJ, SECOND_COMPANY_KEY)).json().Response.CanRegister).toBe(true);
  });

  it('finds the tenant by the host, and answers 404 for an unknown host', async () => {
    expect((await check(PRIME_CNPJ, null, 'localhost:8080')).json().Response.CanRegister).toBe(
      false,
    );
    const unknown = await check(PRIME_CNPJ, null, 'desconhecido.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Errors).toEqual([
      'Nenhuma seguradora configurada para o endereço desconhecido.test.',
    ]);
  });

  it('needs the Cnpj parameter', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/Broker/ValidateBrokerRegistrationRequest',
      headers: { companyKey: DEMO_COMPANY_KEY },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().Errors).toEqual(['O campo "Cnpj" é obrigatório.']);
  });
});

describe('POST /api/Broker/InsertBroker', () => {
  it('answers one pt-BR message per invalid field, naming it', async () => {
    const answer = await insert({
      Name: '',
      Cnpj: '11.111.111/1111-11',
      SusepCode: 'ABC',
      Email: 'sem-arroba',
      Phone: '123',
      User: { Name: 'Jo4o', Cpf: '111.111.111-11', Email: 'x@', Phone: '', Login: 'a b' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().Errors).toEqual([
      'Razão social da corretora: Campo obrigatório.',
      'CNPJ da corretora: CNPJ inválido.',
      'Código SUSEP: Informe apenas números (de 5 a 20 dígitos).',
      'E-mail da corretora: E-mail inválido.',
      'Telefone da corretora: Telefone inválido.',
      'Nome do usuário: Números e caracteres especiais não são permitidos! Por favor, verifique.',
      'CPF do usuário: CPF inválido.',
      'E-mail do usuário: E-mail inválido.',
      'Login do usuário: Use de 3 a 50 letras sem acento, números, ponto, hífen, sublinhado ou @.',
    ]);
  });

  it('names every missing field of an empty body', async () => {
    const answer = await insert({});
    expect(answer.statusCode).toBe(400);
    expect(answer.json().Errors).toHaveLength(9);
    expect(answer.json().Errors[0]).toBe('Razão social da corretora: Campo obrigatório.');
  });

  it('creates a pending broker and its first user, and e-mails the first-access link', async () => {
    const body = registration(1);
    const answer = await insert(body);
    expect(answer.statusCode, answer.body).toBe(200);
    const created = answer.json().Response;
    expect(created).toMatchObject({
      RegistrationStatus: 'pending',
      Login: 'gustavo.prado1',
      Email: 'gustavo1@novacorretora.com.br',
    });

    const [broker] = await t.db.select().from(brokers).where(eq(brokers.id, created.BrokerId));
    expect(broker).toMatchObject({
      name: 'Nova Corretora Beta Ltda.',
      cnpj: body.Cnpj.replace(/\D/g, ''),
      susepCode: '10001' + '12345',
      registrationStatus: 'pending',
      email: 'contato1@novacorretora.com.br',
      phone: '1133334444',
    });
    const [user] = await t.db
      .select({
        login: users.login,
        userTypeId: users.userTypeId,
        brokerId: users.brokerId,
        passwordHash: users.passwordHash,
        profileName: profiles.name,
        personName: persons.name,
        cpf: persons.cpfCnpj,
        phone: persons.phone,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.profileId))
      .innerJoin(persons, eq(persons.id, users.personId))
      .where(eq(users.uniqueId, created.UserUniqueId));
    expect(user).toEqual({
      login: 'gustavo.prado1',
      userTypeId: 2,
      brokerId: broker.id,
      passwordHash: null,
      profileName: 'Corretor',
      personName: 'Gustavo Henrique Prado',
      cpf: body.User.Cpf,
      phone: '11988887777',
    });
    const history = await t.db
      .select()
      .from(changeHistories)
      .where(
        and(eq(changeHistories.entity, 'Broker'), eq(changeHistories.entityId, String(broker.id))),
      );
    expect(history[0].changedByName).toBe('Autocadastro da corretora (Gustavo Henrique Prado)');

    // no password yet: sign-in is refused until first access
    expect((await signIn(t.app, 'gustavo.prado1', { password: 'Qualquer#1' })).statusCode).toBe(
      400,
    );

    const mail = await smtp.waitFor((m) => m.to.includes('gustavo1@novacorretora.com.br'));
    expect(mail.subject).toBe('Garantia Brasil Seguros S.A.: crie sua senha de acesso');
    expect(mail.text).toContain('Seu usuário: gustavo.prado1');
    const token = linkIn(mail, '/primeiro-acesso').split('/').pop() ?? '';

    const validate = await t.app.inject({
      method: 'POST',
      url: '/api/Security/ValidateUserInfoChangePasswordRequest',
      headers: { companyKey: DEMO_COMPANY_KEY },
      payload: { UniqueId: token },
    });
    expect(validate.json().Response).toEqual({
      Valid: true,
      Login: 'gustavo.prado1',
      Name: 'Gustavo Henrique Prado',
      Purpose: 'first_access',
    });
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/Security/ChangeUserInfoPassword',
      headers: { companyKey: DEMO_COMPANY_KEY },
      payload: { UniqueId: token, Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD },
    });
    expect(set.json()).toEqual({ Response: true, Errors: [] });

    // the pending broker's user signs in after first access, as a broker of that broker
    const session = await tokensFor(t.app, 'gustavo.prado1', { password: NEW_PASSWORD });
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/Security/GetUserInfo',
      headers: bearer(session.access_token),
    });
    expect(info.json().Response).toMatchObject({
      UserTypeId: 2,
      BrokerId: broker.id,
      ProfileName: 'Corretor',
      MustChangePassword: false,
    });

    // and the CNPJ now reads as pending
    expect((await check(body.Cnpj)).json().Response).toEqual({
      CanRegister: false,
      Message:
        'O cadastro desta corretora já foi enviado e está em análise. Verifique o e-mail de primeiro acesso enviado ao usuário cadastrado.',
    });
  });

  it('answers 409 for a CNPJ already registered, and creates nothing', async () => {
    const usersBefore = (await t.db.select().from(users)).length;
    const answer = await insert(registration(2, { Cnpj: PRIME_CNPJ }));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().Errors).toEqual([
      'Esta corretora já está cadastrada. Entre com o seu usuário ou use "Esqueci minha senha".',
    ]);
    expect((await t.db.select().from(users)).length).toBe(usersBefore);
  });

  it('answers 409 for a login or a CPF already in use', async () => {
    const takenLogin = registration(3);
    takenLogin.User.Login = 'CORRETOR';
    const login = await insert(takenLogin);
    expect(login.statusCode).toBe(409);
    expect(login.json().Errors).toEqual([
      'Login do usuário: este login já está em uso. Escolha outro.',
    ]);

    const takenCpf = registration(4);
    takenCpf.User.Cpf = cpfWithCheckDigits('153907268');
    const cpf = await insert(takenCpf);
    expect(cpf.statusCode).toBe(409);
    expect(cpf.json().Errors[0]).toMatch(/^CPF do usuário: já existe um cadastro com este CPF/);
    expect((await check(takenCpf.Cnpj)).json().Response.CanRegister).toBe(true);
  });

  it('refuses a tenant without a broker profile', async () => {
    const answer = await insert(registration(5), SECOND_COMPANY_KEY);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().Errors).toEqual([
      'A seguradora não tem um perfil de corretor configurado. Entre em contato com ela.',
    ]);
  });
});
