import {
  KIND_REQUIRED,
  kindInWords,
  SYNONYM_CHANGED_SINCE,
  SYNONYM_CREATED,
  SYNONYM_DELETED,
  SYNONYM_NOT_FOUND,
  SYNONYM_UPDATED,
  TARGETS_ONLY_ONE_WAY,
  TARGETS_REQUIRED,
  TERM_TOO_LONG,
  TOO_MANY_TERMS,
  TOO_MANY_WORDS_IN_TERM,
  TWO_WAY_NEEDS_TWO,
  targetIsWord,
  WORDS_REQUIRED,
  wordInAnotherSet,
} from "~/catalog/search-synonyms-messages";
import { db } from "~/platform/db.server";
import { loader as listLoader } from "~/routes/admin.search-synonyms._index";
import { action as editAction, loader as editLoader } from "~/routes/admin.search-synonyms.$id";
import { action as newAction, loader as newLoader } from "~/routes/admin.search-synonyms.new";
import { expectNoAccessPage } from "../support/no-access";
import { get, json, post, signedInUser, toastAfter } from "../support/route-calls";

const LIST = "/admin/search-synonyms";

type Row = { id: string; kind: string; words: string; targets: string; updatedAt: string; updatedBy: string | null };
type Reply = {
  intent?: string | null;
  result: { error?: Record<string, string[]>; initialValue?: Record<string, string> };
  clash?: { id: string; words: string } | null;
  stale?: { taken: string[]; conflicts: { label: string; theirs: string; yours: string }[] } | null;
  currentUpdatedAt?: string | null;
};

const stored = (id: string) => db().selectFrom("search_synonyms").selectAll().where("id", "=", id).executeTakeFirst();
const withWords = (words: string) =>
  db().selectFrom("search_synonyms").selectAll().where("words", "=", words).executeTakeFirst();
const auditFor = (id: string) =>
  db().selectFrom("audit_log").selectAll().where("entity_id", "=", id).orderBy("created_at").orderBy("id").execute();

async function create(cookie: string, fields: Record<string, string>) {
  return post(newAction, `${LIST}/new`, fields, cookie);
}

const edit = (id: string, fields: Record<string, string>, cookie: string) =>
  post(editAction, `${LIST}/${id}`, fields, cookie, { id });

describe("search synonyms in the back office", () => {
  it("adds a two-way set folded and de-duplicated, audited, and lists it with its kind in words", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const created = await create(manager.cookie, { kind: "two_way", words: " Zorbla, ZORBLAS ,, zorb, zorbla, Zörb " });
    expect(created.status).toBe(302);
    expect(await toastAfter(created, manager.cookie)).toMatchObject({ title: SYNONYM_CREATED });
    const row = await withWords("zorbla, zorblas, zorb");
    expect(row).toMatchObject({ kind: "two_way", targets: "", updated_by_id: manager.id });
    const [entry] = await auditFor(row?.id ?? "");
    expect(entry).toMatchObject({
      action: "search_synonym.create",
      actor_id: manager.id,
      entity_type: "search_synonym",
    });
    expect(JSON.parse(entry?.details ?? "{}")).toEqual({
      after: { kind: "two_way", words: "zorbla, zorblas, zorb", targets: "" },
    });

    const list = await json<{ synonyms: Row[] }>(await get(listLoader, `${LIST}?search=ZORBL`, manager.cookie));
    expect(list.synonyms.map((synonym) => synonym.words)).toEqual(["zorbla, zorblas, zorb"]);
    expect(list.synonyms[0]?.updatedBy).toBe("Sipho Dlamini");
    expect(kindInWords("two_way", "")).toBe("Two-way: each finds the others");
  });

  it("adds a one-way synonym with its targets, and filters the list by kind and by a target", async () => {
    const admin = await signedInUser(["admin"]);
    const created = await create(admin.cookie, {
      kind: "one_way",
      words: "Qvee, qlivestock",
      targets: "qcattle, QSheep",
    });
    expect(created.status).toBe(302);
    const row = await withWords("qvee, qlivestock");
    expect(row).toMatchObject({ kind: "one_way", targets: "qcattle, qsheep" });

    const oneWay = await json<{ synonyms: Row[] }>(await get(listLoader, `${LIST}?kind=one_way`, admin.cookie));
    expect(oneWay.synonyms.map((synonym) => synonym.id)).toContain(row?.id);
    expect(oneWay.synonyms.every((synonym) => synonym.kind === "one_way")).toBe(true);
    const twoWay = await json<{ synonyms: Row[] }>(await get(listLoader, `${LIST}?kind=two_way`, admin.cookie));
    expect(twoWay.synonyms.map((synonym) => synonym.id)).not.toContain(row?.id);
    const byTarget = await json<{ synonyms: Row[] }>(await get(listLoader, `${LIST}?search=qsheep`, admin.cookie));
    expect(byTarget.synonyms.map((synonym) => synonym.id)).toEqual([row?.id]);
    expect(kindInWords("one_way", "cattle, sheep")).toBe("One-way: these also find cattle, sheep");
  });

  it("pages the list 25 at a time, with the starting list's rows shown as such", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    for (let index = 0; index < 26; index += 1) {
      await db()
        .insertInto("search_synonyms")
        .values({ id: `paging-${index}`, kind: "two_way", words: `pagingword${index}, pagingother${index}` })
        .execute();
    }
    const first = await json<{ synonyms: Row[]; hasMore: boolean }>(
      await get(listLoader, `${LIST}?search=pagingword`, manager.cookie),
    );
    expect(first.synonyms).toHaveLength(25);
    expect(first.hasMore).toBe(true);
    expect(first.synonyms[0]?.updatedBy).toBeNull();
    const more = await json<{ synonyms: Row[]; hasMore: boolean }>(
      await get(listLoader, `${LIST}?search=pagingword&limit=50`, manager.cookie),
    );
    expect(more.synonyms).toHaveLength(26);
    expect(more.hasMore).toBe(false);
  });

  it("prefills the new form's words from ?words= (the misses list's link)", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const page = await json<{ words: string }>(await get(newLoader, `${LIST}/new?words=hoendervoer`, manager.cookie));
    expect(page.words).toBe("hoendervoer");
  });

  it("refuses bad forms with a message on the field and 400, storing nothing", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const before = await db().selectFrom("search_synonyms").select("id").execute();
    const refusals: [Record<string, string>, string, string][] = [
      [{ words: "a, b" }, "kind", KIND_REQUIRED],
      [{ kind: "sideways", words: "a, b" }, "kind", KIND_REQUIRED],
      [{ kind: "two_way", words: " , ,, " }, "words", WORDS_REQUIRED],
      [{ kind: "two_way", words: "Hoender, HOENDER" }, "words", TWO_WAY_NEEDS_TWO],
      [{ kind: "two_way", words: "a, b", targets: "c" }, "targets", TARGETS_ONLY_ONE_WAY],
      [{ kind: "one_way", words: "vee" }, "targets", TARGETS_REQUIRED],
      [{ kind: "one_way", words: "vee, cattle", targets: "Cattle" }, "targets", targetIsWord("cattle")],
      [{ kind: "two_way", words: Array.from({ length: 21 }, (_, i) => `w${i}`).join(",") }, "words", TOO_MANY_TERMS],
      [{ kind: "two_way", words: `a, ${"x".repeat(41)}` }, "words", TERM_TOO_LONG],
      [{ kind: "two_way", words: "a, day old baby chicks" }, "words", TOO_MANY_WORDS_IN_TERM],
    ];
    for (const [fields, field, message] of refusals) {
      const response = await create(manager.cookie, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect((await json<Reply>(response)).result.error?.[field], JSON.stringify(fields)).toEqual([message]);
    }
    expect(await db().selectFrom("search_synonyms").select("id").execute()).toHaveLength(before.length);
  });

  it("refuses a two-way set sharing a word with another set, naming that set, on create and on edit", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    const sets = await db().selectFrom("search_synonyms").selectAll().where("kind", "=", "two_way").execute();
    const chicken = sets.find((set) => set.words.split(", ").includes("hoender"));
    if (!chicken) throw new Error("the starting list has no two-way set with hoender");
    const another = chicken.words.split(", ").find((word) => word !== "hoender") ?? "";
    const response = await create(manager.cookie, { kind: "two_way", words: "qpluimvee, Hoender" });
    expect(response.status).toBe(400);
    const reply = await json<Reply>(response);
    expect(reply.result.error?.words).toEqual([wordInAnotherSet("hoender", chicken.words)]);
    expect(reply.clash).toEqual({ id: chicken.id, words: chicken.words });
    expect(await withWords("qpluimvee, hoender")).toBeUndefined();

    // A one-way synonym may use the word: it adds targets, it does not join sets.
    expect((await create(manager.cookie, { kind: "one_way", words: "hoender", targets: "qpoultry" })).status).toBe(302);

    // Editing a set into another's word is refused too; editing a set keeping its own words is not.
    expect((await create(manager.cookie, { kind: "two_way", words: "qeend, qduck" })).status).toBe(302);
    const duck = await withWords("qeend, qduck");
    const intoChicken = await edit(
      duck?.id ?? "",
      { intent: "save", updatedAt: duck?.updated_at ?? "", kind: "two_way", words: `qeend, qduck, ${another}` },
      manager.cookie,
    );
    expect(intoChicken.status).toBe(400);
    expect((await json<Reply>(intoChicken)).result.error?.words).toEqual([wordInAnotherSet(another, chicken.words)]);
    const own = await edit(
      chicken.id,
      { intent: "save", updatedAt: chicken.updated_at, kind: "two_way", words: chicken.words },
      manager.cookie,
    );
    expect(own.status).toBe(302);
  });

  it("edits a synonym with the old and new values in the audit log; a save that changes nothing writes none", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    await create(manager.cookie, { kind: "two_way", words: "qkraal, qcorral" });
    const row = await withWords("qkraal, qcorral");
    const id = row?.id ?? "";
    const page = await json<{ values: Record<string, string>; synonym: Row }>(
      await get(editLoader, `${LIST}/${id}`, manager.cookie, { id }),
    );
    expect(page.values).toEqual({ kind: "two_way", words: "qkraal, qcorral", targets: "" });

    const saved = await edit(
      id,
      { intent: "save", updatedAt: page.synonym.updatedAt, kind: "one_way", words: "qkraal", targets: "qCorral, qpen" },
      manager.cookie,
    );
    expect(saved.status).toBe(302);
    expect(await toastAfter(saved, manager.cookie)).toMatchObject({ title: SYNONYM_UPDATED });
    const after = await stored(id);
    expect(after).toMatchObject({ kind: "one_way", words: "qkraal", targets: "qcorral, qpen" });
    const entries = await auditFor(id);
    expect(entries.map((entry) => entry.action)).toEqual(["search_synonym.create", "search_synonym.update"]);
    expect(JSON.parse(entries[1]?.details ?? "{}")).toEqual({
      changes: {
        kind: { from: "two_way", to: "one_way" },
        words: { from: "qkraal, qcorral", to: "qkraal" },
        targets: { from: "", to: "qcorral, qpen" },
      },
    });

    const unchanged = await edit(
      id,
      {
        intent: "save",
        updatedAt: after?.updated_at ?? "",
        kind: "one_way",
        words: "QKraal",
        targets: "qcorral, qpen",
      },
      manager.cookie,
    );
    expect(unchanged.status).toBe(302);
    expect(await auditFor(id)).toHaveLength(2);
    expect((await stored(id))?.updated_at).toBe(after?.updated_at);
  });

  it("refuses to overwrite someone else's newer save, shows the form merged, and saves on purpose after", async () => {
    const first = await signedInUser(["admin"]);
    const second = await signedInUser(["inventory_manager"]);
    await create(first.cookie, { kind: "two_way", words: "qemmer, qbucket" });
    const row = await withWords("qemmer, qbucket");
    const id = row?.id ?? "";
    const opened = await json<{ opened: string; synonym: Row }>(
      await get(editLoader, `${LIST}/${id}`, second.cookie, { id }),
    );

    const theirs = await edit(
      id,
      { intent: "save", updatedAt: opened.synonym.updatedAt, kind: "two_way", words: "qemmer, qbucket, qpail" },
      first.cookie,
    );
    expect(theirs.status).toBe(302);

    const stale = await edit(
      id,
      {
        intent: "save",
        updatedAt: opened.synonym.updatedAt,
        opened: opened.opened,
        kind: "two_way",
        words: "qemmer, qbucket, qemmers",
      },
      second.cookie,
    );
    expect(stale.status).toBe(409);
    const reply = await json<Reply>(stale);
    expect(reply.result.error?.[""]?.[0]).toContain(`changed by ${first.email}`);
    expect(reply.result.error?.[""]?.[0]).toContain("Nothing was saved");
    expect(reply.stale?.conflicts).toEqual([
      { label: "Words", theirs: "qemmer, qbucket, qpail", yours: "qemmer, qbucket, qemmers" },
    ]);
    expect((await stored(id))?.words).toBe("qemmer, qbucket, qpail");

    const again = await edit(
      id,
      {
        intent: "save",
        updatedAt: reply.currentUpdatedAt ?? "",
        kind: "two_way",
        words: "qemmer, qbucket, qpail, qemmers",
      },
      second.cookie,
    );
    expect(again.status).toBe(302);
    expect((await stored(id))?.words).toBe("qemmer, qbucket, qpail, qemmers");
  });

  it("deletes after asking (a confirmation page without JavaScript), audited; a changed or gone synonym is refused", async () => {
    const manager = await signedInUser(["inventory_manager"]);
    await create(manager.cookie, { kind: "two_way", words: "qtou, qrope" });
    const row = await withWords("qtou, qrope");
    const id = row?.id ?? "";
    const asking = await json<{ confirming: boolean }>(
      await get(editLoader, `${LIST}/${id}?confirm=delete`, manager.cookie, { id }),
    );
    expect(asking.confirming).toBe(true);

    const outdated = await edit(id, { intent: "delete", updatedAt: "2020-01-01T00:00:00.000Z" }, manager.cookie);
    expect(outdated.status).toBe(409);
    expect((await json<Reply>(outdated)).result.error?.[""]).toEqual([SYNONYM_CHANGED_SINCE]);
    expect(await stored(id)).toBeDefined();

    const deleted = await edit(id, { intent: "delete", updatedAt: row?.updated_at ?? "" }, manager.cookie);
    expect(deleted.status).toBe(302);
    expect(await toastAfter(deleted, manager.cookie)).toMatchObject({ title: SYNONYM_DELETED });
    expect(await stored(id)).toBeUndefined();
    const entries = await auditFor(id);
    expect(entries.at(-1)?.action).toBe("search_synonym.delete");
    expect(JSON.parse(entries.at(-1)?.details ?? "{}")).toEqual({
      before: { kind: "two_way", words: "qtou, qrope", targets: "" },
    });

    const gone = await edit(id, { intent: "delete", updatedAt: row?.updated_at ?? "" }, manager.cookie);
    expect(gone.status).toBe(404);
    expect((await json<Reply>(gone)).result.error?.[""]).toEqual([SYNONYM_NOT_FOUND]);
    expect((await get(editLoader, `${LIST}/${id}`, manager.cookie, { id })).status).toBe(404);
    const unknown = await edit(id, { intent: "sideways" }, manager.cookie);
    expect(unknown.status).toBe(400);
  });

  it("refuses a staff role without the categories area with the page, and changes nothing", async () => {
    const support = await signedInUser(["customer_support"]);
    for (const response of [
      await get(listLoader, LIST, support.cookie),
      await get(newLoader, `${LIST}/new`, support.cookie),
      await create(support.cookie, { kind: "two_way", words: "qnee, qno" }),
    ]) {
      await expectNoAccessPage(response, "categories");
    }
    expect(await withWords("qnee, qno")).toBeUndefined();
  });
});
