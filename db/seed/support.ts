import type { Insertable, Kysely } from "kysely";
import type { DB } from "../../app/platform/db-schema";

/** What every seed module shares: one clock and one reproducible random source. */
export interface SeedContext {
  now: Date;
  random: Random;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/**
 * mulberry32: a tiny seeded generator, so every run produces the same catalogue (ratings, stock,
 * dates relative to now) and a screenshot or a failing test can be reproduced.
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("Cannot pick from an empty list");
      return item;
    },
    chance: (probability) => next() < probability,
  };
}

export function createContext(now: Date = new Date(), seed = 20_260_101): SeedContext {
  return { now, random: createRandom(seed) };
}

export const VAT_RATE_PERCENT = 15;

/** Shelf prices include VAT; the exclusive price is derived, never typed in separately. */
export function exclusiveOfVat(inclusiveCents: number): number {
  return Math.round(inclusiveCents / (1 + VAT_RATE_PERCENT / 100));
}

/** The VAT part of a VAT-inclusive amount. */
export function vatIncluded(inclusiveCents: number): number {
  return Math.round((inclusiveCents * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}

export function randToCents(rand: number): number {
  return Math.round(rand * 100);
}

export function daysBefore(now: Date, days: number, extraMinutes = 0): string {
  return new Date(now.getTime() - days * 86_400_000 + extraMinutes * 60_000).toISOString();
}

/** `days` before `now` at a fixed South African clock time, for things people do in office hours. */
export function daysBeforeAt(now: Date, days: number, sastHour: number): string {
  const date = new Date(now.getTime() - days * 86_400_000);
  date.setUTCHours(sastHour - 2, 0, 0, 0);
  return date.toISOString();
}

export function minutesAfter(iso: string, minutes: number): string {
  return new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();
}

type Table = keyof DB & string;

/**
 * Multi-row inserts keep a large seed fast; 200 rows keeps even the widest table (products)
 * well under SQLite's bound-parameter limit. Rows in one call must share the same columns,
 * because Kysely's SQLite compiler fills a missing column with NULL rather than its default.
 */
export async function insertInBatches<T extends Table>(
  db: Kysely<DB>,
  table: T,
  rows: Insertable<DB[T]>[],
  batchSize = 200,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    // Kysely cannot narrow a generic table name to its row type, hence the cast.
    await db
      .insertInto(table)
      .values(batch as never)
      .execute();
  }
}

/** Runs `task` over `items` with at most `limit` in flight, keeping the input order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
