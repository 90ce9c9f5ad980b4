import { randomUUID } from "node:crypto";
import { getZodConstraint } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { requestTranslator } from "~/locales/translator.server";
import { recordAudit } from "~/platform/audit.server";
import { db, nowIso } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { parseFormSubmission } from "~/platform/forms.server";
import type { Language } from "~/platform/language";
import { requestLanguage } from "~/platform/language.server";
import { isPlaceholderEmail, placeholderEmailFor } from "~/platform/placeholder-email";
import { clientIp, safeRedirectPath } from "~/platform/request.server";
import { commitSession, getSession, type SessionData } from "~/platform/session.server";
import { codeInput } from "~/sms/code-form.server";
import { formatSouthAfricanMobile } from "~/sms/phone-number";
import { recordProof, requestPhoneCode, verifyVisitorCode } from "~/sms/phone-proof.server";
import { signInMessages } from "./sign-in-catalogue.server";
import { phoneSignedInToast } from "./sign-in-messages";
import { startUserSession } from "./user-session.server";

/**
 * Sign in, or check out on a first visit, with a one-time code (issue 44, decision 0097): the
 * visitor types a cellphone number (and, checking out, their name; an e-mail address if they
 * like), the shop sends a code to the number, and the code typed back signs them in to the account
 * the number is proved on, or to a new account made for it (the number proved on it). The answer
 * is the same for a number the shop knows and one it does not. Without an SMS account (SMS_URL
 * unset) the code goes to the e-mail address typed instead, and the account is the address's.
 * The step between the two forms is kept in the visitor's session.
 */

declare module "~/platform/session.server" {
  interface SessionData {
    /** The code on its way (/login/cellphone): which one, where to, and what came with it. */
    phoneSignIn?: {
      codeId: string;
      phone: string;
      channel: "sms" | "email";
      email?: string;
      name?: string;
      purpose: "sign_in" | "checkout";
      next?: string;
    };
  }
}

const carried = {
  next: z.string().max(500).optional(),
  for: z.enum(["sign_in", "checkout"]).catch("sign_in"),
};

export const PhoneSignInForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("send"),
    phone: z
      .string({ error: "signin:phone.error.phoneRequired" })
      .trim()
      .min(1, "signin:phone.error.phoneRequired")
      .max(40),
    name: z.string().trim().max(120).optional(),
    email: z.email().trim().max(254).optional(),
    ...carried,
  }),
  z.object({
    intent: z.literal("verify"),
    code: codeInput("sms:refusal.codeRequired"),
  }),
  z.object({ intent: z.literal("restart") }),
]);
export const phoneSignInConstraint = getZodConstraint(PhoneSignInForm);

export const PhoneSignInQuery = z.object({
  next: z.string().max(500).optional().catch(undefined),
  for: z.enum(["sign_in", "checkout"]).catch("sign_in"),
});

/** What the page shows: the code form when a code is on its way, else the number form. */
export async function phoneSignInPage(request: Request) {
  const query = PhoneSignInQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const pending = (await getSession(request)).get("phoneSignIn");
  return {
    pending: pending
      ? { phone: formatSouthAfricanMobile(pending.phone), channel: pending.channel, email: pending.email ?? null }
      : null,
    smsAvailable: env().sms !== null,
    for: pending?.purpose ?? query.for,
    // Only an address on this site is carried (the redirect checks it again).
    next: safeRedirectPath(pending?.next ?? query.next, "") || null,
    constraint: phoneSignInConstraint,
    messages: signInMessages(requestLanguage(request), [
      ...(pending
        ? [
            pending.channel === "sms" ? "phone.sentBySms" : "phone.sentByEmail",
            "phone.worksFor",
            "phone.code",
            "phone.checking",
            "phone.toCheckout",
            "phone.anotherNumber",
            "signIn",
          ]
        : [
            "phone.name",
            "phone.phone",
            "phone.phoneHint",
            "phone.email",
            "phone.emailOptional",
            "phone.emailHint",
            "phone.emailNeeded",
            "phone.send",
            "sending",
          ]),
      "phone.heading",
      "phone.checkoutHeading",
      "phone.intro",
      "phone.noCodeSent",
      "phone.havePassword",
      "phone.passwordLink",
    ]),
  };
}

type Refusal = { fieldErrors?: Record<string, string[]>; formErrors?: string[] };

export async function phoneSignInAction(request: Request) {
  const submission = await parseFormSubmission(request, PhoneSignInForm);
  const { language, t } = requestTranslator(request, ["signin"]);
  const refused = t("signin:phone.refused");
  const refuse = (errors: Refusal, status: number, headers?: HeadersInit) =>
    data({ result: submission.reply({ ...errors, hideFields: ["code"] }) }, { status, headers });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const form = submission.value;
  const session = await getSession(request);
  const here = new URL(request.url);
  const back = `${here.pathname}${here.search}`;

  if (form.intent === "restart") {
    session.unset("phoneSignIn");
    return redirect(back, { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
  }

  if (form.intent === "send") {
    if (form.for === "checkout" && !form.name)
      return refuse({ fieldErrors: { name: [t("signin:phone.error.nameRequired")] } }, 400);
    const bySms = env().sms !== null;
    if (!bySms && !form.email) return refuse({ fieldErrors: { email: [t("signin:phone.emailNeeded")] } }, 400);
    // The session's id counts the codes of one visitor (the per-account limit of a signed-in person).
    const visitorKey = session.id || clientIp(request);
    const sent = await requestPhoneCode(db(), {
      user: null,
      visitorKey,
      phone: form.phone,
      purpose: form.for,
      ipAddress: clientIp(request),
      language: requestLanguage(request),
      ...(bySms ? {} : { email: form.email }),
    });
    if (!sent.ok || !sent.codeId) {
      const message = sent.ok ? refused : sent.message;
      const field = !sent.ok && sent.field === "phone";
      const headers: HeadersInit =
        !sent.ok && sent.retryAfterSeconds ? { "Retry-After": String(sent.retryAfterSeconds) } : {};
      return refuse(
        field ? { fieldErrors: { phone: [message] } } : { formErrors: [message] },
        field ? 400 : 429,
        headers,
      );
    }
    session.set("phoneSignIn", {
      codeId: sent.codeId,
      phone: sent.phone,
      channel: bySms ? "sms" : "email",
      ...(form.email ? { email: form.email } : {}),
      ...(form.name ? { name: form.name } : {}),
      purpose: form.for,
      ...(form.next ? { next: form.next } : {}),
    });
    return redirect(back, { status: 303, headers: { "Set-Cookie": await commitSession(session) } });
  }

  const pending = session.get("phoneSignIn");
  if (!pending) return refuse({ fieldErrors: { code: [refused] } }, 400);
  const outcome = await db()
    .transaction()
    .execute(async (trx) => {
      const checked = await verifyVisitorCode(trx, { codeId: pending.codeId, code: form.code, language });
      if (!checked.ok) return checked;
      const account = await accountFor(trx, pending, language);
      return account ? { ok: true as const, ...account } : { ok: false as const, message: refused, ended: true };
    });
  if (!outcome.ok) {
    if (outcome.ended) {
      session.unset("phoneSignIn");
      return refuse({ fieldErrors: { code: [outcome.message] } }, 400, { "Set-Cookie": await commitSession(session) });
    }
    return refuse({ fieldErrors: { code: [outcome.message] } }, 400);
  }
  const headers = await startUserSession(request, outcome.userId, {
    remember: true,
    toast: phoneSignedInToast(t, outcome.created, pending.name ?? null),
  });
  const fallback = pending.purpose === "checkout" ? "/cart/checkout" : "/";
  return redirect(safeRedirectPath(pending.next, fallback), { status: 303, headers });
}

type Pending = NonNullable<SessionData["phoneSignIn"]>;

function splitName(name: string | undefined): { first_name: string | null; last_name: string | null } {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { first_name: null, last_name: null };
  return { first_name: parts[0] ?? null, last_name: parts.slice(1).join(" ") || null };
}

/**
 * The account the code signs in to. By SMS: the one the number is proved on, else a new account
 * proved with it (an account that only typed the number on its profile is not joined: the
 * number may have changed hands; decision 0097). By e-mail: the address's account (confirmed by
 * the code), else a new one. A suspended account is refused. A new account reads `language`.
 */
async function accountFor(
  trx: Parameters<typeof recordProof>[0],
  pending: Pending,
  language: Language,
): Promise<{ userId: string; created: boolean } | null> {
  if (pending.channel === "sms") {
    const proved = await trx
      .selectFrom("phone_proofs")
      .innerJoin("users", "users.id", "phone_proofs.user_id")
      .select(["users.id", "users.suspended_at"])
      .where("phone_proofs.phone", "=", pending.phone)
      .executeTakeFirst();
    if (proved) return proved.suspended_at ? null : { userId: proved.id, created: false };
    // The address typed becomes the account's only when no account has it (nothing is joined to
    // an account on an address the visitor has not proved); the order still goes to it.
    const taken = pending.email
      ? await trx.selectFrom("users").select("id").where("email", "=", pending.email).executeTakeFirst()
      : undefined;
    const userId = await createAccount(trx, {
      email: pending.email && !taken ? pending.email : placeholderEmailFor(pending.phone),
      emailConfirmed: false,
      phone: pending.phone,
      name: pending.name,
      source: pending.purpose,
      language,
    });
    await recordProof(trx, {
      user: { id: userId, email: "" },
      phone: pending.phone,
      source: pending.purpose,
      at: nowIso(),
    });
    return { userId, created: true };
  }
  const email = pending.email ?? "";
  const existing = await trx
    .selectFrom("users")
    .select(["id", "suspended_at", "email_confirmed_at"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (existing) {
    if (existing.suspended_at) return null;
    if (!existing.email_confirmed_at)
      await trx.updateTable("users").set({ email_confirmed_at: nowIso() }).where("id", "=", existing.id).execute();
    return { userId: existing.id, created: false };
  }
  const userId = await createAccount(trx, {
    email,
    emailConfirmed: true,
    phone: pending.phone,
    name: pending.name,
    source: pending.purpose,
    language,
  });
  return { userId, created: true };
}

async function createAccount(
  trx: Parameters<typeof recordProof>[0],
  input: { email: string; emailConfirmed: boolean; phone: string; name?: string; source: string; language: Language },
): Promise<string> {
  const id = randomUUID();
  const at = nowIso();
  await trx
    .insertInto("users")
    .values({
      id,
      email: input.email,
      password_hash: null,
      ...splitName(input.name),
      phone: formatSouthAfricanMobile(input.phone),
      email_confirmed_at: input.emailConfirmed ? at : null,
      // The language of the page the code was asked for on (issue 49).
      language: input.language,
    })
    .execute();
  await recordAudit(trx, {
    actor: { id, email: isPlaceholderEmail(input.email) ? formatSouthAfricanMobile(input.phone) : input.email },
    action: "account.created_with_code",
    entityType: "user",
    entityId: id,
    details: { source: input.source },
  });
  return id;
}
