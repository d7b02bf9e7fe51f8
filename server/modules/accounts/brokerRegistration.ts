import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  type BrokerRegistration,
  brokerRegistrationProblems,
  fieldProblemMessage,
  normalizeBrokerRegistration,
} from '../../../domain/brokerRegistration';
import { UserType } from '../../../domain/userTypes';
import { CNPJ_INVALID_MESSAGE, isValidCnpj, stripDocument } from '../../../domain/validators';
import type { GatewayContext } from '../../context';
import type { Database } from '../../db/client';
import { brokers, persons, profiles, users } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { type ChangeAuthor, recordChange } from '../history/service';
import {
  openBrokerDocumentationCard,
  publishBrokerCardChanges,
  REGISTRATION_REASON,
} from '../kanban/brokerCards/openBrokerCards';
import { findCompanyByDns, findCompanyByKey, normalizeDns } from '../tenants/service';
import { sendFirstAccessInvite } from './invitations';

export const BROKER_PROFILE_NAME = 'Corretor';

export const REGISTRATION_MESSAGES = {
  available: 'CNPJ disponível para cadastro.',
  invalid: `${CNPJ_INVALID_MESSAGE}.`,
  active:
    'Esta corretora já está cadastrada. Entre com o seu usuário ou use "Esqueci minha senha".',
  pending:
    'O cadastro desta corretora já foi enviado e está em análise. Verifique o e-mail de primeiro acesso enviado ao usuário cadastrado.',
  rejected: 'O cadastro desta corretora não foi aprovado. Entre em contato com a seguradora.',
  duplicateCpf:
    'CPF do usuário: já existe um cadastro com este CPF. Entre em contato com a seguradora.',
  duplicateLogin: 'Login do usuário: este login já está em uso. Escolha outro.',
  noProfile: 'A seguradora não tem um perfil de corretor configurado. Entre em contato com ela.',
} as const;

export interface TenantHint {
  companyKey?: string;
  host: string;
}

/** The tenant of a signed-out call: the companyKey header, or the host the portal is served on. */
export const resolveTenant = async (db: Database, { companyKey, host }: TenantHint) => {
  const company = companyKey
    ? await findCompanyByKey(db, companyKey)
    : await findCompanyByDns(db, host);
  if (!company) {
    throw new NotFoundError(
      companyKey
        ? 'Seguradora não encontrada.'
        : `Nenhuma seguradora configurada para o endereço ${normalizeDns(host)}.`,
    );
  }
  return company;
};

export interface RegistrationCheck {
  CanRegister: boolean;
  Message: string;
}

/** ValidateBrokerRegistrationRequest: whether a broker with this CNPJ may register itself. */
export const validateBrokerRegistration = async (
  db: Database,
  tenant: TenantHint,
  cnpjInput: string,
): Promise<RegistrationCheck> => {
  const company = await resolveTenant(db, tenant);
  if (!isValidCnpj(cnpjInput))
    return { CanRegister: false, Message: REGISTRATION_MESSAGES.invalid };
  const [broker] = await db
    .select({ status: brokers.registrationStatus })
    .from(brokers)
    .where(and(eq(brokers.companyId, company.id), eq(brokers.cnpj, stripDocument(cnpjInput))))
    .limit(1);
  if (!broker) return { CanRegister: true, Message: REGISTRATION_MESSAGES.available };
  const status = broker.status as 'pending' | 'active' | 'rejected';
  return {
    CanRegister: false,
    Message: REGISTRATION_MESSAGES[status] ?? REGISTRATION_MESSAGES.active,
  };
};

const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error; current && typeof current === 'object';) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === '23505') return true;
    current = candidate.cause;
  }
  return false;
};

const brokerProfileOf = async (db: Database, companyId: number) => {
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.userTypeId, UserType.BROKER)))
    .orderBy(sql`${profiles.name} = ${BROKER_PROFILE_NAME} desc`, asc(profiles.id))
    .limit(1);
  if (!profile) throw new ConflictError(REGISTRATION_MESSAGES.noProfile);
  return profile;
};

/** Refuses what the unique indexes would refuse, with a message naming the field. */
const assertAvailable = async (db: Database, companyId: number, data: BrokerRegistration) => {
  const [broker] = await db
    .select({ status: brokers.registrationStatus })
    .from(brokers)
    .where(and(eq(brokers.companyId, companyId), eq(brokers.cnpj, data.Cnpj)))
    .limit(1);
  if (broker) {
    const status = broker.status as 'pending' | 'active' | 'rejected';
    throw new ConflictError(REGISTRATION_MESSAGES[status] ?? REGISTRATION_MESSAGES.active);
  }
  const [person] = await db
    .select({ id: persons.id })
    .from(persons)
    .where(and(eq(persons.companyId, companyId), eq(persons.cpfCnpj, data.User.Cpf)))
    .limit(1);
  if (person) throw new ConflictError(REGISTRATION_MESSAGES.duplicateCpf);
  const [login] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(sql`lower(${users.login})`, data.User.Login.toLowerCase()),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (login) throw new ConflictError(REGISTRATION_MESSAGES.duplicateLogin);
};

export interface InsertBrokerAnswer {
  BrokerId: number;
  BrokerUniqueId: string;
  RegistrationStatus: 'pending' | 'active';
  UserUniqueId: string;
  Login: string;
  /** Where the first-access link went. */
  Email: string;
}

/**
 * InsertBroker: a broker registers itself. The broker is created 'pending' (the insurer's
 * analysis comes later) with its first user (type BROKER, the tenant's broker profile, no
 * password), and the user gets the first-access e-mail.
 */
export const insertBroker = async (
  context: GatewayContext,
  tenant: TenantHint,
  input: BrokerRegistration,
): Promise<InsertBrokerAnswer> => {
  const problems = brokerRegistrationProblems(input);
  if (problems.length > 0) throw new ValidationError(problems.map(fieldProblemMessage));
  const company = await resolveTenant(context.db, tenant);
  return createBrokerWithFirstUser(context, company.id, input, {
    registrationStatus: 'pending',
    author: { name: `Autocadastro da corretora (${normalizeBrokerRegistration(input).User.Name})` },
  });
};

export interface BrokerCreation {
  registrationStatus: 'pending' | 'active';
  author: ChangeAuthor;
  /** The first user's profile when the insurer configured one (Parametros/SalvarPerfilCorretor). */
  profileId?: number | null;
}

/**
 * The broker and its first user (type BROKER, the tenant's broker profile, no password), then
 * the first-access e-mail. Shared by InsertBroker (self-registration, 'pending') and
 * InsertBrokerByInsurer ('active', recorded under the insurer user's name).
 */
export const createBrokerWithFirstUser = async (
  context: GatewayContext,
  companyId: number,
  input: BrokerRegistration,
  { registrationStatus, author, profileId }: BrokerCreation,
): Promise<InsertBrokerAnswer> => {
  const problems = brokerRegistrationProblems(input);
  if (problems.length > 0) throw new ValidationError(problems.map(fieldProblemMessage));
  const data = normalizeBrokerRegistration(input);
  const { db } = context;
  const company = { id: companyId };
  const profile = profileId ? { id: profileId } : await brokerProfileOf(db, company.id);
  await assertAvailable(db, company.id, data);

  let created: Omit<InsertBrokerAnswer, 'RegistrationStatus' | 'Login' | 'Email'> & {
    userId: number;
    card: Awaited<ReturnType<typeof openBrokerDocumentationCard>> | null;
  };
  try {
    created = await db.transaction(async (tx) => {
      const [broker] = await tx
        .insert(brokers)
        .values({
          companyId: company.id,
          name: data.Name,
          cnpj: data.Cnpj,
          susepCode: data.SusepCode,
          email: data.Email,
          phone: data.Phone,
          registrationStatus,
        })
        .returning({ id: brokers.id, uniqueId: brokers.uniqueId });
      const [person] = await tx
        .insert(persons)
        .values({
          companyId: company.id,
          name: data.User.Name,
          cpfCnpj: data.User.Cpf,
          email: data.User.Email,
          phone: data.User.Phone || null,
        })
        .returning({ id: persons.id });
      const [user] = await tx
        .insert(users)
        .values({
          companyId: company.id,
          login: data.User.Login,
          personId: person.id,
          userTypeId: UserType.BROKER,
          profileId: profile.id,
          brokerId: broker.id,
          passwordHash: null,
        })
        .returning({ id: users.id, uniqueId: users.uniqueId });
      await recordChange(tx, {
        companyId: company.id,
        entity: 'Broker',
        entityId: broker.id,
        changedBy: author,
        changes: [
          { field: 'Name', oldValue: null, newValue: data.Name },
          { field: 'Cnpj', oldValue: null, newValue: data.Cnpj },
          { field: 'SusepCode', oldValue: null, newValue: data.SusepCode },
          { field: 'RegistrationStatus', oldValue: null, newValue: registrationStatus },
        ],
      });
      await recordChange(tx, {
        companyId: company.id,
        entity: 'UserInfo',
        entityId: user.id,
        changedBy: author,
        changes: [
          { field: 'Login', oldValue: null, newValue: data.User.Login },
          { field: 'UserTypeId', oldValue: null, newValue: UserType.BROKER },
          { field: 'BrokerId', oldValue: null, newValue: broker.id },
        ],
      });
      // a self-registration waits for the insurer's analysis on a documentation card
      const card =
        registrationStatus === 'pending'
          ? await openBrokerDocumentationCard(
              tx,
              { id: broker.id, companyId: company.id, name: data.Name, cnpj: data.Cnpj },
              REGISTRATION_REASON,
            )
          : null;
      return {
        BrokerId: broker.id,
        BrokerUniqueId: broker.uniqueId,
        UserUniqueId: user.uniqueId,
        userId: user.id,
        card,
      };
    });
  } catch (error) {
    // a concurrent registration of the same CNPJ, CPF or login got there first
    if (isUniqueViolation(error)) {
      await assertAvailable(db, company.id, data);
      throw new ConflictError(REGISTRATION_MESSAGES.pending);
    }
    throw error;
  }

  publishBrokerCardChanges([created.card]);
  await sendFirstAccessInvite(context, { companyId: company.id, userId: created.userId });
  const { userId: _userId, card: _card, ...answer } = created;
  return {
    ...answer,
    RegistrationStatus: registrationStatus,
    Login: data.User.Login,
    Email: data.User.Email,
  };
};
