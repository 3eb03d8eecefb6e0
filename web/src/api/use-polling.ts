import { useEffect, useRef } from 'react';

/** How often a page asks about work under way (docs/product.md §9: every 2 s). */
export const POLL_MS = 2_000;

/**
 * Calls `poll` now and then every `intervalMs` while `active`, never two at once (a slow answer delays
 * the next call rather than piling calls up). `poll` returning false stops the polling.
 */
export function usePolling(poll: () => Promise<boolean | void>, intervalMs: number, active: boolean): void {
  const latest = useRef(poll);
  latest.current = poll;
  useEffect(() => {
    if (!active) return undefined;
    let stopped = false;
    let timer: number | undefined;
    const tick = async (): Promise<void> => {
      let goOn: boolean | void = true;
      try {
        goOn = await latest.current();
      } catch (error) {
        // A failed check is logged and retried on the next tick (docs/product.md §8: status checks log only).
        console.error('Status check failed', error);
      }
      if (!stopped && goOn !== false) timer = window.setTimeout(() => void tick(), intervalMs);
    };
    void tick();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [active, intervalMs]);
}

/** Resolves after `ms`. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}
