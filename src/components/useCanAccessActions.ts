import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type UseCanAccessCallbackOptions, useCanAccessCallback } from 'react-admin';

export type ActionAccess<Action extends string> = Record<Action, boolean>;

/**
 * Several actions of one resource at once, each answered by react-admin's canAccess (the
 * authProvider's, over domain/resourceAccess). While the answers are pending every action reads
 * false, so no screen offers a button before knowing the user may use it.
 */
export const useCanAccessActions = <Action extends string>(
  resource: string,
  actions: readonly Action[],
): { isPending: boolean; can: ActionAccess<Action> } => {
  const checkAccess = useCanAccessCallback() as (
    params: UseCanAccessCallbackOptions,
  ) => Promise<boolean> | boolean;
  const { data, isPending } = useQuery({
    queryKey: ['auth', 'canAccessActions', resource, actions],
    queryFn: async () => {
      const answers = await Promise.all(
        actions.map(async (action) => (await checkAccess({ resource, action })) === true),
      );
      return Object.fromEntries(actions.map((action, i) => [action, answers[i]]));
    },
  });
  const can = useMemo(
    () => Object.fromEntries(actions.map((action) => [action, data?.[action] === true])),
    [actions, data],
  ) as ActionAccess<Action>;
  return { isPending, can };
};
