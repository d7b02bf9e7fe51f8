import { useState } from 'react';
import { useNotify } from 'react-admin';
import { gatewayMessages } from '../../src/components/parties';

/** Opens a signed link the gateway answered in a new tab. */
export const openLink = (url: string) => window.open(url, '_blank', 'noopener');

/**
 * A document download of the policy detail: which one runs, and its call — the signed link(s)
 * opened, or the gateway's message as a notification (an info one when `missingIsInfo` and the
 * document does not exist yet, a 404: the last endorsement of a policy without any).
 */
export const usePolicyDownload = () => {
  const notify = useNotify();
  const [running, setRunning] = useState<string | null>(null);
  const download = async (
    key: string,
    call: () => Promise<string | readonly string[]>,
    { missingIsInfo = false }: { missingIsInfo?: boolean } = {},
  ) => {
    setRunning(key);
    try {
      const links = await call();
      for (const link of typeof links === 'string' ? [links] : links) openLink(link);
    } catch (error) {
      const missing = (error as { status?: number } | null)?.status === 404;
      const message = gatewayMessages(error).join(' ');
      notify(message, {
        type: missing && missingIsInfo ? 'info' : 'error',
        // the gateway's own pt-BR text, not a translation key
        messageArgs: { _: message },
      });
    } finally {
      setRunning(null);
    }
  };
  return { download, running };
};
