import { z } from "zod";

// Chat messages (persona chats, conversations) are stored as JSON lists.
// Each list is written with the version of its items' shape; reading
// validates every item, so a row from an earlier release is read, and an
// item this release cannot read is left out (and logged) instead of
// crashing the page.
//
// Versions:
// 1. A bare JSON array (rows written before 2026-11-25).
// 2. `{ "version": 2, "items": [...] }`; the same items, validated.

export const LIST_VERSION = 2;

/** A list as stored, with its version. */
export function serializeList(items: readonly unknown[]): string {
  return JSON.stringify({ version: LIST_VERSION, items });
}

/** The items of a stored list that match `schema`; [] for a missing or unreadable list. */
export function readStoredList<T>(stored: string | null, schema: z.ZodType<T>, what: string): T[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    console.warn(`A stored list of ${what} is not JSON; it is read as empty`);
    return [];
  }
  const items = Array.isArray(value) ? value : versionedItems(value);
  if (!items) {
    console.warn(`A stored list of ${what} has a shape this release cannot read; it is read as empty`);
    return [];
  }
  const read: T[] = [];
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) read.push(parsed.data);
  }
  if (read.length < items.length) {
    console.warn(`${items.length - read.length} stored ${what} could not be read and are left out`);
  }
  return read;
}

function versionedItems(value: unknown): unknown[] | null {
  const parsed = z
    .object({ version: z.number().int().min(2).max(LIST_VERSION), items: z.array(z.unknown()) })
    .safeParse(value);
  return parsed.success ? parsed.data.items : null;
}
