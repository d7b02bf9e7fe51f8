import { describe, expect, it } from 'vitest';
import {
  managesUser,
  mayChangeUserStatus,
  mayDeleteUser,
  userManagerReachOf,
} from '../../domain/userScope';
import { UserType } from '../../domain/userTypes';

const agentOf = (brokerId: number | null) => ({ userTypeId: UserType.AGENT, brokerId });

describe('managesUser', () => {
  it('lets insurer staff manage every user of the tenant', () => {
    for (const userTypeId of [UserType.INSURANCE, UserType.ADVISOR]) {
      const reach = userManagerReachOf({ userTypeId, brokerId: null });
      expect(managesUser(reach, { userTypeId: UserType.INSURANCE, brokerId: null })).toBe(true);
      expect(managesUser(reach, { userTypeId: UserType.BROKER, brokerId: 10 })).toBe(true);
    }
  });

  it('lets a broker or agent manage only the agents of its own broker', () => {
    for (const userTypeId of [UserType.BROKER, UserType.AGENT]) {
      const reach = userManagerReachOf({ userTypeId, brokerId: 10 });
      expect(managesUser(reach, agentOf(10))).toBe(true);
      expect(managesUser(reach, agentOf(11))).toBe(false);
      expect(managesUser(reach, { userTypeId: UserType.BROKER, brokerId: 10 })).toBe(false);
      expect(managesUser(reach, { userTypeId: UserType.INSURANCE, brokerId: null })).toBe(false);
    }
  });

  it('lets a broker user without a broker manage nobody', () => {
    const reach = userManagerReachOf({ userTypeId: UserType.BROKER, brokerId: null });
    expect(managesUser(reach, agentOf(null))).toBe(false);
  });
});

describe('the self rules', () => {
  it('refuses deactivating oneself, not activating or deactivating others', () => {
    expect(mayChangeUserStatus(7, { userId: 7, isActive: true })).toBe(false);
    expect(mayChangeUserStatus(7, { userId: 7, isActive: false })).toBe(true);
    expect(mayChangeUserStatus(7, { userId: 8, isActive: true })).toBe(true);
  });

  it('refuses deleting oneself only', () => {
    expect(mayDeleteUser(7, 7)).toBe(false);
    expect(mayDeleteUser(7, 8)).toBe(true);
    expect(mayDeleteUser(null, 8)).toBe(true);
  });
});
