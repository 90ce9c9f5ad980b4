import { fileExists, storageKeyOf } from "~/platform/storage.server";

/**
 * Whether a product picture's file is in storage, so a picture whose file is missing is never
 * offered: the page shows the placeholder instead, with or without script (the browser's 404
 * can arrive before any script could swap it). What storage answered is remembered for a while,
 * so a page of 24 cards does not ask a bucket 24 times: a file found for 10 minutes, a missing
 * one for a minute (a restore may bring it back).
 * The memory is on globalThis so the tests can clear it (tests/support/test-env.ts).
 */
const FOUND_RECHECK_MS = 10 * 60_000;
const MISSING_RECHECK_MS = 60_000;
const MAX_REMEMBERED = 10_000;

type Presence = { exists: boolean; at: number };
const holder = globalThis as { __imagePresence?: Map<string, Presence> };

function remembered(): Map<string, Presence> {
  holder.__imagePresence ??= new Map();
  return holder.__imagePresence;
}

export async function imageFileExists(url: string): Promise<boolean> {
  // An address outside the shop's storage is offered as it is.
  if (!url.startsWith("/uploads/")) return true;
  const key = storageKeyOf(url);
  if (!key) return false;
  const known = remembered().get(key);
  const now = Date.now();
  if (known && now - known.at < (known.exists ? FOUND_RECHECK_MS : MISSING_RECHECK_MS)) return known.exists;
  const exists = await fileExists(key).catch(() => false);
  if (remembered().size >= MAX_REMEMBERED) remembered().clear();
  remembered().set(key, { exists, at: now });
  return exists;
}

/** Forgets what is known about a stored file (after it is deleted or replaced). */
export function forgetImageFile(key: string): void {
  remembered().delete(key);
}

/** Cards whose picture's file is missing get none, so they show the placeholder. */
export async function withPresentImages<T extends { imageUrl: string | null }>(cards: T[]): Promise<T[]> {
  return Promise.all(
    cards.map(async (card) =>
      card.imageUrl && !(await imageFileExists(card.imageUrl)) ? { ...card, imageUrl: null } : card,
    ),
  );
}

/** The pictures of a product page whose files are there. */
export async function presentImages<T extends { url: string }>(images: T[]): Promise<T[]> {
  const present = await Promise.all(images.map((image) => imageFileExists(image.url)));
  return images.filter((_, index) => present[index]);
}
