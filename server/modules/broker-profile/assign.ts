import { and, eq, isNull, sql } from 'drizzle-orm';
import { UserType } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { profileGrants, profiles, users } from '../../db/schema';
import { type ChangeAuthor, recordChange } from '../history/service';
import { settingsRowOf } from './service';

const liveProfile = async (db: Database, companyId: number, id: number | null, type: number) => {
  if (id === null) return null;
  const [row] = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(
      and(
        eq(profiles.id, id),
        eq(profiles.companyId, companyId),
        eq(profiles.userTypeId, type),
        isNull(profiles.deletedAt),
      ),
    );
  return row ?? null;
};

/** The configured profiles that still apply (a deleted one falls back to the standard). */
export const configuredBrokerProfiles = async (db: Database, companyId: number) => {
  const row = await settingsRowOf(db, companyId);
  return {
    master: await liveProfile(db, companyId, row?.brokerProfileId ?? null, UserType.BROKER),
    agent: await liveProfile(db, companyId, row?.agentProfileId ?? null, UserType.AGENT),
  };
};

/**
 * When the insurer approves a broker: its master users (type Corretor) take the configured
 * broker profile and its agents the configured agent profile, each change in the user's history.
 * Nothing changes where no profile is configured (the standard behaviour). Pass the transaction
 * that approves the broker.
 */
export const applyConfiguredBrokerProfiles = async (
  tx: Database,
  companyId: number,
  brokerId: number,
  author: ChangeAuthor,
) => {
  const configured = await configuredBrokerProfiles(tx, companyId);
  const members = await tx
    .select({
      id: users.id,
      userTypeId: users.userTypeId,
      profileId: users.profileId,
      homeMenuId: users.homeMenuId,
      profileName: profiles.name,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(
      and(eq(users.companyId, companyId), eq(users.brokerId, brokerId), isNull(users.deletedAt)),
    );
  for (const member of members) {
    const target =
      member.userTypeId === UserType.BROKER
        ? configured.master
        : member.userTypeId === UserType.AGENT
          ? configured.agent
          : null;
    if (!target || target.id === member.profileId) continue;
    const [grant] = member.homeMenuId
      ? await tx
          .select({ id: profileGrants.id })
          .from(profileGrants)
          .where(
            and(
              eq(profileGrants.profileId, target.id),
              eq(profileGrants.menuId, member.homeMenuId),
            ),
          )
          .limit(1)
      : [];
    await tx
      .update(users)
      .set({
        profileId: target.id,
        homeMenuId: grant ? member.homeMenuId : null,
        version: sql`${users.version} + 1`,
      })
      .where(eq(users.id, member.id));
    await recordChange(tx, {
      companyId,
      entity: 'UserInfo',
      entityId: member.id,
      changedBy: author,
      changes: [{ field: 'Profile', oldValue: member.profileName, newValue: target.name }],
    });
  }
};
