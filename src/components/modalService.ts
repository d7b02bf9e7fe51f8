import type { ModalsApi } from './ModalContext';

let mounted: ModalsApi | null = null;

/** Called by ModalProvider; returns the unbind function. */
export const bindModalService = (api: ModalsApi): (() => void) => {
  mounted = api;
  return () => {
    if (mounted === api) mounted = null;
  };
};

const withProvider = <Result>(
  call: keyof ModalsApi,
  run: (api: ModalsApi) => Result,
  fallback: Result,
): Result => {
  if (mounted) return run(mounted);
  console.error(`modalService.${call}: no <ModalProvider> is mounted`);
  return fallback;
};

/**
 * The modals of the mounted ModalProvider, for code outside React (providers, plain functions).
 * With no provider mounted, calls are logged and resolve as if dismissed.
 */
export const modalService: ModalsApi = {
  showError: (messages) =>
    withProvider('showError', (api) => api.showError(messages), Promise.resolve()),
  showSuccess: (message, options) =>
    withProvider('showSuccess', (api) => api.showSuccess(message, options), Promise.resolve()),
  showLoading: (message) =>
    withProvider(
      'showLoading',
      (api) => api.showLoading(message),
      () => {},
    ),
  confirm: (options) =>
    withProvider('confirm', (api) => api.confirm(options), Promise.resolve(false)),
};
