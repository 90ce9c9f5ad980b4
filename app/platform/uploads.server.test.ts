import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import {
  cleanPartHeaders,
  cleanUploadName,
  multipartBoundary,
  readFileStart,
  readSingleUpload,
  readUploadFormToDisk,
  withSingleUpload,
} from "./uploads.server";

const MB = 1024 * 1024;

/** The reader's temporary folders (each test file has a temporary folder of its own). */
const uploadTempFolders = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith("upload-"));

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
    const before = uploadTempFolders();
    const outcome = await readUploadFormToDisk(streamedRequest(videoForm(9 * MB)), options);
    expect(outcome).toEqual({
      ok: false,
      problem: "too-large",
      field: "video",
      size: 9 * MB,
      fields: { name: "Farm tour" },
    });
    expect(uploadTempFolders()).toEqual(before);
  });

  it("reads a form announced a little past its limit for what was typed around the file, keeping no file", async () => {
    const before = uploadTempFolders();
    // The typed fields on both sides of the file, as a browser sends them with their Content-Length.
    const form = new FormData();
    form.append("name", "Farm tour");
    form.append("video", new Blob([new Uint8Array(12 * MB).fill(7)], { type: "video/mp4" }), "tour.mp4");
    form.append("other", "after the file");
    const sized = new Request("http://shop.test/upload", { method: "POST", body: form });
    const bytes = new Uint8Array(await sized.arrayBuffer());
    const request = new Request("http://shop.test/upload", {
      method: "POST",
      headers: { "Content-Type": sized.headers.get("Content-Type") ?? "", "Content-Length": String(bytes.length) },
      body: bytes,
    });
    const outcome = await readUploadFormToDisk(request, { ...options, fields: ["name", "other"] });
    expect(outcome).toEqual({
      ok: false,
      problem: "too-large",
      field: "video",
      size: 12 * MB,
      fields: { name: "Farm tour", other: "after the file" },
    });
    expect(uploadTempFolders()).toEqual(before);
  });

  it("refuses a body that announces far more than the files may weigh before reading it", async () => {
    const request = new Request("http://shop.test/upload", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(200 * MB) },
      body: "--x--",
    });
    expect(await readUploadFormToDisk(request, options)).toEqual({
      ok: false,
      problem: "too-large",
      field: "video",
      size: 200 * MB,
      fields: {},
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

describe("a form with one file", () => {
  const single = { fileField: "proof", maxFileBytes: 1 * MB, fields: ["intent"] };
  const proofForm = (bytes: number) => {
    const form = new FormData();
    form.append("intent", "upload-proof");
    form.append("proof", new Blob([new Uint8Array(bytes).fill(9)], { type: "application/pdf" }), "proof.pdf");
    return form;
  };

  it("refuses a file of twice its limit or more sent in one piece, and keeps no temporary folder", async () => {
    // busboy says 'limit' before the bytes it let through arrive; the reader must not wait forever.
    const before = uploadTempFolders();
    const request = new Request("http://shop.test/upload", { method: "POST", body: proofForm(3 * MB) });
    expect(await readSingleUpload(request, single)).toEqual({
      ok: false,
      problem: "too-large",
      fields: { intent: "upload-proof" },
    });
    expect(uploadTempFolders()).toEqual(before);
  });

  it("gives the one file and removes its temporary folder once the work is done, or has thrown", async () => {
    const before = uploadTempFolders();
    let seen = "";
    const size = await withSingleUpload(streamedRequest(proofForm(300 * 1024)), single, async (outcome) => {
      if (!outcome.ok) throw new Error("refused");
      seen = outcome.form.file?.path ?? "";
      expect(outcome.form.fields).toEqual({ intent: "upload-proof" });
      expect(outcome.form.file).toMatchObject({ filename: "proof.pdf", declaredType: "application/pdf" });
      expect(await readFileStart(seen, 4)).toEqual(new Uint8Array([9, 9, 9, 9]));
      return fs.statSync(seen).size;
    });
    expect(size).toBe(300 * 1024);
    expect(fs.existsSync(seen)).toBe(false);

    await expect(
      withSingleUpload(streamedRequest(proofForm(10)), single, async () => {
        throw new Error("storage is down");
      }),
    ).rejects.toThrow("storage is down");
    expect(uploadTempFolders()).toEqual(before);
  });

  it("reads only the first bytes of a file, fewer when it is shorter", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "start-"));
    const file = path.join(folder, "short");
    fs.writeFileSync(file, Buffer.from([1, 2, 3]));
    expect(await readFileStart(file, 2)).toEqual(new Uint8Array([1, 2]));
    expect(await readFileStart(file, 8)).toEqual(new Uint8Array([1, 2, 3]));
    fs.rmSync(folder, { recursive: true });
  });
});

describe("a file's name", () => {
  it("keeps a file whose name holds a backslash or a NUL, with the name cleaned", async () => {
    const bytes = new Uint8Array(3000).fill(7);
    const cases: [string, string | null][] = [
      ["eft\\", "eft"],
      ["bank\\slip.png", "slip.png"],
      ["C:\\fakepath\\slip.png", "slip.png"],
      ["bank\u0000slip.png", "bankslip.png"],
      ["..\\..", null],
      ["plain slip.png", "plain slip.png"],
    ];
    for (const [name, cleaned] of cases) {
      const form = new FormData();
      form.set("proof", new File([bytes], name, { type: "image/png" }));
      const outcome = await readSingleUpload(streamedRequest(form), {
        fileField: "proof",
        maxFileBytes: MB,
        fields: [],
      });
      if (!outcome.ok) throw new Error(`${JSON.stringify(name)} refused: ${outcome.problem}`);
      expect(outcome.form.file?.filename, JSON.stringify(name)).toBe(cleaned);
      expect(new Uint8Array(fs.readFileSync(outcome.form.file?.path ?? "")), JSON.stringify(name)).toEqual(bytes);
      await outcome.form.cleanup();
    }
  });

  it("is cleaned of control characters and folders; nothing left is no name", () => {
    expect(cleanUploadName("slip.png")).toBe("slip.png");
    expect(cleanUploadName(" a\tb\u007f.png ")).toBe("ab.png");
    expect(cleanUploadName("folder/inner/slip.pdf")).toBe("slip.pdf");
    expect(cleanUploadName("slip\\ ")).toBe("slip");
    expect(cleanUploadName("\\")).toBeNull();
    expect(cleanUploadName(".")).toBeNull();
    expect(cleanUploadName(null)).toBeNull();
  });

  it("finds the boundary of a multipart type, quoted or not", () => {
    expect(multipartBoundary("multipart/form-data; boundary=abc123")).toBe("abc123");
    expect(multipartBoundary('multipart/form-data; boundary="a b"; charset=utf-8')).toBe("a b");
    expect(multipartBoundary("multipart/form-data")).toBeNull();
  });

  it("leaves the parts' contents byte for byte, whatever the chunks' edges, cleaning only their headers", async () => {
    const content = Buffer.from("x--xy\\ not a header\r\n\r\n\u0000\\ inside the file --x");
    const body = Buffer.concat([
      Buffer.from('--xy\r\nContent-Disposition: form-data; name="f"; filename="a\\\u0000"\r\n\r\n'),
      content,
      Buffer.from("\r\n--xy--\r\n"),
    ]);
    const expected = Buffer.concat([
      Buffer.from('--xy\r\nContent-Disposition: form-data; name="f"; filename="a\\\\"\r\n\r\n'),
      content,
      Buffer.from("\r\n--xy--\r\n"),
    ]);
    for (const size of [1, 2, 3, 5, 7, 64]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < body.length; at += size) chunks.push(body.subarray(at, at + size));
      const out = Buffer.concat(await Readable.from(chunks).pipe(cleanPartHeaders("xy")).toArray());
      expect(out.toString("latin1"), `chunks of ${size}`).toBe(expected.toString("latin1"));
    }
  });
});
