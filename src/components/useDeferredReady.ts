import { useDeferredValue } from 'react';

/**
 * `ready`, except that becoming true shows up first in a transition: the urgent render that
 * brought the answer (react-query's, which React must render at once, in one task) still sees
 * false, and React then mounts what `ready` gates in slices of a few milliseconds between which
 * the browser paints and answers input. Becoming false is immediate, so nothing renders without
 * what it waits for.
 */
export const useDeferredReady = (ready: boolean) => {
  const deferred = useDeferredValue(ready);
  return ready && deferred;
};
