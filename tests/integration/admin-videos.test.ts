import fs from "node:fs";
import path from "node:path";
import {
  THUMBNAIL_FORMATS,
  THUMBNAIL_NOT_AN_IMAGE,
  UNSUPPORTED_FORMAT,
  VIDEO_DELETED,
  VIDEO_FIELDS_REQUIRED,
  VIDEO_NOT_A_VIDEO,
  VIDEO_NOT_FOUND,
  VIDEO_UPLOADED,
} from "~/content/messages";
import { db } from "~/platform/db.server";
import { env } from "~/platform/env.server";
import { loader as publicAbout } from "~/routes/about";
import * as aboutScreen from "~/routes/admin.about-video-management";
import * as homeScreen from "~/routes/admin.home-video-management";
import * as videoScreen from "~/routes/admin.video-management";
import { loader as uploadsLoader } from "~/routes/uploads.$";
import { TEST_ORIGIN } from "../support/actions";
import { expectNoAccessPage } from "../support/no-access";
import { get, json, post, postMultipart, signedInUser, toastAfter } from "../support/route-calls";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/video");
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));

const HOME = "/admin/home-video-management";
const ABOUT = "/admin/about-video-management";

type Video = { id: string; name: string; videoUrl: string; thumbnailUrl: string; active: boolean };
type Screen = { videos: Video[]; active: Video | null; confirming: Video | null };
type Refusal = { title: string; message: string };

function uploadForm(parts: { name?: string; video?: [Uint8Array, string]; thumbnail?: [Uint8Array, string] }) {
  const form = new FormData();
  form.append("intent", "upload");
  form.append("name", parts.name ?? "");
  form.append("video", parts.video ? new Blob([new Uint8Array(parts.video[0])]) : new Blob([]), parts.video?.[1] ?? "");
  form.append(
    "thumbnail",
    parts.thumbnail ? new Blob([new Uint8Array(parts.thumbnail[0])]) : new Blob([]),
    parts.thumbnail?.[1] ?? "",
  );
  return form;
}

const goodUpload = (name: string, video: [Uint8Array, string] = [fixture("tiny.mp4"), "tour.mp4"]) =>
  uploadForm({ name, video, thumbnail: [fixture("thumbnail.png"), "tour.png"] });

const stored = (url: string) => fs.existsSync(path.join(env().UPLOADS_DIR, url.replace(/^\/uploads\//, "")));
const auditOf = (entityId: string) =>
  db().selectFrom("audit_log").select(["action", "actor_id"]).where("entity_id", "=", entityId).execute();
const screenOf = async (loader: typeof homeScreen.loader, page: string, cookie: string) =>
  json<Screen>(await get(loader, page, cookie));

async function uploaded(screen: typeof homeScreen, page: string, cookie: string, name: string) {
  const response = await postMultipart(screen.action, page, goodUpload(name), cookie);
  expect(response.status).toBe(302);
  const video = (await screenOf(screen.loader, page, cookie)).videos.find((row) => row.name === name);
  if (!video) throw new Error(`${name} was not uploaded`);
  return video;
}

describe("video management access", () => {
  it("lets admins, super admins and content managers in and refuses other staff with the page", async () => {
    for (const role of ["admin", "super_admin", "content_manager"] as const) {
      const user = await signedInUser([role]);
      for (const [screen, page] of [
        [homeScreen, HOME],
        [aboutScreen, ABOUT],
        [videoScreen, "/admin/video-management"],
      ] as const) {
        expect((await get(screen.loader, page, user.cookie)).status, `${role} ${page}`).toBe(200);
      }
    }
    const other = await signedInUser(["inventory_manager"]);
    await expectNoAccessPage(await get(homeScreen.loader, HOME, other.cookie), "videos");
    await expectNoAccessPage(
      await postMultipart(aboutScreen.action, ABOUT, goodUpload("Sneaky"), other.cookie),
      "videos",
    );
    expect(await db().selectFrom("about_videos").select("id").where("name", "=", "Sneaky").execute()).toEqual([]);
    const visitor = await get(homeScreen.loader, HOME);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/admin\/login/);
  });
});

describe("uploading a video", () => {
  it("stores the video and thumbnail, inactive, audited, and serves the video with Range support", async () => {
    const editor = await signedInUser(["content_manager"]);
    const response = await postMultipart(homeScreen.action, HOME, goodUpload("  Farm tour 2026  "), editor.cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(HOME);
    expect(await toastAfter(response, editor.cookie)).toMatchObject({ title: VIDEO_UPLOADED });
    const row = await db()
      .selectFrom("home_videos")
      .selectAll()
      .where("name", "=", "Farm tour 2026")
      .executeTakeFirstOrThrow();
    expect(row.active).toBe(0);
    expect(row.video_url).toMatch(/^\/uploads\/homepage-videos\/[0-9a-f-]{36}\.mp4$/);
    expect(row.video_url_mp4).toBe(row.video_url);
    expect(row.thumbnail_url).toMatch(/^\/uploads\/homepage-videos\/thumbnails\/[0-9a-f-]{36}\.png$/);
    expect(stored(row.video_url ?? "")).toBe(true);
    expect(stored(row.thumbnail_url ?? "")).toBe(true);
    expect(await auditOf(row.id)).toEqual([{ action: "video.home.upload", actor_id: editor.id }]);

    const key = (row.video_url ?? "").replace(/^\/uploads\//, "");
    const ranged = await uploadsLoader({
      request: new Request(`${TEST_ORIGIN}${row.video_url}`, { headers: { Range: "bytes=4-11" } }),
      params: { "*": key },
      context: {},
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("Content-Type")).toBe("video/mp4");
    expect(new TextDecoder().decode(await ranged.arrayBuffer())).toBe("ftypisom");
  });

  it("stores a webm upload as the about page's video, under the about folders", async () => {
    const editor = await signedInUser(["admin"]);
    const response = await postMultipart(
      aboutScreen.action,
      ABOUT,
      goodUpload("Our people", [fixture("tiny.webm"), "people.webm"]),
      editor.cookie,
    );
    expect(response.status).toBe(302);
    const row = await db()
      .selectFrom("about_videos")
      .selectAll()
      .where("name", "=", "Our people")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ active: 0 });
    expect(row.video_url).toMatch(/^\/uploads\/about-videos\/[0-9a-f-]{36}\.webm$/);
    expect(row.thumbnail_url).toMatch(/^\/uploads\/about-videos\/thumbnails\/[0-9a-f-]{36}\.png$/);
    expect(await auditOf(row.id)).toEqual([{ action: "video.about.upload", actor_id: editor.id }]);
  });

  it("asks for a name, a video and a thumbnail", async () => {
    const editor = await signedInUser(["admin"]);
    const noName = await postMultipart(
      homeScreen.action,
      HOME,
      uploadForm({ name: "  ", video: [fixture("tiny.mp4"), "a.mp4"], thumbnail: [fixture("thumbnail.png"), "a.png"] }),
      editor.cookie,
    );
    expect(noName.status).toBe(400);
    expect(await json<Refusal>(noName)).toEqual({ title: "Upload Failed", message: VIDEO_FIELDS_REQUIRED, name: "  " });
    const noFiles = await postMultipart(homeScreen.action, HOME, uploadForm({ name: "Tour" }), editor.cookie);
    expect(noFiles.status).toBe(400);
    expect(await json<Refusal>(noFiles)).toEqual({
      title: "No File Selected",
      message: VIDEO_FIELDS_REQUIRED,
      name: "Tour",
    });
    const noThumbnail = await postMultipart(
      homeScreen.action,
      HOME,
      uploadForm({ name: "Tour", video: [fixture("tiny.mp4"), "a.mp4"] }),
      editor.cookie,
    );
    expect(await json<Refusal>(noThumbnail)).toMatchObject({
      title: "No File Selected",
      message: VIDEO_FIELDS_REQUIRED,
    });
    expect(await db().selectFrom("home_videos").select("id").where("name", "=", "Tour").execute()).toEqual([]);
  });

  it("checks the files by content as well as by name, with the spec's titles", async () => {
    const editor = await signedInUser(["admin"]);
    const png = fixture("thumbnail.png");
    const refusalFor = async (video: [Uint8Array, string], thumbnail: [Uint8Array, string]) => {
      const response = await postMultipart(
        homeScreen.action,
        HOME,
        uploadForm({ name: "Checked", video, thumbnail }),
        editor.cookie,
      );
      expect(response.status).toBe(400);
      const { name, ...refusal } = await json<Refusal & { name?: string }>(response);
      expect(name).toBe("Checked");
      return refusal;
    };
    // A text file named .mp4 is not a video.
    expect(await refusalFor([new TextEncoder().encode("not a video at all"), "fake.mp4"], [png, "t.png"])).toEqual({
      title: "Invalid File Type",
      message: VIDEO_NOT_A_VIDEO,
    });
    // A real mp4 under another extension is an unsupported format.
    expect(await refusalFor([fixture("tiny.mp4"), "tour.mkv"], [png, "t.png"])).toEqual({
      title: UNSUPPORTED_FORMAT,
      message: "Videos must be MP4, WebM, MOV or AVI files",
    });
    // A video as the thumbnail is not an image; a PNG named .gif is not an accepted format.
    expect(await refusalFor([fixture("tiny.mp4"), "t.mp4"], [fixture("tiny.webm"), "t.png"])).toEqual({
      title: "Invalid File Type",
      message: THUMBNAIL_NOT_AN_IMAGE,
    });
    expect(await refusalFor([fixture("tiny.mp4"), "t.mp4"], [png, "t.gif"])).toEqual({
      title: UNSUPPORTED_FORMAT,
      message: THUMBNAIL_FORMATS,
    });
    expect(await db().selectFrom("home_videos").select("id").where("name", "=", "Checked").execute()).toEqual([]);
  });

  it("refuses a video over 50MB and a thumbnail of 5MB or more with their sizes", async () => {
    const editor = await signedInUser(["admin"]);
    const bigVideo = new Uint8Array(50 * 1024 * 1024 + 1024 * 1024);
    bigVideo.set(fixture("tiny.mp4"));
    const video = await postMultipart(
      homeScreen.action,
      HOME,
      uploadForm({ name: "Huge", video: [bigVideo, "huge.mp4"], thumbnail: [fixture("thumbnail.png"), "t.png"] }),
      editor.cookie,
    );
    expect(video.status).toBe(413);
    // The name typed comes back with the refusal: the form shows it again.
    expect(await json<Refusal>(video)).toEqual({
      title: "File Too Large",
      message: "Video file must be less than 50MB. Current size: 51.00 MB",
      name: "Huge",
    });
    const bigImage = new Uint8Array(5 * 1024 * 1024 + 512 * 1024);
    bigImage.set(fixture("thumbnail.png"));
    const thumbnail = await postMultipart(
      homeScreen.action,
      HOME,
      uploadForm({ name: "Huge", video: [fixture("tiny.mp4"), "t.mp4"], thumbnail: [bigImage, "t.png"] }),
      editor.cookie,
    );
    expect(thumbnail.status).toBe(413);
    expect(await json<Refusal>(thumbnail)).toEqual({
      title: "File Too Large",
      message: "Thumbnail image must be less than 5MB. Current size: 5.50 MB",
      name: "Huge",
    });
    expect(await db().selectFrom("home_videos").select("id").where("name", "=", "Huge").execute()).toEqual([]);
  });
});

describe("the active video", () => {
  it("keeps one active home video: setting one deactivates the others, audited, and the status shows it", async () => {
    const editor = await signedInUser(["content_manager"]);
    const first = await uploaded(homeScreen, HOME, editor.cookie, "First tour");
    const second = await uploaded(homeScreen, HOME, editor.cookie, "Second tour");
    const made = await post(homeScreen.action, HOME, { intent: "activate", videoId: first.id }, editor.cookie);
    expect(made.status).toBe(302);
    expect(await toastAfter(made, editor.cookie)).toMatchObject({ title: "First tour is now the active home video" });
    const switched = await post(homeScreen.action, HOME, { intent: "activate", videoId: second.id }, editor.cookie);
    expect(await toastAfter(switched, editor.cookie)).toMatchObject({
      title: "Second tour is now the active home video",
    });
    const active = await db().selectFrom("home_videos").select("id").where("active", "=", 1).execute();
    expect(active).toEqual([{ id: second.id }]);
    expect((await screenOf(homeScreen.loader, HOME, editor.cookie)).active?.name).toBe("Second tour");
    // The same videos under the other address of the homepage screen.
    expect((await screenOf(videoScreen.loader, "/admin/video-management", editor.cookie)).active?.id).toBe(second.id);
    expect((await auditOf(first.id)).map((entry) => entry.action)).toEqual([
      "video.home.upload",
      "video.home.activate",
    ]);
    expect((await auditOf(second.id)).map((entry) => entry.action)).toEqual([
      "video.home.upload",
      "video.home.activate",
    ]);
  });

  it("keeps one active about video, which the public about page then shows", async () => {
    const editor = await signedInUser(["admin"]);
    const first = await uploaded(aboutScreen, ABOUT, editor.cookie, "Barn tour");
    const second = await uploaded(aboutScreen, ABOUT, editor.cookie, "Mill tour");
    await post(aboutScreen.action, ABOUT, { intent: "activate", videoId: first.id }, editor.cookie);
    const made = await post(aboutScreen.action, ABOUT, { intent: "activate", videoId: second.id }, editor.cookie);
    expect(await toastAfter(made, editor.cookie)).toMatchObject({ title: "Mill tour is now the active about video" });
    expect(await db().selectFrom("about_videos").select("id").where("active", "=", 1).execute()).toEqual([
      { id: second.id },
    ]);
    const page = await json<{ video: { name: string; url: string; thumbnail: string } }>(
      await get(publicAbout, "/about"),
    );
    expect(page.video).toEqual({ name: "Mill tour", url: second.videoUrl, thumbnail: second.thumbnailUrl });
  });

  it("refuses an unknown video with the spec's title and a 404", async () => {
    const editor = await signedInUser(["admin"]);
    const response = await post(homeScreen.action, HOME, { intent: "activate", videoId: "nope" }, editor.cookie);
    expect(response.status).toBe(404);
    expect(await json<Refusal>(response)).toEqual({ title: "Failed to Set Active Video", message: VIDEO_NOT_FOUND });
    const bad = await post(homeScreen.action, HOME, { intent: "explode", videoId: "x" }, editor.cookie);
    expect(bad.status).toBe(400);
  });
});

describe("deleting a video", () => {
  it("asks first (the confirmation page), then deletes the row and its files, audited", async () => {
    const editor = await signedInUser(["super_admin"]);
    const video = await uploaded(aboutScreen, ABOUT, editor.cookie, "Old harvest");
    const asking = await screenOf(aboutScreen.loader, `${ABOUT}?confirm=${video.id}`, editor.cookie);
    expect(asking.confirming?.name).toBe("Old harvest");
    const response = await post(aboutScreen.action, ABOUT, { intent: "delete", videoId: video.id }, editor.cookie);
    expect(response.status).toBe(302);
    expect(await toastAfter(response, editor.cookie)).toMatchObject({ title: VIDEO_DELETED });
    expect(await db().selectFrom("about_videos").select("id").where("id", "=", video.id).execute()).toEqual([]);
    expect(stored(video.videoUrl)).toBe(false);
    expect(stored(video.thumbnailUrl)).toBe(false);
    expect((await auditOf(video.id)).map((entry) => entry.action)).toEqual([
      "video.about.upload",
      "video.about.delete",
    ]);
    const again = await post(aboutScreen.action, ABOUT, { intent: "delete", videoId: video.id }, editor.cookie);
    expect(again.status).toBe(404);
    expect(await json<Refusal>(again)).toEqual({ title: "Delete Failed", message: VIDEO_NOT_FOUND });
  });

  it("shows the empty state when no videos are left", async () => {
    const editor = await signedInUser(["admin"]);
    await db().deleteFrom("home_videos").execute();
    const screen = await screenOf(homeScreen.loader, HOME, editor.cookie);
    expect(screen).toMatchObject({ videos: [], active: null });
  });
});
