import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { and, eq, sql } from 'drizzle-orm';
import { mayChangeUserStatus, mayDeleteUser } from '../../../domain/userScope';
import type { GatewayContext } from '../../context';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { ConflictError } from '../../http/errors';
import { rejectStaleVersion } from '../../http/writeGuards';
import { revokeAllSessions, sendPasswordResetLink } from '../accounts/invitations';
import { recordChange } from '../history/service';
import type { AuthContext } from '../security/principal';
import { USER_ENTITY } from './changes';
import { CANNOT_DEACTIVATE_SELF, CANNOT_DELETE_SELF, STALE_USER } from './messages';
import { assertCanManage, userScopeOf } from './scope';
import { byUniqueId, findVisibleUser } from './service';

/** The user, if the caller may manage it and (when a Version is sent) it is the one read. */
const manageableUser = async (
  db: Database,
  auth: AuthContext,
  userId: number,
  version?: number,
) => {
  const scope = userScopeOf(auth);
  const user = await findVisibleUser(db, scope, eq(users.id, userId));
  assertCanManage(scope, user);
  rejectStaleVersion(version, user.version, STALE_USER);
  return user;
};

/** Only the row as read (another write in between → 409, nothing saved). */
/**
 * Writes `changes` to the user only if it is still at the Version read (409 otherwise), bumping
 * the Version.
 */
const updateAsRead = async (
  tx: Database,
  user: { id: number; version: number },
  companyId: number,
  changes: PgUpdateSetSource<typeof users>,
) => {
  const [updated] = await tx
    .update(users)
    .set({ ...changes, version: sql`${users.version} + 1` })
    .where(
      and(eq(users.id, user.id), eq(users.companyId, companyId), eq(users.version, user.version)),
    )
    .returning({ deletedAt: users.deletedAt });
  if (!updated) throw new ConflictError(STALE_USER);
  return updated;
};

/**
 * ChangeUserInfoStatus: flips IsActive and answers the new value. Deactivation ends every
 * session of the user (its refresh tokens are revoked; its access token fails at once, since
 * the guard reloads the user on every call).
 */
export const toggleUserStatus = async (
  db: Database,
  auth: AuthContext,
  userId: number,
  version?: number,
) => {
  const user = await manageableUser(db, auth, userId, version);
  if (!mayChangeUserStatus(auth.userId, { userId: user.id, isActive: user.isActive })) {
    throw new ConflictError(CANNOT_DEACTIVATE_SELF);
  }
  const isActive = !user.isActive;
  await db.transaction(async (tx) => {
    await updateAsRead(tx, user, auth.companyId, { isActive });
    if (!isActive) await revokeAllSessions(tx, user.id);
    await recordChange(tx, {
      companyId: auth.companyId,
      entity: USER_ENTITY,
      entityId: user.id,
      changedBy: { userId: auth.userId },
      changes: [{ field: 'IsActive', oldValue: user.isActive, newValue: isActive }],
    });
  });
  return isActive;
};

/** DeleteUserInfo: soft delete (the login is freed, history keeps pointing at the row). */
export const deleteUser = async (
  db: Database,
  auth: AuthContext,
  userId: number,
  version?: number,
) => {
  const user = await manageableUser(db, auth, userId, version);
  if (!mayDeleteUser(auth.userId, user.id)) throw new ConflictError(CANNOT_DELETE_SELF);
  await db.transaction(async (tx) => {
    const deleted = await updateAsRead(tx, user, auth.companyId, { deletedAt: sql`now()` });
    await revokeAllSessions(tx, user.id);
    await recordChange(tx, {
      companyId: auth.companyId,
      entity: USER_ENTITY,
      entityId: user.id,
      changedBy: { userId: auth.userId },
      changes: [
        { field: 'DeletedAt', oldValue: null, newValue: deleted.deletedAt?.toISOString() ?? null },
      ],
    });
  });
  return true;
};

/**
 * ForceChangeUserInfoPassword: the user must choose a new password. Its sessions end and a
 * password-reset link (`/alterar-senha/<token>`) is e-mailed to it.
 */
export const forcePasswordChange = async (
  context: GatewayContext,
  auth: AuthContext,
  uniqueId: string,
) => {
  const { db } = context;
  const scope = userScopeOf(auth);
  const user = await findVisibleUser(db, scope, byUniqueId(uniqueId));
  assertCanManage(scope, user);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ mustChangePassword: true, version: sql`${users.version} + 1` })
      .where(and(eq(users.id, user.id), eq(users.companyId, auth.companyId)));
    await revokeAllSessions(tx, user.id);
    await recordChange(tx, {
      companyId: auth.companyId,
      entity: USER_ENTITY,
      entityId: user.id,
      changedBy: { userId: auth.userId },
      changes: [{ field: 'MustChangePassword', oldValue: user.mustChangePassword, newValue: true }],
    });
  });
  await sendPasswordResetLink(context, {
    companyId: auth.companyId,
    userId: user.id,
    requestedByUserId: auth.userId,
  });
  return true;
};
