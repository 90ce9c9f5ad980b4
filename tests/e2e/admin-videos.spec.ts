import path from "node:path";
import { exclusively } from "../support/e2e-exclusive";
import { createTestUser, signInAs, testDb } from "../support/e2e-helpers";
import { expect, test } from "../support/e2e-test";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/video");

// The homepage has one active video for everyone: the projects take turns under the "home-video" lock.

test("upload a video with its thumbnail, make it the home video, see its thumbnail on the home page, then delete it", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const editor = await createTestUser({ roles: ["content_manager"] });
  await signInAs(context, baseURL ?? "", editor);
  const name = `Harvest tour ${testInfo.project.name} ${Date.now()}`;

  await exclusively("home-video", async () => {
    const before = await testDb().selectFrom("home_videos").select("id").where("active", "=", 1).executeTakeFirst();
    try {
      await page.goto("/admin/home-video-management");
      await expect(page.getByRole("heading", { level: 1, name: "Home Video Management" })).toBeVisible();
      await page.getByLabel("Video name").fill(name);
      await page.getByLabel("Video file").setInputFiles(path.join(FIXTURES, "tiny.mp4"));
      await page.getByLabel("Thumbnail image").setInputFiles(path.join(FIXTURES, "thumbnail.png"));
      await page.getByRole("button", { name: "Upload Video" }).click();
      await expect(page.getByText("Video uploaded successfully")).toBeVisible();
      const card = page.getByTestId("video-card").filter({ hasText: name });
      await expect(card.getByRole("img", { name: `Thumbnail of ${name}` })).toBeVisible();

      await card.getByRole("button", { name: `Set ${name} active` }).click();
      await expect(page.getByText(`${name} is now the active home video`)).toBeVisible();
      await expect(page.getByTestId("active-video")).toContainText(name);
      await expect(
        page
          .getByTestId("video-card")
          .filter({ hasText: name })
          .getByRole("button", { name: `${name} is active` }),
      ).toBeDisabled();

      const row = await testDb()
        .selectFrom("home_videos")
        .select(["video_url", "thumbnail_url"])
        .where("name", "=", name)
        .executeTakeFirstOrThrow();
      const videoUrl = row.video_url ?? "";
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await page.goto("/");
      const loaded = [...requested];
      const video = page.locator("main video");
      await expect(video).toHaveAttribute("poster", row.thumbnail_url ?? "");
      await expect(video).toHaveAttribute("preload", "none");
      await expect(video.locator(`source[src="${videoUrl}"]`)).toHaveCount(1);
      // The thumbnail is shown; nothing of the video was downloaded while the page loaded.
      const poster = await page.request.get(row.thumbnail_url ?? "");
      expect(poster.headers()["content-type"]).toBe("image/png");
      expect(loaded).not.toContain(videoUrl);
      // When the visitor asks for it, the video is served in ranges.
      const part = await page.request.get(videoUrl, { headers: { Range: "bytes=4-11" } });
      expect(part.status()).toBe(206);
      expect(await part.text()).toBe("ftypisom");

      await page.goto("/admin/home-video-management");
      await page
        .getByTestId("video-card")
        .filter({ hasText: name })
        .getByText("Delete", { exact: true })
        .first()
        .click();
      await page
        .locator("dialog[open], section[aria-labelledby=confirm-title]")
        .getByRole("button", { name: "Delete" })
        .click();
      await expect(page.getByText("Video deleted successfully")).toBeVisible();
      await expect(page.getByTestId("video-card").filter({ hasText: name })).toHaveCount(0);
    } finally {
      await testDb().deleteFrom("home_videos").where("name", "=", name).execute();
      if (before) await testDb().updateTable("home_videos").set({ active: 1 }).where("id", "=", before.id).execute();
    }
  });
});
