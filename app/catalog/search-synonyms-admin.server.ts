import { randomUUID } from "node:crypto";
import { z } from "zod";
import { isStale, staleEditMessage } from "~/admin/stale-edit";
import { fieldChanges, lastChangeTo, recordAudit } from "~/platform/audit.server";
import { type Database, nowAfter, nowIso } from "~/platform/db.server";
import { containsText } from "~/platform/text-search.server";
import { foldDiacritics } from "./search/search-terms";
import { joinTerms } from "./search/synonym-words";
import { type SynonymValue, synonymFormValues } from "./search-synonym-form";
import {
  SYNONYM_CHANGED_SINCE,
  SYNONYM_CREATED,
  SYNONYM_DELETED,
  SYNONYM_NOT_FOUND,
  SYNONYM_UPDATED,
  SYNONYMS_PAGE_SIZE,
  type SynonymKind,
  synonymDeletedNote,
  synonymSavedNote,
  wordInAnotherSet,
} from "./search-synonyms-messages";

/**
 * Search synonyms as staff keep them (/admin/search-synonyms, issue 45, decision 0098): the list,
 * one synonym, and its creation, change and deletion, each in one transaction with its audit row.
 * A word belongs to one two-way set only, so a set never silently joins another.
 */

export const SynonymListQuery = z.object({
  search: z.string().trim().max(100).catch(""),
  kind: z.enum(["two_way", "one_way"]).optional().catch(undefined),
  limit: z.coerce
    .number()
    .int()
    .catch(SYNONYMS_PAGE_SIZE)
    .transform((limit) => Math.min(Math.max(limit, SYNONYMS_PAGE_SIZE), 1000)),
});
export type SynonymListQueryValue = z.infer<typeof SynonymListQuery>;

export type SynonymRow = {
  id: string;
  kind: SynonymKind;
  words: string;
  targets: string;
  /** The first word, to try on the shop. */
  firstWord: string;
  createdAt: string;
  updatedAt: string;
  /** Who saved it last: a staff member's name or e-mail, or null (the starting list, or someone since removed). */
  updatedBy: string | null;
};

const staffName = (row: { first_name: string | null; last_name: string | null; email: string | null }) =>
  `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim() || row.email;

function baseQuery(db: Database) {
  return db
    .selectFrom("search_synonyms")
    .leftJoin("users", "users.id", "search_synonyms.updated_by_id")
    .select([
      "search_synonyms.id",
      "search_synonyms.kind",
      "search_synonyms.words",
      "search_synonyms.targets",
      "search_synonyms.created_at",
      "search_synonyms.updated_at",
      "users.first_name",
      "users.last_name",
      "users.email",
    ]);
}

type Stored = Awaited<ReturnType<ReturnType<typeof baseQuery>["executeTakeFirstOrThrow"]>>;

function toRow(row: Stored): SynonymRow {
  return {
    id: row.id,
    kind: row.kind,
    words: row.words,
    targets: row.targets,
    firstWord: row.words.split(", ")[0] ?? row.words,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy: row.email ? staffName(row) : null,
  };
}

/** The synonyms, most recently changed first (then by their words), searched over their words and targets. */
export async function listSynonyms(db: Database, query: SynonymListQueryValue) {
  const search = foldDiacritics(query.search);
  const rows = await baseQuery(db)
    .$if(search !== "", (qb) => qb.where(containsText(search, ["search_synonyms.words", "search_synonyms.targets"])))
    .$if(query.kind !== undefined, (qb) => qb.where("search_synonyms.kind", "=", query.kind as SynonymKind))
    .orderBy("search_synonyms.updated_at", "desc")
    .orderBy("search_synonyms.words")
    .orderBy("search_synonyms.id")
    .limit(query.limit + 1)
    .execute();
  return { synonyms: rows.slice(0, query.limit).map(toRow), hasMore: rows.length > query.limit };
}

export async function getSynonym(db: Database, id: string): Promise<SynonymRow | null> {
  const row = await baseQuery(db).where("search_synonyms.id", "=", id).executeTakeFirst();
  return row ? toRow(row) : null;
}

/** The synonym a term is a word of, for each term that has one (the misses list links to it). */
export async function synonymsOfTerms(db: Database, terms: readonly string[]): Promise<Map<string, string>> {
  const wanted = new Set(terms);
  const found = new Map<string, string>();
  if (wanted.size === 0) return found;
  const rows = await db.selectFrom("search_synonyms").select(["id", "words"]).orderBy("updated_at", "desc").execute();
  for (const row of rows) {
    for (const term of row.words.split(", ")) if (wanted.has(term) && !found.has(term)) found.set(term, row.id);
  }
  return found;
}

type Actor = { id: string; email: string };
type Meta = { ipAddress: string };

export type SynonymOutcome =
  | { ok: true; id: string; title: string; description: string }
  | {
      ok: false;
      status: 400 | 404 | 409;
      message: string;
      field?: "words";
      /** The two-way set that already has one of the words. */
      clash?: { id: string; words: string };
      currentUpdatedAt?: string;
      /** A stale save: the stored synonym's form values, to merge with what was typed. */
      current?: ReturnType<typeof synonymFormValues>;
    };

type Refusal = Extract<SynonymOutcome, { ok: false }>;
const refuse = (status: Refusal["status"], message: string, extra: Omit<Refusal, "ok" | "status" | "message"> = {}) =>
  ({ ok: false, status, message, ...extra }) as const;

/** A two-way set other than `except` that has one of these words. */
async function sharedWord(db: Database, words: readonly string[], except: string | null) {
  const sets = await db
    .selectFrom("search_synonyms")
    .select(["id", "words"])
    .where("kind", "=", "two_way")
    .$if(except !== null, (qb) => qb.where("id", "!=", except as string))
    .execute();
  for (const set of sets) {
    const theirs = new Set(set.words.split(", "));
    const word = words.find((term) => theirs.has(term));
    if (word) return { word, set };
  }
  return null;
}

async function clashRefusal(db: Database, value: SynonymValue, except: string | null): Promise<SynonymOutcome | null> {
  if (value.kind !== "two_way") return null;
  const shared = await sharedWord(db, value.words, except);
  if (!shared) return null;
  return refuse(400, wordInAnotherSet(shared.word, shared.set.words), { field: "words", clash: shared.set });
}

const stored = (value: SynonymValue) => ({
  kind: value.kind,
  words: joinTerms(value.words),
  targets: value.kind === "one_way" ? joinTerms(value.targets) : "",
});

export async function createSynonym(
  db: Database,
  actor: Actor,
  value: SynonymValue,
  meta: Meta,
): Promise<SynonymOutcome> {
  return db.transaction().execute(async (trx) => {
    const clash = await clashRefusal(trx, value, null);
    if (clash) return clash;
    const now = nowIso();
    const row = { id: randomUUID(), ...stored(value), created_at: now, updated_at: now, updated_by_id: actor.id };
    await trx.insertInto("search_synonyms").values(row).execute();
    await recordAudit(trx, {
      actor,
      action: "search_synonym.create",
      entityType: "search_synonym",
      entityId: row.id,
      details: { after: stored(value) },
      ipAddress: meta.ipAddress,
    });
    return { ok: true, id: row.id, title: SYNONYM_CREATED, description: synonymSavedNote(row.words) };
  });
}

async function staleRefusal(
  db: Database,
  current: { id: string; kind: SynonymKind; words: string; targets: string; updated_at: string },
) {
  const change = await lastChangeTo(db, "search_synonym", current.id);
  return refuse(
    409,
    staleEditMessage({ by: change?.actor_email ?? null, at: change?.created_at ?? current.updated_at }),
    {
      currentUpdatedAt: current.updated_at,
      current: synonymFormValues(current),
    },
  );
}

export async function updateSynonym(
  db: Database,
  actor: Actor,
  id: string,
  value: SynonymValue & { updatedAt?: string | undefined },
  meta: Meta,
): Promise<SynonymOutcome> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("search_synonyms").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return refuse(404, SYNONYM_NOT_FOUND);
    if (isStale(value.updatedAt, current.updated_at)) return staleRefusal(trx, current);
    const clash = await clashRefusal(trx, value, current.id);
    if (clash) return clash;
    const after = stored(value);
    const changes = fieldChanges(current, after);
    if (Object.keys(changes).length > 0) {
      await trx
        .updateTable("search_synonyms")
        .set({ ...after, updated_at: nowAfter(current.updated_at), updated_by_id: actor.id })
        .where("id", "=", current.id)
        .execute();
    }
    await recordAudit(trx, {
      actor,
      action: "search_synonym.update",
      entityType: "search_synonym",
      entityId: current.id,
      details: { changes },
      ipAddress: meta.ipAddress,
    });
    return { ok: true, id: current.id, title: SYNONYM_UPDATED, description: synonymSavedNote(after.words) };
  });
}

export async function deleteSynonym(
  db: Database,
  actor: Actor,
  id: string,
  openedAt: string | undefined,
  meta: Meta,
): Promise<SynonymOutcome> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("search_synonyms").selectAll().where("id", "=", id).executeTakeFirst();
    if (!current) return refuse(404, SYNONYM_NOT_FOUND);
    // Deleting what someone changed after you opened it would delete words you have not seen.
    if (isStale(openedAt, current.updated_at)) {
      return refuse(409, SYNONYM_CHANGED_SINCE, { currentUpdatedAt: current.updated_at });
    }
    await trx.deleteFrom("search_synonyms").where("id", "=", current.id).execute();
    await recordAudit(trx, {
      actor,
      action: "search_synonym.delete",
      entityType: "search_synonym",
      entityId: current.id,
      details: { before: { kind: current.kind, words: current.words, targets: current.targets } },
      ipAddress: meta.ipAddress,
    });
    return { ok: true, id: current.id, title: SYNONYM_DELETED, description: synonymDeletedNote(current.words) };
  });
}
