import type { ResourceAction } from '../../domain/resourceAccess';
import { type ActionAccess, useCanAccessActions } from '../../src/components/useCanAccessActions';

/** The insured actions the detail screen offers (domain/resourceAccess has their rules). */
const insuredActions = ['edit', 'block'] as const satisfies readonly ResourceAction<'segurados'>[];

export type InsuredAccess = ActionAccess<(typeof insuredActions)[number]>;

/** What the user may do on an insured, as react-admin's canAccess answers it. */
export const useInsuredAccess = () => useCanAccessActions('segurados', insuredActions);
