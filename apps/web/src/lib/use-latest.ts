import { useEffect, useRef } from 'react';

/**
 * A ref that always holds the latest value, for an effect that must run on one change only but
 * read the current values of everything else. Declare it before the effects that read it: effects
 * run in order, so it is up to date when they do.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
