import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes but which always runs the latest `fn`. Handed to a
 * memoised list row, it lets the row skip re-rendering when only the parent's state moved (a
 * dialog opened, an action started): with a new closure per render every row of a 180-booking
 * day would render again. Not for calls during render: the latest `fn` is installed after it.
 */
export function useStableCallback<Args extends unknown[], Result>(fn: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
