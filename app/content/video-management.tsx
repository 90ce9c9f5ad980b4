import { Form, Link, useNavigation } from "@remix-run/react";
import { BackLink, ownLineLinkClass } from "~/admin/back-link";
import { type Confirmation, ConfirmationPage, ConfirmButton } from "~/admin/confirm";
import { formatDate } from "~/platform/format";
import { Alert, inputClass, primaryButtonClass, secondaryButtonClass } from "~/ui/field";
import { NO_ACTIVE_HOME_VIDEO_WARNING, NO_ACTIVE_VIDEO_WARNING, NO_VIDEOS_CAUSES, NO_VIDEOS_TITLE } from "./messages";
import { THUMBNAIL_EXTENSIONS, VIDEO_EXTENSIONS, type VideoPage, type VideoRow } from "./videos";

/** One of the video screens: status, upload form and the grid (shared by the three routes). */
type VideoScreenVideo = VideoRow;

type Props = {
  page: VideoPage;
  path: string;
  title: string;
  videos: VideoScreenVideo[];
  active: VideoScreenVideo | null;
  confirming: VideoScreenVideo | null;
  /** After a refused upload, `name` is the name as typed: the form shows it again. */
  refusal: { title: string; message: string; name?: string } | undefined;
};

const PUBLIC_PAGE = { home: { href: "/", label: "the home page" }, about: { href: "/about", label: "the about page" } };

function deleteConfirmation(video: VideoScreenVideo, path: string, page: VideoPage): Confirmation {
  return {
    title: "Delete video",
    message: `Delete '${video.name}'? ${video.active ? `It is the active video: ${PUBLIC_PAGE[page].label} will show ${page === "home" ? "no video" : "its fallback"}. ` : ""}This cannot be undone.`,
    confirmLabel: "Delete",
    action: path,
    fields: { intent: "delete", videoId: video.id },
  };
}

const videoAccept = [...VIDEO_EXTENSIONS.map((ext) => `.${ext}`), "video/*"].join(",");
const thumbnailAccept = [...THUMBNAIL_EXTENSIONS.map((ext) => `.${ext}`), "image/*"].join(",");

export function VideoManagementScreen({ page, path, title, videos, active, confirming, refusal }: Props) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  if (confirming)
    return <ConfirmationPage confirmation={deleteConfirmation(confirming, path, page)} cancelHref={path} />;
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm">
          <BackLink to="/admin">Back to Admin</BackLink> ·{" "}
          {page === "home" ? (
            <Link to="/admin/about-video-management" className={ownLineLinkClass}>
              About video
            </Link>
          ) : (
            <Link to="/admin/home-video-management" className={ownLineLinkClass}>
              Home video
            </Link>
          )}
        </p>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 max-w-prose text-sm text-stone-700">
          Upload a video with a thumbnail image, then choose Set Active to show it on{" "}
          <Link to={PUBLIC_PAGE[page].href} className="underline">
            {PUBLIC_PAGE[page].label}
          </Link>
          . Visitors see the thumbnail first; the video itself is only downloaded when they press play. Only one video
          is active at a time.
        </p>
      </div>

      {refusal ? <Alert title={refusal.title}>{refusal.message}</Alert> : null}

      <section aria-labelledby="video-status" className="rounded-lg border border-stone-200 p-4">
        <h2 id="video-status" className="text-lg font-semibold">
          System status
        </h2>
        {active ? (
          <p className="mt-1 text-sm" data-testid="active-video">
            Active video: <strong>{active.name}</strong> (uploaded {formatDate(active.createdAt)})
          </p>
        ) : (
          <div className="mt-2">
            <Alert title="No active video" tone="info">
              {page === "home" ? NO_ACTIVE_HOME_VIDEO_WARNING : NO_ACTIVE_VIDEO_WARNING}
            </Alert>
          </div>
        )}
        <p className="mt-1 text-xs text-stone-600">
          {videos.length} {videos.length === 1 ? "video" : "videos"} uploaded.
        </p>
      </section>

      <section aria-labelledby="video-upload" className="rounded-lg border border-stone-200 p-4">
        <h2 id="video-upload" className="text-lg font-semibold">
          Upload a video
        </h2>
        <p className="mt-1 text-xs text-stone-600">
          Video: MP4, WebM, MOV or AVI, at most 50MB. Thumbnail: JPG, JPEG, PNG or WebP, under 5MB.
        </p>
        <Form method="post" action={path} encType="multipart/form-data" className="mt-3 grid gap-3 sm:max-w-lg">
          <input type="hidden" name="intent" value="upload" />
          <label className="block text-sm font-medium">
            Video name
            <input
              key={refusal?.name ?? ""}
              name="name"
              type="text"
              required
              maxLength={120}
              defaultValue={refusal?.name ?? ""}
              className={`${inputClass} mt-1`}
            />
          </label>
          <label className="block text-sm font-medium">
            Video file
            <input name="video" type="file" required accept={videoAccept} className="mt-1 block w-full text-sm" />
          </label>
          <label className="block text-sm font-medium">
            Thumbnail image
            <input
              name="thumbnail"
              type="file"
              required
              accept={thumbnailAccept}
              className="mt-1 block w-full text-sm"
            />
          </label>
          <div>
            <button type="submit" className={primaryButtonClass} disabled={uploading}>
              {uploading ? "Uploading..." : "Upload Video"}
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="video-list">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="video-list" className="text-lg font-semibold">
            Uploaded videos
          </h2>
          <Link to={path} className={`${secondaryButtonClass} px-3 py-1.5 text-sm no-underline`}>
            Refresh
          </Link>
        </div>
        {videos.length === 0 ? (
          <div className="mt-3">
            <Alert title={NO_VIDEOS_TITLE} tone="info">
              <p>Possible causes:</p>
              <ul className="list-disc pl-5">
                {NO_VIDEOS_CAUSES.map((cause) => (
                  <li key={cause}>{cause}</li>
                ))}
              </ul>
            </Alert>
          </div>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {videos.map((video) => (
              <li key={video.id} className="rounded-md border border-stone-200 p-3" data-testid="video-card">
                {video.thumbnailUrl ? (
                  <img
                    src={video.thumbnailUrl}
                    alt={`Thumbnail of ${video.name}`}
                    loading="lazy"
                    className="aspect-video w-full rounded bg-stone-100 object-cover"
                  />
                ) : null}
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold">{video.name}</h3>
                  {video.active ? (
                    <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                      Active
                    </span>
                  ) : null}
                </div>
                <p className="text-xs text-stone-600">Uploaded {formatDate(video.createdAt)}</p>
                {video.videoUrl ? (
                  <p className="text-xs">
                    <a href={video.videoUrl}>Open the video file</a>
                  </p>
                ) : null}
                <div className="mt-2 flex flex-wrap gap-2">
                  <Form method="post" action={path}>
                    <input type="hidden" name="videoId" value={video.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="activate"
                      disabled={video.active}
                      className={`${secondaryButtonClass} px-3 py-1.5 text-sm`}
                      aria-label={video.active ? `${video.name} is active` : `Set ${video.name} active`}
                    >
                      {video.active ? "Active" : "Set Active"}
                    </button>
                  </Form>
                  <ConfirmButton
                    label="Delete"
                    confirmation={deleteConfirmation(video, path, page)}
                    confirmHref={`${path}?confirm=${video.id}`}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
