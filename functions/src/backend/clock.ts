/** Time, injectable so tests control months and waits. */

/** @public */
export interface Clock {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

/** The real clock. @public */
export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
