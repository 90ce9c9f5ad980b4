import { db } from "~/platform/db.server";
import { loader as aboutLoader } from "~/routes/about";

const about = () => aboutLoader({ request: new Request("http://localhost:3000/about"), params: {}, context: {} });

describe("the about page", () => {
  it("falls back when no about text is active, and has no video", async () => {
    await db()
      .insertInto("about_content")
      .values({ id: crypto.randomUUID(), title: "Old text", content: "<p>Old</p>", is_active: 0 })
      .execute();
    const page = await about();
    expect(page.about).toBeNull();
    expect(page.video).toBeNull();
  });

  it("shows the active text sanitised, with its en-ZA date and who updated it", async () => {
    await db()
      .insertInto("about_content")
      .values({
        id: crypto.randomUUID(),
        title: "Our Story",
        content:
          '<h2 id="start" data-x="1">Since 1987</h2><p onclick="alert(1)">We <strong>farm</strong>.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="data:image/png;base64,AAAA" alt="logo">',
        is_active: 1,
        updated_by_name: "Super Admin",
        updated_at: "2026-02-14T08:00:00.000Z",
      })
      .execute();
    const page = await about();
    expect(page.about).toEqual({
      title: "Our Story",
      html: '<h2 id="start">Since 1987</h2><p>We <strong>farm</strong>.</p><a>x</a><img alt="logo" />',
      updatedOn: "14 February 2026",
      updatedByName: "Super Admin",
    });
  });

  it("offers the active video with its thumbnail, and only one with a safe address", async () => {
    await db()
      .insertInto("about_videos")
      .values({ id: crypto.randomUUID(), name: "Not uploaded", video_url: null, active: 1 })
      .execute();
    expect((await about()).video).toBeNull();

    await db().updateTable("about_videos").set({ video_url: "javascript:alert(1)" }).execute();
    expect((await about()).video).toBeNull();

    await db()
      .updateTable("about_videos")
      .set({ video_url: "/uploads/videos/history.mp4", thumbnail_url: "/uploads/videos/history.jpg" })
      .execute();
    expect((await about()).video).toEqual({
      name: "Not uploaded",
      url: "/uploads/videos/history.mp4",
      thumbnail: "/uploads/videos/history.jpg",
    });
  });
});
