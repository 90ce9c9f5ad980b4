import "../support/seeded-database";
import { publishedBlogArticle } from "~/content/blog.server";
import { db } from "~/platform/db.server";
import * as unknownPage from "~/routes/$";
import * as aboutRoute from "~/routes/about";
import * as consultantRoute from "~/routes/about-a";
import * as blogRoute from "~/routes/blog._index";
import * as blogArticleRoute from "~/routes/blog.$slug";
import * as contactRoute from "~/routes/contact";
import * as newsletterRoute from "~/routes/newsletter";
import * as confirmRoute from "~/routes/newsletter_.confirm";
import * as unsubscribeRoute from "~/routes/newsletter_.unsubscribe";
import * as policiesRoute from "~/routes/policies";
import * as policyRoute from "~/routes/policy.$slug";
import * as toolsRoute from "~/routes/tools";
import { AFRIKAANS_BROWSER, englishInterfaceWords, visibleWords } from "../support/afrikaans";
import { remixApp } from "../support/remix-app";

/**
 * Issue 49 for the pages around the shop (decision 0110): the about pages, the blog, the policies,
 * contact, tools, the newsletter's pages, the not-found and error pages, read by a browser that
 * asks for Afrikaans, and the same pages in English as before. What staff wrote (posts, policies,
 * the about text, the shop's address and hours) stays as written and is left out of the check.
 */
const failing = {
  loader: () => {
    throw new Error("database is locked");
  },
  default: () => null,
};

const handle = remixApp([
  { id: "routes/about", parentId: "root", path: "about", module: aboutRoute },
  { id: "routes/about-a", parentId: "root", path: "about-a", module: consultantRoute },
  { id: "routes/blog._index", parentId: "root", path: "blog", module: { ...blogRoute, index: true } },
  { id: "routes/blog.$slug", parentId: "root", path: "blog/:slug", module: blogArticleRoute },
  { id: "routes/policies", parentId: "root", path: "policies", module: policiesRoute },
  { id: "routes/policy.$slug", parentId: "root", path: "policy/:slug", module: policyRoute },
  { id: "routes/contact", parentId: "root", path: "contact", module: contactRoute },
  { id: "routes/tools", parentId: "root", path: "tools", module: toolsRoute },
  { id: "routes/newsletter", parentId: "root", path: "newsletter", module: newsletterRoute },
  { id: "routes/newsletter_.confirm", parentId: "root", path: "newsletter/confirm", module: confirmRoute },
  { id: "routes/newsletter_.unsubscribe", parentId: "root", path: "newsletter/unsubscribe", module: unsubscribeRoute },
  { id: "routes/failing", parentId: "root", path: "failing", module: failing },
  { id: "routes/$", parentId: "root", path: "*", module: unknownPage },
]);

const ORIGIN = "http://localhost:3000";

async function page(path: string, headers: Record<string, string> = AFRIKAANS_BROWSER, init: RequestInit = {}) {
  const response = await handle(
    new Request(`${ORIGIN}${path}`, { ...init, headers: { Host: "localhost:3000", ...headers } }),
  );
  const html = await response.text();
  return { status: response.status, html, text: visibleWords(html) };
}

/** What staff wrote and the page shows as written: the shop's details, posts, policies, the about text. */
async function staffWritten(): Promise<string[]> {
  const posts = await db()
    .selectFrom("blog_posts")
    .select(["title", "excerpt", "category", "author_name", "tags", "content"])
    .where("published", "=", 1)
    .execute();
  const policies = await db().selectFrom("policies").select(["title", "content"]).execute();
  const about = await db().selectFrom("about_content").select(["title", "content"]).execute();
  const settings = await db().selectFrom("shop_settings").selectAll().execute();
  const words: string[] = [];
  for (const post of posts) {
    words.push(post.title, post.excerpt ?? "", post.category ?? "", post.author_name ?? "");
    words.push(...(JSON.parse(post.tags || "[]") as string[]));
    words.push(...post.content.split("\n"));
  }
  for (const policy of policies) words.push(policy.title, ...policy.content.split("\n"));
  for (const row of about) words.push(row.title, ...row.content.split(/<[^>]+>/));
  for (const row of settings) words.push(...JSON.stringify(row).split(/[{}":,[\]]+/));
  return words
    .map((word) => word.replace(/^#+ /, "").trim())
    .filter((word) => word.length > 2)
    .sort((a, b) => b.length - a.length);
}

describe("the pages around the shop, for a browser that asks for Afrikaans", () => {
  let ignoring: string[] = [];
  beforeAll(async () => {
    ignoring = await staffWritten();
  });

  it.each([
    ["/about", ["Ons video", "Kontakbesonderhede", "Hoekom ons?", "Blaai deur ons produkte", "Winkelure"]],
    ["/about-a", ["Tegnologiedienste", "Die krag agter die skerms", "Kontak my", "Stuur boodskap", "Naam"]],
    ["/blog", ["Boerderywenke en raad", "Lees artikel", "min lees"]],
    ["/policies", ["Beleide", "Alle beleide", "Kategorie", "Weergawe", "Lees beleid", "Privaatheidsbeleid"]],
    ["/contact", ["Kontak ons", "Adres", "Foon en klets", "Stuur vir ons 'n boodskap", "Boodskap", "Stuur boodskap"]],
    ["/tools", ["Plaasgereedskap en sakrekenaars - kom binnekort!", "Terug na tuisblad", "Blaai deur produkte"]],
    ["/newsletter", ["Ons nuusbrief", "E-posadres vir die nuusbrief"]],
  ] as const)("%s is in Afrikaans", async (path, afrikaans) => {
    const { status, html, text } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="af-ZA">');
    for (const words of afrikaans) expect(text, words).toContain(words);
    expect(englishInterfaceWords(html, ignoring)).toEqual([]);
  });

  it("shows a blog article and a policy with Afrikaans around the staff's own text", async () => {
    const post = await db()
      .selectFrom("blog_posts")
      .select("slug")
      .where("published", "=", 1)
      .executeTakeFirstOrThrow();
    const article = await page(`/blog/${post.slug}`);
    expect(article.status).toBe(200);
    expect(article.text).toContain("← Terug na die blog");
    expect(article.text).toContain("min lees");
    // The post itself, as rendered from the staff's Markdown, stays as written.
    const body = (await publishedBlogArticle(db(), post.slug))?.html ?? "";
    expect(article.html).toContain(body);
    expect(englishInterfaceWords(article.html.replace(body, ""), ignoring)).toEqual([]);

    const policy = await page("/policy/privacy-policy");
    expect(policy.status).toBe(200);
    for (const words of ["Tuis", "Beleide", "Kategorie:", "Laas bygewerk:", "Weergawe:", "Terug na beleide"]) {
      expect(policy.text, words).toContain(words);
    }
    expect(englishInterfaceWords(policy.html, ignoring)).toEqual([]);
  });

  it("says an inactive policy's refusal in Afrikaans", async () => {
    const { status, html, text } = await page("/policy/load-shedding-trading-hours");
    expect(status).toBe(404);
    expect(html).toContain("<title>Beleid onaktief |");
    expect(text).toContain("Hierdie beleid is tans onaktief");
    expect(englishInterfaceWords(html, ignoring)).toEqual([]);
  });

  it("answers an unknown address with the not-found page in Afrikaans", async () => {
    const { status, html, text } = await page("/geen-so-bladsy");
    expect(status).toBe(404);
    expect(html).toContain('<html lang="af-ZA">');
    expect(html).toContain("<title>Bladsy nie gevind nie</title>");
    expect(text).toContain("Oeps! Bladsy nie gevind nie");
    expect(text).toContain("Terug na tuisblad");
    expect(englishInterfaceWords(html, ignoring)).toEqual([]);
  });

  it("says a failure of the shop's own in Afrikaans", async () => {
    const { status, text } = await page("/failing", { ...AFRIKAANS_BROWSER, "X-Request-Id": "afr1kaans2err0r" });
    expect(status).toBe(500);
    expect(text).toContain("Iets het aan ons kant verkeerd geloop");
    expect(text).toContain("Noem hierdie verwysing: afr1kaans2err0r");
    expect(text).not.toContain("Something went wrong");
  });

  it("answers the contact form's errors in Afrikaans, without JavaScript", async () => {
    const { status, html, text } = await page(
      "/contact",
      {
        ...AFRIKAANS_BROWSER,
        Origin: ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": "196.25.9.49",
      },
      { method: "POST", body: new URLSearchParams({ name: "T", email: "nee", message: "kort" }) },
    );
    expect(status).toBe(400);
    expect(text).toContain("Naam moet ten minste 2 karakters hê");
    expect(text).toContain("Tik asseblief 'n geldige e-posadres in");
    expect(text).toContain("Boodskap moet ten minste 10 karakters hê");
    expect(englishInterfaceWords(html, ignoring)).toEqual([]);
  });

  it("answers the newsletter's sign-up errors and its links' pages in Afrikaans", async () => {
    const signUp = await page(
      "/newsletter",
      {
        ...AFRIKAANS_BROWSER,
        Origin: ORIGIN,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": "196.25.9.50",
      },
      { method: "POST", body: new URLSearchParams({ email: "boer@example.co.za" }) },
    );
    expect(signUp.status).toBe(400);
    expect(signUp.text).toContain("Merk asseblief die blokkie");

    const confirm = await page("/newsletter/confirm");
    expect(confirm.status).toBe(400);
    expect(confirm.text).toContain("Nuusbriefintekening");
    expect(confirm.text).toContain("Hierdie skakel werk nie");
    expect(englishInterfaceWords(confirm.html, ignoring)).toEqual([]);

    const unsubscribe = await page("/newsletter/unsubscribe?token=onbekend");
    expect(unsubscribe.status).toBe(404);
    expect(unsubscribe.text).toContain("Teken uit van die nuusbrief");
    expect(unsubscribe.text).toContain("Hierdie uittekenskakel is ongeldig.");
    expect(englishInterfaceWords(unsubscribe.html, ignoring)).toEqual([]);
  });
});

describe("the same pages in English", () => {
  it.each([
    ["/about", ["Our video", "Contact information", "Why Choose Us"]],
    ["/blog", ["Farming Tips & Advice", "Read article", "min read"]],
    ["/policies", ["All Policies", "Read Policy", "Privacy Policy"]],
    ["/contact", ["Contact us", "Send us a message", "Send Message"]],
    ["/tools", ["Agri Tools & Calculators - Coming Soon!"]],
    ["/newsletter", ["Our newsletter"]],
  ] as const)("%s reads as before", async (path, english) => {
    const { html, text } = await page(path, {});
    expect(html).toContain('<html lang="en-ZA">');
    for (const words of english) expect(text, words).toContain(words);
  });

  it("keeps the spec's not-found page", async () => {
    const { status, html, text } = await page("/no-such-page", {});
    expect(status).toBe(404);
    expect(html).toContain("<title>Page not found</title>");
    expect(text).toContain("Oops! Page not found");
    expect(text).toContain("Return to Home");
  });
});
