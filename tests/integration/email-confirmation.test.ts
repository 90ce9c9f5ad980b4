import { createOneTimeToken } from "~/accounts/one-time-tokens.server";
import { db } from "~/platform/db.server";
import { action, loader } from "~/routes/auth.callback";
import { cookiePair } from "../support/actions";
import { get, json, post } from "../support/route-calls";
import { insertUser } from "../support/users";

async function unconfirmedUser() {
  const user = await insertUser(db());
  await db().updateTable("users").set({ email_confirmed_at: null }).where("id", "=", user.id).execute();
  const token = await createOneTimeToken(db(), "confirm_email", { userId: user.id, email: user.email });
  return { ...user, token };
}

const confirmedAt = async (id: string) =>
  (await db().selectFrom("users").select("email_confirmed_at").where("id", "=", id).executeTakeFirstOrThrow())
    .email_confirmed_at;
const sessionsOf = (id: string) => db().selectFrom("sessions").select("id").where("user_id", "=", id).execute();

describe("the e-mailed confirmation link", () => {
  it("only shows a page with a button when opened: it neither confirms nor signs anyone in", async () => {
    const user = await unconfirmedUser();
    const page = await get(loader, `/auth/callback?type=signup&token=${user.token}`);
    expect(page.status).toBe(200);
    expect(await json<{ email: string }>(page)).toMatchObject({ email: user.email });
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(await confirmedAt(user.id)).toBeNull();
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it("confirms the address and signs its owner in when the button is pressed, once", async () => {
    const user = await unconfirmedUser();
    const confirmed = await post(action, "/auth/callback", { token: user.token });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/thank-you?confirmed=1");
    expect(cookiePair(confirmed)).not.toBe("");
    expect(await confirmedAt(user.id)).not.toBeNull();
    expect(await sessionsOf(user.id)).toHaveLength(1);

    const again = await post(action, "/auth/callback", { token: user.token });
    expect(again.headers.get("Location")).toBe("/login");
    const reopened = await get(loader, `/auth/callback?token=${user.token}`);
    expect(reopened.headers.get("Location")).toBe("/login");
  });

  it("sends an unknown link to sign in", async () => {
    expect((await get(loader, "/auth/callback?token=not-a-token")).headers.get("Location")).toBe("/login");
    expect((await post(action, "/auth/callback", { token: "not-a-token" })).headers.get("Location")).toBe("/login");
  });
});

describe("the confirmed page", () => {
  it("shows a client their code once signed in by the confirmation, and nobody else", async () => {
    const { loader: thankYouLoader } = await import("~/routes/thank-you");
    const user = await unconfirmedUser();
    await db()
      .insertInto("client_profiles")
      .values({
        id: crypto.randomUUID(),
        user_id: user.id,
        client_code: "CL-004242",
        first_name: "Lerato",
        last_name: "Nkosi",
        email: user.email,
      })
      .execute();
    const confirmed = await post(action, "/auth/callback", { token: user.token });
    const page = await get(thankYouLoader, "/thank-you?confirmed=1", cookiePair(confirmed));
    expect(await json<{ clientCode: string | null }>(page)).toMatchObject({ confirmed: true, clientCode: "CL-004242" });
    const visitor = await get(thankYouLoader, "/thank-you?confirmed=1");
    expect(await json<{ clientCode: string | null }>(visitor)).toMatchObject({ clientCode: null });
  });
});
