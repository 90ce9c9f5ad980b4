import { bodyLimitFor, FORM_BODY_LIMIT_BYTES, formatByteLimit, formPage, judgeBody } from "./body-limits";

const MB = 1024 * 1024;

describe("request body limits", () => {
  it("keeps forms small and gives each upload form room above its own file limit", () => {
    expect(bodyLimitFor("/contact", "application/x-www-form-urlencoded")).toBe(FORM_BODY_LIMIT_BYTES);
    expect(bodyLimitFor("/contact", "multipart/form-data; boundary=x")).toBe(64 * 1024);
    expect(bodyLimitFor("/admin/products/abc", "application/x-www-form-urlencoded")).toBe(512 * 1024);
    expect(bodyLimitFor("/admin/products/new", "application/x-www-form-urlencoded")).toBe(512 * 1024);
    expect(bodyLimitFor("/orders/ORD-2026-000001", "multipart/form-data; boundary=x")).toBe(12 * MB);
    expect(bodyLimitFor("/admin/products/abc/media", "multipart/form-data; boundary=x")).toBe(24 * MB);
    for (const screen of ["video", "home-video", "about-video"]) {
      expect(bodyLimitFor(`/admin/${screen}-management`, "multipart/form-data; boundary=x")).toBe(64 * MB);
      expect(bodyLimitFor(`/admin/${screen}-management.data`, "multipart/form-data; boundary=x")).toBe(64 * MB);
    }
    expect(bodyLimitFor("/admin/products/import", "multipart/form-data; boundary=x")).toBe(12 * MB);
    expect(bodyLimitFor("/admin/newsletter-management/new", "multipart/form-data; boundary=x")).toBe(8 * MB);
    expect(bodyLimitFor("/admin/video-management", "application/x-www-form-urlencoded")).toBe(FORM_BODY_LIMIT_BYTES);
    // Only a multipart body may be an upload: the same address as urlencoded is a small form.
    expect(bodyLimitFor("/orders/ORD-2026-000001", "application/x-www-form-urlencoded")).toBe(FORM_BODY_LIMIT_BYTES);
  });

  it("gives a form posted with JavaScript (single fetch's `.data` address) the same limit as without", () => {
    const multipart = "multipart/form-data; boundary=x";
    expect(bodyLimitFor("/admin/products/abc/media.data", multipart)).toBe(24 * MB);
    expect(bodyLimitFor("/admin/products/import.data", multipart)).toBe(12 * MB);
    expect(bodyLimitFor("/admin/newsletter-management/abc.data", multipart)).toBe(8 * MB);
    expect(bodyLimitFor("/orders/ORD-2026-000001.data", multipart)).toBe(12 * MB);
    expect(bodyLimitFor("/admin/products/abc.data", "application/x-www-form-urlencoded")).toBe(512 * 1024);
    expect(bodyLimitFor("/_root.data", multipart)).toBe(64 * 1024);
    expect(formPage("/_root.data")).toBe("/");
    expect(formPage("/cart.data")).toBe("/cart");
    expect(formPage("/products")).toBe("/products");
  });

  it("refuses a body over the limit from its announced length, and one that does not announce it", () => {
    const contact = { path: "/contact", contentType: "application/x-www-form-urlencoded", chunked: false };
    expect(judgeBody({ ...contact, contentLength: "2000" })).toEqual({ ok: true });
    expect(judgeBody({ ...contact, contentLength: String(100 * MB) })).toMatchObject({ ok: false, status: 413 });
    expect(judgeBody({ ...contact, contentLength: undefined, chunked: true })).toMatchObject({
      ok: false,
      status: 411,
    });
    expect(judgeBody({ ...contact, contentLength: undefined })).toEqual({ ok: true });
  });

  it("names a limit in the unit people read: 64 KB, not 0.1 MB", () => {
    expect(formatByteLimit(64 * 1024)).toBe("64 KB");
    expect(formatByteLimit(512 * 1024)).toBe("512 KB");
    expect(formatByteLimit(1000)).toBe("1 KB");
    expect(formatByteLimit(12 * MB)).toBe("12 MB");
    expect(formatByteLimit(1.5 * MB)).toBe("1.5 MB");
    const contact = { path: "/contact", contentType: "application/x-www-form-urlencoded", chunked: false };
    expect(judgeBody({ ...contact, contentLength: String(100 * MB) })).toMatchObject({
      message: "This form is too large to send (at most 64 KB). Please go back and send a smaller file.",
    });
  });
});
