import fs from "node:fs";
import { readUploadFormToDisk } from "./uploads.server";

const MB = 1024 * 1024;

/** A multipart body sent in 64 KB chunks, as a slow phone would, with no Content-Length. */
function streamedRequest(form: FormData, headers: Record<string, string> = {}) {
  const probe = new Request("http://shop.test/upload", { method: "POST", body: form });
  const contentType = probe.headers.get("Content-Type") ?? "";
  const source = probe.body;
  if (!source) throw new Error("no body");
  const reader = source.getReader();
  let pending = new Uint8Array(0);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (pending.length === 0) {
        const next = await reader.read();
        if (next.done) {
          controller.close();
          return;
        }
        pending = next.value;
      }
      controller.enqueue(pending.slice(0, 64 * 1024));
      pending = pending.slice(64 * 1024);
    },
  });
  return new Request("http://shop.test/upload", {
    method: "POST",
    headers: { "Content-Type": contentType, ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

function videoForm(videoBytes: number, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.append("name", "Farm tour");
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  const video = new Uint8Array(videoBytes).fill(7);
  form.append("video", new Blob([video], { type: "video/mp4" }), "tour.mp4");
  form.append("thumbnail", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "tour.png");
  return form;
}

const options = { files: { video: 8 * MB, thumbnail: 1 * MB }, fields: ["name"] };

describe("readUploadFormToDisk", () => {
  it("writes each file to a temporary file as it arrives, never joining it into one buffer", async () => {
    const concat = vi.spyOn(Buffer, "concat");
    try {
      const outcome = await readUploadFormToDisk(streamedRequest(videoForm(6 * MB, { other: "dropped" })), options);
      if (!outcome.ok) throw new Error(`refused: ${outcome.problem}`);
      const { fields, files, cleanup } = outcome.form;
      expect(fields).toEqual({ name: "Farm tour" });
      expect(files.video).toMatchObject({ size: 6 * MB, filename: "tour.mp4", declaredType: "video/mp4" });
      expect(fs.statSync(files.video?.path ?? "").size).toBe(6 * MB);
      expect(fs.readFileSync(files.thumbnail?.path ?? "")).toEqual(Buffer.from([1, 2, 3]));
      // Nothing anywhere near the file's size was ever assembled in memory.
      const largest = Math.max(0, ...concat.mock.results.map((result) => (result.value as Buffer).length));
      expect(largest).toBeLessThan(MB);
      await cleanup();
      expect(fs.existsSync(files.video?.path ?? "")).toBe(false);
    } finally {
      concat.mockRestore();
    }
  });

  it("stops writing a file past its limit, removes it and says which one and how large", async () => {
    const outcome = await readUploadFormToDisk(streamedRequest(videoForm(9 * MB)), options);
    expect(outcome).toEqual({ ok: false, problem: "too-large", field: "video", size: 9 * MB });
  });

  it("refuses a body that announces more than the files may weigh before reading it", async () => {
    const request = new Request("http://shop.test/upload", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(20 * MB) },
      body: "--x--",
    });
    expect(await readUploadFormToDisk(request, options)).toEqual({
      ok: false,
      problem: "too-large",
      field: "video",
      size: 20 * MB,
    });
  });

  it("leaves out empty file inputs and refuses what is not multipart", async () => {
    const form = new FormData();
    form.append("name", "No files");
    form.append("video", new Blob([]), "");
    const outcome = await readUploadFormToDisk(streamedRequest(form), options);
    if (!outcome.ok) throw new Error("refused");
    expect(outcome.form.files).toEqual({});
    await outcome.form.cleanup();
    const plain = new Request("http://shop.test/upload", { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect(await readUploadFormToDisk(plain, options)).toEqual({ ok: false, problem: "unreadable" });
  });
});
