/** docs/product.md timings: Generate All gap 500 ms, background step after 2 s (polling: POLL_MS in api/). */
export const GENERATE_ALL_GAP_MS = 500;
export const BACKGROUND_AFTER_MS = 2_000;
