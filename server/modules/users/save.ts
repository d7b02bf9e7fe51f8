import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { isBroker } from '../../../domain/userTypes';
import type { GatewayContext } from '../../context';
import type { Database } from '../../db/client';
import { brokers, persons, users } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { sendFirstAccessInvite } from '../accounts/invitations';
import { recordChange } from '../history/service';
import { findProfile, type Profile } from '../profiles/queries';
import type { AuthContext } from '../security/principal';
import { diffChanges, isUniqueViolation, USER_ENTITY } from './changes';
import * as M from './messages';
import { type UserRow, toDetails } from './queries';
import type { SaveUserBody } from './schemas';
import { assertCanManage, assignableUserTypes, type UserScope, userScopeOf } from './scope';
import { byUniqueId, findVisibleUser } from './service';
import { type UserInput, readUserInput } from './userInput';

/** What the history keeps of a user: the fields SaveUserInfo can change. */
const snapshotOf = (user: {
  name: string;
  cpf: string;
  email: string | null;
  phone: string | null;
  login: string;
  userTypeId: number;
  profileName: string;
  brokerId: number | null;
  homeMenuId: number | null;
}) => ({
  Name: user.name,
  Cpf: user.cpf,
  Email: user.email,
  Phone: user.phone,
  Login: user.login,
  UserTypeId: user.userTypeId,
  Profile: user.profileName,
  BrokerId: user.brokerId,
  HomeMenuId: user.homeMenuId,
});

/** Profile, broker and home menu checked against the tenant; every problem at once. */
const resolveReferences = async (db: Database, scope: UserScope, input: UserInput) => {
  const errors: string[] = [];
  const profile = await findProfile(db, scope.companyId, input.profileUniqueId);
  if (!profile) errors.push(M.PROFILE_NOT_FOUND);
  else if (profile.userTypeId !== input.userTypeId) errors.push(M.PROFILE_TYPE_MISMATCH);

  let brokerId: number | null = null;
  if (isBroker(input.userTypeId)) {
    brokerId = scope.kind === 'broker' ? scope.brokerId : input.brokerId;
    if (!brokerId) errors.push(M.BROKER_REQUIRED);
    else {
      const [broker] = await db
        .select({ id: brokers.id })
        .from(brokers)
        .where(and(eq(brokers.id, brokerId), eq(brokers.companyId, scope.companyId)))
        .limit(1);
      if (!broker) errors.push(M.BROKER_NOT_FOUND);
    }
  }
  if (profile && input.homeMenuId !== null && !profile.menuIds.includes(input.homeMenuId)) {
    errors.push(M.HOME_MENU_NOT_GRANTED);
  }
  if (errors.length > 0 || !profile) throw new ValidationError(errors);
  return { profile, brokerId };
};

const assertLoginFree = async (db: Database, companyId: number, login: string, exceptId = 0) => {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(sql`lower(${users.login})`, login.toLowerCase()),
        isNull(users.deletedAt),
        ne(users.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw new ConflictError(M.DUPLICATE_LOGIN);
};

/** The person holding this CPF in the tenant, and whether a live user belongs to it. */
const personWithCpf = async (db: Database, companyId: number, cpf: string) => {
  const [person] = await db
    .select({
      id: persons.id,
      // aliased: Drizzle leaves columns unqualified in a one-table select
      hasUser: sql<boolean>`exists (select 1 from ${users} u where u.person_id = ${persons}.id and u.deleted_at is null)`,
    })
    .from(persons)
    .where(and(eq(persons.companyId, companyId), eq(persons.cpfCnpj, cpf)))
    .limit(1);
  return person;
};

const translateUniqueViolation = (error: unknown): never => {
  if (isUniqueViolation(error, 'users_company_login_key'))
    throw new ConflictError(M.DUPLICATE_LOGIN);
  if (isUniqueViolation(error, 'persons_company_document_key')) {
    throw new ConflictError(M.DUPLICATE_CPF);
  }
  throw error;
};

const createUser = async (
  tx: Database,
  scope: UserScope,
  input: UserInput,
  refs: { profile: Profile; brokerId: number | null },
) => {
  await assertLoginFree(tx, scope.companyId, input.login);
  const existing = await personWithCpf(tx, scope.companyId, input.cpf);
  if (existing?.hasUser) throw new ConflictError(M.DUPLICATE_CPF);
  const personData = { name: input.name, email: input.email, phone: input.phone };
  // A person whose user was deleted keeps its row (history points at it): it is reused.
  const [person] = existing
    ? await tx
        .update(persons)
        .set(personData)
        .where(eq(persons.id, existing.id))
        .returning({ id: persons.id })
    : await tx
        .insert(persons)
        .values({ ...personData, companyId: scope.companyId, cpfCnpj: input.cpf })
        .returning({ id: persons.id });
  const [created] = await tx
    .insert(users)
    .values({
      companyId: scope.companyId,
      login: input.login,
      personId: person.id,
      userTypeId: input.userTypeId,
      profileId: refs.profile.id,
      brokerId: refs.brokerId,
      homeMenuId: input.homeMenuId,
      passwordHash: null,
    })
    .returning({ id: users.id, uniqueId: users.uniqueId });
  return created;
};

const updateUser = async (
  tx: Database,
  scope: UserScope,
  current: UserRow,
  input: UserInput,
  refs: { profile: Profile; brokerId: number | null },
) => {
  if (current.version !== input.version) throw new ConflictError(M.STALE_USER);
  await assertLoginFree(tx, scope.companyId, input.login, current.id);
  if (input.cpf !== current.cpf) {
    const holder = await personWithCpf(tx, scope.companyId, input.cpf);
    if (holder) throw new ConflictError(M.DUPLICATE_CPF);
  }
  const [updated] = await tx
    .update(users)
    .set({
      login: input.login,
      userTypeId: input.userTypeId,
      profileId: refs.profile.id,
      brokerId: refs.brokerId,
      homeMenuId: input.homeMenuId,
      version: sql`${users.version} + 1`,
    })
    .where(and(eq(users.id, current.id), eq(users.version, current.version)))
    .returning({ id: users.id });
  if (!updated) throw new ConflictError(M.STALE_USER);
  await tx
    .update(persons)
    .set({ name: input.name, cpfCnpj: input.cpf, email: input.email, phone: input.phone })
    .where(eq(persons.id, current.personId));
};

/**
 * SaveUserInfo: creates a user (no password; the first-access link is e-mailed after the
 * commit) or updates one at the Version read (stale → 409, nothing saved). One history row
 * with the old and new value of every changed field.
 */
export const saveUser = async (context: GatewayContext, auth: AuthContext, body: SaveUserBody) => {
  const { db } = context;
  const scope = userScopeOf(auth);
  const input = readUserInput(body, assignableUserTypes(scope));
  const current = input.uniqueId
    ? await findVisibleUser(db, scope, byUniqueId(input.uniqueId))
    : undefined;
  if (current) assertCanManage(scope, current);
  const refs = await resolveReferences(db, scope, input);

  const saved = await db
    .transaction(async (tx) => {
      let userId: number;
      if (current) {
        await updateUser(tx, scope, current, input, refs);
        userId = current.id;
      } else {
        userId = (await createUser(tx, scope, input, refs)).id;
      }
      const after = snapshotOf({
        ...input,
        profileName: refs.profile.name,
        brokerId: refs.brokerId,
      });
      const changes = diffChanges(current ? snapshotOf(current) : null, after);
      if (changes.length > 0) {
        await recordChange(tx, {
          companyId: scope.companyId,
          entity: USER_ENTITY,
          entityId: userId,
          changedBy: { userId: auth.userId },
          changes: current
            ? changes
            : [{ field: 'Created', oldValue: null, newValue: true }, ...changes],
        });
      }
      return userId;
    })
    .catch(translateUniqueViolation);

  let inviteStatus: 'sent' | 'kept' | 'failed' | 'pending' | null = null;
  if (!current) {
    const invite = await sendFirstAccessInvite(context, {
      companyId: scope.companyId,
      userId: saved,
      invitedByUserId: auth.userId,
    });
    inviteStatus = invite.status;
  }
  const row = await findVisibleUser(db, scope, eq(users.id, saved));
  return { ...toDetails(row), InviteStatus: inviteStatus };
};
