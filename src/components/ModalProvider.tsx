import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { MODAL_REMOVAL_MS } from './constants';
import { ErrorModal } from './ErrorModal';
import { LoadingModal } from './LoadingModal';
import { type ConfirmOptions, ModalContext, type ModalsApi } from './ModalContext';
import { bindModalService } from './modalService';
import { SuccessModal } from './SuccessModal';

type ModalEntry = { id: number; open: boolean } & (
  | { kind: 'error'; messages?: string | string[]; resolve: () => void }
  | { kind: 'success'; message?: string; autoCloseMs?: number; resolve: () => void }
  | { kind: 'loading'; message?: string }
  | { kind: 'confirm'; options: ConfirmOptions; resolve: (confirmed: boolean) => void }
);

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type NewEntry = DistributiveOmit<ModalEntry, 'id' | 'open'>;

/**
 * Renders the shared modals opened through useModals() or modalService. Place it inside
 * react-admin's AdminContext (it needs the translator and the theme).
 */
export const ModalProvider = ({ children }: { children: ReactNode }) => {
  const [entries, setEntries] = useState<ModalEntry[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const open = useCallback((entry: NewEntry): number => {
    nextId.current += 1;
    const id = nextId.current;
    setEntries((current) => [...current, { ...entry, id, open: true } as ModalEntry]);
    return id;
  }, []);

  const close = useCallback((id: number) => {
    setEntries((current) =>
      current.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)),
    );
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setEntries((current) => current.filter((entry) => entry.id !== id));
    }, MODAL_REMOVAL_MS);
    timers.current.add(timer);
  }, []);

  const api = useMemo<ModalsApi>(
    () => ({
      showError: (messages) =>
        new Promise<void>((resolve) => {
          open({ kind: 'error', messages, resolve });
        }),
      showSuccess: (message, options) =>
        new Promise<void>((resolve) => {
          open({ kind: 'success', message, autoCloseMs: options?.autoCloseMs, resolve });
        }),
      showLoading: (message) => {
        const id = open({ kind: 'loading', message });
        let closed = false;
        return () => {
          if (closed) return;
          closed = true;
          close(id);
        };
      },
      confirm: (options) =>
        new Promise<boolean>((resolve) => {
          open({ kind: 'confirm', options, resolve });
        }),
    }),
    [open, close],
  );

  useEffect(() => bindModalService(api), [api]);

  const settle = (entry: ModalEntry, confirmed = false) => {
    if (!entry.open) return;
    close(entry.id);
    if (entry.kind === 'confirm') entry.resolve(confirmed);
    else if (entry.kind !== 'loading') entry.resolve();
  };

  return (
    <ModalContext.Provider value={api}>
      {children}
      {entries.map((entry) => {
        switch (entry.kind) {
          case 'error':
            return (
              <ErrorModal
                key={entry.id}
                open={entry.open}
                messages={entry.messages}
                onClose={() => settle(entry)}
              />
            );
          case 'success':
            return (
              <SuccessModal
                key={entry.id}
                open={entry.open}
                message={entry.message}
                autoCloseMs={entry.autoCloseMs}
                onClose={() => settle(entry)}
              />
            );
          case 'loading':
            return <LoadingModal key={entry.id} open={entry.open} message={entry.message} />;
          case 'confirm':
            return (
              <ConfirmDialog
                key={entry.id}
                open={entry.open}
                {...entry.options}
                onConfirm={() => settle(entry, true)}
                onCancel={() => settle(entry, false)}
              />
            );
          default:
            return null;
        }
      })}
    </ModalContext.Provider>
  );
};
