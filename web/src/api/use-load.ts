import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

/** What a loader has so far: nothing yet, its value, or why it failed. */
export type Loaded<T> =
  { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; error: unknown };

/**
 * Runs `load` when the component mounts and again whenever `deps` change, and keeps only the answer of
 * the latest run: an answer that arrives after the component went away, or after a newer run began, is
 * dropped rather than shown. `reload` runs it again from the loading state; `refresh` runs it again
 * while the value already loaded stays on screen (a Refresh button), and resolves when it has answered.
 * A failure is logged with `what` and kept.
 */
export function useLoad<T>(
  what: string,
  load: () => Promise<T>,
  deps: DependencyList,
): [Loaded<T>, () => void, () => Promise<void>] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  // Each run takes the next number; only the run holding the latest number may show its answer.
  const run = useRef(0);
  const settle = useCallback(
    async (mine: number): Promise<void> => {
      try {
        const value = await latest.current();
        if (run.current === mine) setLoaded({ state: 'ready', value });
      } catch (error) {
        console.error(`${what} failed`, error);
        if (run.current === mine) setLoaded({ state: 'failed', error });
      }
    },
    [what],
  );
  useEffect(() => {
    const mine = ++run.current;
    setLoaded({ state: 'loading' });
    void settle(mine);
    return () => {
      run.current += 1;
    };
    // The caller's deps decide when to load again.
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const refresh = useCallback(() => settle(++run.current), [settle]);
  return [loaded, reload, refresh];
}

/** The value once loaded, else `fallback`. */
export function loadedValue<T, F>(loaded: Loaded<T>, fallback: F): T | F {
  return loaded.state === 'ready' ? loaded.value : fallback;
}
