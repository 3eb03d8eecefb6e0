/** Build-time settings of the web client (Vite env vars), each with a working local default. */
const env = import.meta.env as Record<string, string | undefined>;

/** The support and sales address shown as email links (docs/product.md §1 {email}). */
export const SUPPORT_EMAIL = env['VITE_SUPPORT_EMAIL'] ?? 'support@lectern.local';

/** Script chunks give up after this long (docs/product.md §7, §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
