/** docs/product.md timings: polling 2 s, Generate All gap 500 ms, background step after 2 s. */
export const POLL_MS = 2_000;
export const GENERATE_ALL_GAP_MS = 500;
export const BACKGROUND_AFTER_MS = 2_000;
