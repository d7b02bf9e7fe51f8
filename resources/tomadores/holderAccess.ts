import { usePermissions } from 'react-admin';
import type { ResourceAction } from '../../domain/resourceAccess';
import { isInsuranceStaff } from '../../domain/userTypes';
import { type ActionAccess, useCanAccessActions } from '../../src/components/useCanAccessActions';
import type { SessionUserInfo } from '../../src/providers/types';

/** The holder actions the detail screen offers (domain/resourceAccess has their rules). */
const holderActions = [
  'edit',
  'block',
  'restrictiveBlock',
  'ignoreCcg',
  'installments',
  'calculateLimits',
  'editGroup',
  'requestNomination',
  'decideNomination',
  'checkProposal',
] as const satisfies readonly ResourceAction<'tomadores'>[];

export type HolderAccess = ActionAccess<(typeof holderActions)[number]>;

/** What the user may do on the holder screens, as react-admin's canAccess answers it. */
export const useHolderAccess = () => useCanAccessActions('tomadores', holderActions);

/**
 * Insurer staff (or a broker): which flow a screen shows, e.g. nominating a chosen broker or
 * asking for oneself. Not a permission: what the user may do comes from useHolderAccess.
 */
export const useIsInsurer = () => {
  const { permissions: user } = usePermissions<SessionUserInfo | null>();
  return !!user && isInsuranceStaff(user.UserTypeId);
};
