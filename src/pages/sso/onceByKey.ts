const inflight = new Map<string, Promise<unknown>>();

/**
 * Runs `work` once per key for the life of the page: a one-time code must not be spent twice
 * when React runs an effect twice (StrictMode) or the page re-mounts.
 */
export const onceByKey = <T>(key: string, work: () => Promise<T>): Promise<T> => {
  const running = inflight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const started = work();
  inflight.set(key, started);
  return started;
};
