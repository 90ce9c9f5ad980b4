import { exclusively } from "../support/e2e-exclusive";
import { testDb } from "../support/e2e-helpers";
import { expect, test } from "../support/e2e-test";

/**
 * Runs `work` while no other worker does: the about page has one video row, and the same test
 * runs in both projects at once. mkdir is atomic, so the folder is the lock.
 */
test.describe("the blog", () => {
  test("a visitor reads the newest article from the list", async ({ page }) => {
    // The newest article: a back-office test that publishes one holds the same lock.
    await exclusively("newest-blog-post", async () => {
      const newest = await testDb()
        .selectFrom("blog_posts")
        .select(["slug", "title", "read_time_minutes"])
        .where("published", "=", 1)
        .orderBy("published_at", "desc")
        .executeTakeFirstOrThrow();
      const drafts = await testDb().selectFrom("blog_posts").select("title").where("published", "=", 0).execute();

      await page.goto("/blog");
      await expect(page).toHaveTitle(/Blog/);
      const cards = page.getByRole("article");
      await expect(cards.first().getByRole("heading", { level: 2 })).toHaveText(newest.title);
      for (const draft of drafts) await expect(page.getByText(draft.title)).toHaveCount(0);
      for (const card of await cards.all()) {
        expect(await card.getByRole("list", { name: "Tags" }).getByRole("listitem").count()).toBeLessThanOrEqual(4);
      }

      await cards.first().getByRole("link", { name: newest.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${newest.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
      await expect(page.getByText(`${newest.read_time_minutes} min read`)).toBeVisible();
      await expect(page.getByRole("heading", { name: "Related Topics" })).toBeVisible();
      await expect(page.locator("article h2").first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blog/${newest.slug}$`));
    });
  });

  test("an unknown or unpublished article sends the visitor to the blog", async ({ page }) => {
    await page.goto("/blog/no-such-article");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const draft = await testDb()
      .selectFrom("blog_posts")
      .select("slug")
      .where("published", "=", 0)
      .executeTakeFirstOrThrow();
    await page.goto(`/blog/${draft.slug}`);
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe("policies", () => {
  test("category chips narrow the list and a policy reads with headings", async ({ page }) => {
    await page.goto("/policies");
    await expect(page).toHaveTitle(/Policies/);
    const chips = page.getByRole("navigation", { name: "Policy categories" });
    await expect(chips.getByRole("link", { name: "All Policies" })).toHaveAttribute("aria-current", "page");
    const all = await page.getByRole("article").count();
    expect(all).toBeGreaterThan(1);
    await expect(page.getByText("Load-Shedding Trading Hours")).toHaveCount(0);

    await chips.getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/policies\?category=Privacy%20Policy$/);
    await expect(chips.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("aria-current", "page");
    await expect(chips.getByRole("link", { name: "All Policies" })).not.toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("article")).toHaveCount(1);

    await page.getByRole("link", { name: "Read Policy" }).click();
    await expect(page).toHaveURL(/\/policy\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Policies" })).toHaveAttribute("href", "/policies");
    await expect(page.getByRole("heading", { level: 2, name: "Your rights under POPIA" })).toBeVisible();
    await expect(page.getByText("Version: 1.3")).toBeVisible();

    await page.getByRole("link", { name: "Back to Policies" }).click();
    await expect(page).toHaveURL(/\/policies$/);
    await expect(page.getByRole("article")).toHaveCount(all);
  });

  test("an unknown category shows no policies rather than an error", async ({ page }) => {
    const response = await page.goto("/policies?category=Nonsense");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("No policies found in this category.")).toBeVisible();
  });

  test("an inactive policy says so, with a 404 and a way back", async ({ page }) => {
    const inactive = await testDb()
      .selectFrom("policies")
      .select(["slug", "content"])
      .where("is_active", "=", 0)
      .executeTakeFirstOrThrow();
    const response = await page.goto(`/policy/${inactive.slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Policy Inactive" })).toBeVisible();
    await expect(page.getByText("This policy is currently inactive and cannot be viewed publicly")).toBeVisible();
    const firstLine = inactive.content.split("\n").find((line) => line.trim() && !line.startsWith("#")) ?? "";
    expect(firstLine).not.toBe("");
    await expect(page.getByText(firstLine)).toHaveCount(0);
    await page.getByRole("link", { name: "Back to Policies" }).click();
    await expect(page).toHaveURL(/\/policies$/);
  });

  test("an unknown policy is not found", async ({ page }) => {
    const response = await page.goto("/policy/no-such-policy");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/Policy Not Found/);
    await expect(page.getByRole("heading", { name: "Policy Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Policies" })).toHaveAttribute("href", "/policies");
  });
});

test("the about page shows the story, contact details and its video, or a link in Lite mode", async ({ page }) => {
  await exclusively("about-page", async () => {
    await page.goto("/about");
    await expect(page).toHaveTitle(/About Us/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Story" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "A co-operative, owned by its members" })).toBeVisible();
    await expect(page.getByText(/^Last updated: \d{1,2} [A-Z][a-z]+ \d{4}/)).toBeVisible();
    await expect(page.getByText("No video available yet")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Contact information" })).toBeVisible();
    await expect(page.getByRole("main").getByText("Monday to Friday", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why Choose Us" })).toBeVisible();

    await testDb()
      .updateTable("about_videos")
      .set({ active: 1, video_url: "/uploads/videos/co-op-history.mp4", thumbnail_url: "/uploads/videos/co-op.jpg" })
      .execute();
    try {
      await page.reload();
      const video = page.locator("main video");
      await expect(video).toHaveAttribute("src", "/uploads/videos/co-op-history.mp4");
      await expect(video).toHaveAttribute("poster", "/uploads/videos/co-op.jpg");
      await expect(video).toHaveAttribute("preload", "none");
      await expect(video).toHaveAttribute("controls", "");

      await page.setExtraHTTPHeaders({ "Save-Data": "on" });
      await page.reload();
      await expect(page.locator("main video")).toHaveCount(0);
      await expect(page.getByRole("link", { name: /Watch the video/ })).toHaveAttribute(
        "href",
        "/uploads/videos/co-op-history.mp4",
      );
    } finally {
      await testDb().updateTable("about_videos").set({ active: 0, video_url: null, thumbnail_url: null }).execute();
    }
  });
});

test("the tools page says it is coming and links home and to the products", async ({ page }) => {
  await page.goto("/tools");
  await expect(page).toHaveTitle(/Agri Tools/);
  await expect(page.getByRole("heading", { name: "Agri Tools & Calculators - Coming Soon!" })).toBeVisible();
  await page.getByRole("link", { name: "Browse Products" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await page.goto("/tools");
  await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
