import { checkThumbnail, checkVideo, MAX_THUMBNAIL_BYTES, MAX_VIDEO_BYTES, megabytes, missingParts } from "./videos";

const mp4 = { ext: "mp4", mime: "video/mp4" };
const png = { ext: "png", mime: "image/png" };

describe("video upload rules", () => {
  it("asks for a name and both files with the spec's message", () => {
    const message = "Please select both video and thumbnail files, and enter a name";
    expect(missingParts("Tour", true, true)).toBeNull();
    expect(missingParts(" ", true, true)).toEqual({ title: "Upload Failed", message });
    expect(missingParts("Tour", false, true)).toEqual({ title: "No File Selected", message });
    expect(missingParts("Tour", true, false)).toEqual({ title: "No File Selected", message });
  });

  it("takes mp4, webm, mov and avi videos up to 50MB, stored under the extension their content shows", () => {
    expect(checkVideo({ filename: "a.MP4", size: MAX_VIDEO_BYTES, detected: mp4 })).toEqual({ ok: true, ext: "mp4" });
    expect(checkVideo({ filename: "a.mov", size: 10, detected: { ext: "mov", mime: "video/quicktime" } })).toEqual({
      ok: true,
      ext: "mov",
    });
    expect(checkVideo({ filename: "a.avi", size: 10, detected: { ext: "avi", mime: "video/vnd.avi" } })).toEqual({
      ok: true,
      ext: "avi",
    });
    expect(checkVideo({ filename: "a.mp4", size: MAX_VIDEO_BYTES + 1, detected: mp4 })).toEqual({
      ok: false,
      refusal: { title: "File Too Large", message: "Video file must be less than 50MB. Current size: 50.00 MB" },
    });
    expect(checkVideo({ filename: "a.mp4", size: 10, detected: null })).toMatchObject({
      ok: false,
      refusal: { title: "Invalid File Type" },
    });
    expect(checkVideo({ filename: "a.mkv", size: 10, detected: { ext: "mkv", mime: "video/matroska" } })).toMatchObject(
      { ok: false, refusal: { title: "Unsupported Format" } },
    );
    expect(checkVideo({ filename: "a.mkv", size: 10, detected: mp4 })).toMatchObject({
      ok: false,
      refusal: { title: "Unsupported Format" },
    });
  });

  it("takes jpg, jpeg, png and webp thumbnails under 5MB", () => {
    expect(checkThumbnail({ filename: "t.jpeg", size: 10, detected: { ext: "jpg", mime: "image/jpeg" } })).toEqual({
      ok: true,
      ext: "jpg",
    });
    expect(checkThumbnail({ filename: "t.png", size: MAX_THUMBNAIL_BYTES + 1, detected: png })).toMatchObject({
      ok: false,
      refusal: { title: "File Too Large" },
    });
    expect(checkThumbnail({ filename: "t.png", size: 10, detected: mp4 })).toMatchObject({
      ok: false,
      refusal: { title: "Invalid File Type" },
    });
    expect(checkThumbnail({ filename: "t.gif", size: 10, detected: { ext: "gif", mime: "image/gif" } })).toMatchObject({
      ok: false,
      refusal: { title: "Unsupported Format" },
    });
  });

  it("shows sizes in megabytes with two decimals", () => {
    expect(megabytes(52_428_800 + 1_048_576)).toBe("51.00");
    expect(megabytes(1_572_864)).toBe("1.50");
  });
});
