import { useEffect, useState } from 'react';

export const DEBOUNCE_MS = 300;

/** The value once it has stopped changing for `delay` ms (searches, live calculation). */
export const useDebounced = <T>(value: T, delay = DEBOUNCE_MS): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
};
