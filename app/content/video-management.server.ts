import { data } from "@remix-run/node";
import { z } from "zod";
import { requireStaff } from "~/accounts/auth.server";
import { db } from "~/platform/db.server";
import { parseFormSubmission } from "~/platform/forms.server";
import { clientIp } from "~/platform/request.server";
import { redirectWithToast } from "~/platform/toast.server";
import { readUploadFormToDisk } from "~/platform/uploads.server";
import { contentActor } from "./blog-admin-actor.server";
import {
  AN_ERROR_OCCURRED,
  DELETE_FAILED_TITLE,
  nowActiveVideo,
  SET_ACTIVE_FAILED_TITLE,
  UPLOAD_FAILED_INLINE,
  UPLOAD_FAILED_TITLE,
  VIDEO_DELETED,
  VIDEO_UPLOADED,
} from "./messages";
import { MAX_THUMBNAIL_BYTES, MAX_VIDEO_BYTES, missingParts, tooLargeRefusal, type VideoPage } from "./videos";
import { deleteVideo, listVideos, setActiveVideo, uploadVideo } from "./videos.server";

/**
 * The loader and action the three video screens share (/admin/video-management and
 * /admin/home-video-management for the homepage, /admin/about-video-management for the about
 * page). Refusals come back as { title, message } with a 4xx; successes redirect with a toast.
 */
const Query = z.object({ confirm: z.string().max(100).optional().catch(undefined) });

export async function videoScreenLoader(request: Request, page: VideoPage) {
  await requireStaff(request, "videos");
  const query = Query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const videos = await listVideos(db(), page);
  return {
    page,
    videos,
    active: videos.find((video) => video.active) ?? null,
    confirming: query.confirm ? (videos.find((video) => video.id === query.confirm) ?? null) : null,
  };
}

const VideoAction = z.object({ intent: z.enum(["activate", "delete"]), videoId: z.string().min(1).max(100) });

/** A refusal; after a refused upload, `name` is the video's name as typed, for the form to show again. */
export type VideoActionData = { title: string; message: string; name?: string };

export async function videoScreenAction(request: Request, page: VideoPage, here: string) {
  const user = await requireStaff(request, "videos");
  const actor = contentActor(user);
  const options = { ipAddress: clientIp(request) };
  const multipart = (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");

  if (multipart) {
    const upload = await readUploadFormToDisk(request, {
      files: { video: MAX_VIDEO_BYTES, thumbnail: MAX_THUMBNAIL_BYTES },
      fields: ["intent", "name"],
    });
    if (!upload.ok) {
      const refusal =
        upload.problem === "too-large"
          ? {
              ...tooLargeRefusal(upload.field === "thumbnail" ? "thumbnail" : "video", upload.size),
              name: upload.fields.name ?? "",
            }
          : { title: UPLOAD_FAILED_TITLE, message: UPLOAD_FAILED_INLINE };
      return data<VideoActionData>(refusal, { status: upload.problem === "too-large" ? 413 : 400 });
    }
    const { fields, files, cleanup } = upload.form;
    try {
      const name = fields.name ?? "";
      const missing = missingParts(name, Boolean(files.video), Boolean(files.thumbnail));
      if (missing || !files.video || !files.thumbnail) {
        return data<VideoActionData>(
          { ...(missing ?? { title: UPLOAD_FAILED_TITLE, message: AN_ERROR_OCCURRED }), name },
          {
            status: 400,
          },
        );
      }
      const outcome = await uploadVideo(
        db(),
        actor,
        page,
        { name, video: files.video, thumbnail: files.thumbnail },
        options,
      );
      if (!outcome.ok) return data<VideoActionData>({ ...outcome.refusal, name }, { status: outcome.status });
      return redirectWithToast(request, here, { title: VIDEO_UPLOADED, variant: "success" });
    } finally {
      await cleanup();
    }
  }

  const submission = await parseFormSubmission(request, VideoAction);
  if (submission.status !== "success") {
    return data<VideoActionData>({ title: UPLOAD_FAILED_TITLE, message: AN_ERROR_OCCURRED }, { status: 400 });
  }
  const { intent, videoId } = submission.value;
  if (intent === "activate") {
    const outcome = await setActiveVideo(db(), actor, page, videoId, SET_ACTIVE_FAILED_TITLE, options);
    if (!outcome.ok) return data<VideoActionData>(outcome.refusal, { status: outcome.status });
    return redirectWithToast(request, here, { title: nowActiveVideo(outcome.name, page), variant: "success" });
  }
  const outcome = await deleteVideo(db(), actor, page, videoId, DELETE_FAILED_TITLE, options);
  if (!outcome.ok) return data<VideoActionData>(outcome.refusal, { status: outcome.status });
  return redirectWithToast(request, here, { title: VIDEO_DELETED, variant: "success" });
}
