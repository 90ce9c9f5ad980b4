import {
  FILE_TOO_LARGE_TITLE,
  INVALID_FILE_TYPE,
  NO_FILE_SELECTED,
  THUMBNAIL_FORMATS,
  THUMBNAIL_NOT_AN_IMAGE,
  thumbnailTooLarge,
  UNSUPPORTED_FORMAT,
  UPLOAD_FAILED_TITLE,
  VIDEO_FIELDS_REQUIRED,
  VIDEO_FORMATS,
  VIDEO_NOT_A_VIDEO,
  videoTooLarge,
} from "./messages";

/**
 * The rules of a video upload (back-office spec, 'Video'): a name, a video of at most 50 MB in
 * mp4, webm, mov or avi, and a thumbnail image under 5 MB in jpg, jpeg, png or webp. Both the
 * file's name and its content (as `file-type` reads it) must agree; the content decides the
 * extension it is stored under.
 */
export type VideoPage = "home" | "about";

export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const MAX_THUMBNAIL_BYTES = 5 * 1024 * 1024;
export const VIDEO_EXTENSIONS = ["mp4", "webm", "mov", "avi"] as const;
export const THUMBNAIL_EXTENSIONS = ["jpg", "jpeg", "png", "webp"] as const;
export const MAX_VIDEO_NAME = 120;

export type Refusal = { title: string; message: string };

/** What is known of one uploaded file: its name, size and what its content turned out to be. */
export type CheckedFile = { filename: string | null; size: number; detected: { ext: string; mime: string } | null };

export const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(2);

const extensionOf = (filename: string | null) => filename?.split(".").pop()?.toLowerCase() ?? "";

/** The refusal when something is missing, before any file is looked at. */
export function missingParts(name: string, hasVideo: boolean, hasThumbnail: boolean): Refusal | null {
  if (name.trim() !== "" && hasVideo && hasThumbnail) return null;
  return { title: hasVideo && hasThumbnail ? UPLOAD_FAILED_TITLE : NO_FILE_SELECTED, message: VIDEO_FIELDS_REQUIRED };
}

export function tooLargeRefusal(field: "video" | "thumbnail", size: number): Refusal {
  return {
    title: FILE_TOO_LARGE_TITLE,
    message: field === "video" ? videoTooLarge(megabytes(size)) : thumbnailTooLarge(megabytes(size)),
  };
}

/** The video's stored extension, or why it is refused. */
export function checkVideo(file: CheckedFile): { ok: true; ext: string } | { ok: false; refusal: Refusal } {
  if (file.size > MAX_VIDEO_BYTES) return { ok: false, refusal: tooLargeRefusal("video", file.size) };
  if (!file.detected?.mime.startsWith("video/")) {
    return { ok: false, refusal: { title: INVALID_FILE_TYPE, message: VIDEO_NOT_A_VIDEO } };
  }
  const allowed: readonly string[] = VIDEO_EXTENSIONS;
  if (!allowed.includes(extensionOf(file.filename)) || !allowed.includes(file.detected.ext)) {
    return { ok: false, refusal: { title: UNSUPPORTED_FORMAT, message: VIDEO_FORMATS } };
  }
  return { ok: true, ext: file.detected.ext };
}

/** The thumbnail's stored extension, or why it is refused. */
export function checkThumbnail(file: CheckedFile): { ok: true; ext: string } | { ok: false; refusal: Refusal } {
  if (file.size > MAX_THUMBNAIL_BYTES) return { ok: false, refusal: tooLargeRefusal("thumbnail", file.size) };
  if (!file.detected?.mime.startsWith("image/")) {
    return { ok: false, refusal: { title: INVALID_FILE_TYPE, message: THUMBNAIL_NOT_AN_IMAGE } };
  }
  const allowed: readonly string[] = THUMBNAIL_EXTENSIONS;
  if (!allowed.includes(extensionOf(file.filename)) || !allowed.includes(file.detected.ext)) {
    return { ok: false, refusal: { title: UNSUPPORTED_FORMAT, message: THUMBNAIL_FORMATS } };
  }
  return { ok: true, ext: file.detected.ext };
}

/** A video as its screen lists it (home or about). */
export type VideoRow = {
  id: string;
  name: string;
  videoUrl: string | null;
  thumbnailUrl: string | null;
  active: boolean;
  createdAt: string;
};
