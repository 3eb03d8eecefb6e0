/**
 * Timestamps at the Firestore boundary: documents store real Timestamps (sortable, readable in the
 * console), everything above this layer sees ISO strings (STYLE item 13).
 */
import { Timestamp } from 'firebase-admin/firestore';

/** An ISO time as a Firestore Timestamp. @internal */
export function toTimestamp(iso: string): Timestamp {
  return Timestamp.fromDate(new Date(iso));
}

/** A copy of `data` with every top-level Timestamp turned into an ISO string. @internal */
export function timestampsToIso(data: Record<string, unknown>): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    plain[key] = value instanceof Timestamp ? value.toDate().toISOString() : value;
  }
  return plain;
}

/** A copy of `data` with the named ISO-string fields stored as Timestamps. @internal */
export function isoToTimestamps<T extends object>(
  data: T,
  fields: readonly string[],
): Record<string, unknown> {
  const stored: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const field of fields) {
    const value = stored[field];
    if (typeof value === 'string') stored[field] = toTimestamp(value);
  }
  return stored;
}
