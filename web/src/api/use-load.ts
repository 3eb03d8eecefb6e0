import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

/** What a loader has so far: nothing yet, its value, or why it failed. */
export type Loaded<T> =
  { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; error: unknown };

/**
 * Runs `load` when the component mounts and again whenever `deps` change, and keeps only the answer of
 * the latest run: an answer that arrives after the component went away, or after a newer run began, is
 * dropped rather than shown. `reload` runs it again by hand. A failure is logged with `what` and kept.
 */
export function useLoad<T>(
  what: string,
  load: () => Promise<T>,
  deps: DependencyList,
): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    latest.current().then(
      (value) => {
        if (current) setLoaded({ state: 'ready', value });
      },
      (error: unknown) => {
        console.error(`${what} failed`, error);
        if (current) setLoaded({ state: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
    // The caller's deps decide when to load again; `what` only names it in the log.
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return [loaded, reload];
}

/** The value once loaded, else `fallback`. */
export function loadedValue<T, F>(loaded: Loaded<T>, fallback: F): T | F {
  return loaded.state === 'ready' ? loaded.value : fallback;
}
