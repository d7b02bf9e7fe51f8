import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { HOME_REDIRECT_PATH } from '../../components/Breadcrumb';
import type { AvalAuthProvider } from '../../providers/authProvider';

/**
 * Switches of identity (acting as a broker, back to the advisor) through the authProvider, then
 * drops what the previous identity had loaded and opens the new identity's home menu.
 */
export const useSessionSwitch = () => {
  const authProvider = useAuthProvider<AvalAuthProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const [pending, setPending] = useState<string | null>(null);

  const run = async (
    key: string,
    switchSession: (sessions: AvalAuthProvider) => Promise<unknown>,
  ) => {
    if (!authProvider) return;
    setPending(key);
    try {
      await switchSession(authProvider);
      // Nothing the previous identity loaded survives, permissions included: every screen reads
      // them afresh (waiting meanwhile), so the screen left behind cannot bounce the new
      // identity to /error-401 before the home redirect opens its home menu.
      queryClient.removeQueries();
      navigate(HOME_REDIRECT_PATH, { replace: true });
    } catch (error) {
      notify(
        error instanceof Error && error.message ? error.message : 'aval.waysIn.advisor.switchError',
        {
          type: 'error',
        },
      );
    } finally {
      setPending(null);
    }
  };
  return {
    pending,
    actAsBroker: (brokerUniqueId: string) =>
      run(brokerUniqueId, (sessions) => sessions.actAsBroker(brokerUniqueId)),
    returnToAdvisor: () => run('advisor', (sessions) => sessions.returnToAdvisor()),
  };
};
