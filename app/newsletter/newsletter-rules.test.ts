import {
  CONTENT_SEPARATOR,
  exportFileName,
  joinContent,
  joinSubject,
  publishedAtAfterSave,
  rowActions,
  splitContent,
  splitSubject,
  startOfMonthIso,
  subjectLengthHint,
} from "./newsletter-rules";

describe("storing a bilingual newsletter", () => {
  it("joins the subjects with ' | ' and splits them back", () => {
    expect(joinSubject({ en: " Winter feeding ", af: "Winter voeding" })).toBe("Winter feeding | Winter voeding");
    expect(joinSubject({ en: "Winter feeding", af: "  " })).toBe("Winter feeding");
    expect(splitSubject("Winter feeding | Winter voeding")).toEqual({ en: "Winter feeding", af: "Winter voeding" });
    expect(splitSubject("Only English")).toEqual({ en: "Only English", af: "" });
  });

  it("joins the content with the separator line, in LF lines, and splits it back", () => {
    const stored = joinContent({ en: "Hello\r\n\r\nfarmers", af: "Hallo\r\nboere" });
    expect(stored).toBe(`Hello\n\nfarmers\n\n${CONTENT_SEPARATOR}\n\nHallo\nboere`);
    expect(splitContent(stored)).toEqual({ en: "Hello\n\nfarmers", af: "Hallo\nboere" });
    expect(joinContent({ en: "Hello", af: "" })).toBe("Hello");
    expect(splitContent("Hello")).toEqual({ en: "Hello", af: "" });
  });
});

describe("the editor's rules", () => {
  it("hints at subjects outside 30-50 characters, never for an empty one", () => {
    expect(subjectLengthHint("Short")).toBe("short");
    expect(subjectLengthHint("x".repeat(30))).toBeNull();
    expect(subjectLengthHint("x".repeat(50))).toBeNull();
    expect(subjectLengthHint("x".repeat(51))).toBe("long");
    expect(subjectLengthHint("  ")).toBeNull();
  });

  it("sets published_at when first saved as published and keeps it after", () => {
    expect(publishedAtAfterSave("draft", null, "2026-11-25T04:00:00.000Z")).toBeNull();
    expect(publishedAtAfterSave("published", null, "2026-11-25T04:00:00.000Z")).toBe("2026-11-25T04:00:00.000Z");
    expect(publishedAtAfterSave("draft", "2026-01-01T00:00:00.000Z", "2026-11-25T04:00:00.000Z")).toBe(
      "2026-01-01T00:00:00.000Z",
    );
  });

  it("offers Edit, Delete and Send only for unsent newsletters, Send only with subscribers", () => {
    expect(rowActions("draft", 3)).toEqual({ canEdit: true, canDelete: true, canSend: true });
    expect(rowActions("published", 0)).toEqual({ canEdit: true, canDelete: true, canSend: false });
    expect(rowActions("sent", 3)).toEqual({ canEdit: false, canDelete: false, canSend: false });
  });

  it("counts This Month from the first of the month and names the export with the day", () => {
    const now = new Date("2026-11-25T04:00:00.000Z");
    // Midnight on the 1st in South Africa is 22:00 UTC the day before.
    expect(startOfMonthIso(now)).toBe("2026-10-31T22:00:00.000Z");
    expect(exportFileName(now)).toBe("newsletter-subscribers-2026-11-25.csv");
  });

  it("counts the month and names the export by the South African day, just after midnight SAST", () => {
    // 22:30 UTC on 30 November is 00:30 on 1 December in South Africa.
    const justAfterMidnight = new Date("2026-11-30T22:30:00.000Z");
    expect(startOfMonthIso(justAfterMidnight)).toBe("2026-11-30T22:00:00.000Z");
    expect(exportFileName(justAfterMidnight)).toBe("newsletter-subscribers-2026-12-01.csv");
  });
});
