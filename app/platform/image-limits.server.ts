import sharp from "sharp";
import { withinPixelLimit } from "./image-limits";

export type PixelCheck =
  | { ok: true; width: number; height: number }
  /** sharp cannot read it as a picture (or its header names no size). */
  | { ok: false; problem: "unreadable" }
  | { ok: false; problem: "too-many-pixels"; width: number; height: number };

/**
 * A picture's dimensions from its header and whether they fit `MAX_IMAGE_PIXELS` (decision 0105).
 * Only the header is read (sharp's metadata decodes no pixels), so a 30000 × 30000 PNG costs no
 * more to refuse than a small one; sharp's own input limit is off for this read only, or it would
 * refuse to read even the header of such a picture and the refusal could not say its size.
 */
export async function checkPicturePixels(filePath: string): Promise<PixelCheck> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    const metadata = await sharp(filePath, { limitInputPixels: false }).metadata();
    width = metadata.width;
    // An animated picture's frames are stacked: one frame is what is shown and opened at once.
    height = metadata.pageHeight ?? metadata.height;
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  if (!width || !height) return { ok: false, problem: "unreadable" };
  if (!withinPixelLimit({ width, height })) return { ok: false, problem: "too-many-pixels", width, height };
  return { ok: true, width, height };
}
