import { useState } from 'react';
import { gatewayMessages } from '../../src/components/parties/gatewayMessages';

/** A dialog's one call: busy flag and the gateway's messages when it is refused. */
export const useFormCall = () => {
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const [status, setStatus] = useState<number | null>(null);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setMessages([]);
    setStatus(null);
    try {
      await call();
      return true;
    } catch (error) {
      setMessages(gatewayMessages(error));
      setStatus((error as { status?: number } | null)?.status ?? null);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, messages, stale: status === 409, run, setMessages };
};
