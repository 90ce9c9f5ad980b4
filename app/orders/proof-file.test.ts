import {
  acceptsProof,
  judgeProofFile,
  MAX_PROOF_BYTES,
  proofFilename,
  readableSize,
  showsEftDetails,
} from "./proof-file";

describe("proof of payment files", () => {
  it("takes PDF, JPEG and PNG by the type their bytes show", () => {
    expect(judgeProofFile({ size: 1000, detectedType: "application/pdf" })).toEqual({
      ok: true,
      contentType: "application/pdf",
      extension: "pdf",
    });
    expect(judgeProofFile({ size: 1000, detectedType: "image/jpeg" })).toMatchObject({ ok: true, extension: "jpg" });
    expect(judgeProofFile({ size: 1000, detectedType: "image/png" })).toMatchObject({ ok: true, extension: "png" });
  });

  it("refuses other types and content nothing recognises", () => {
    expect(judgeProofFile({ size: 1000, detectedType: "image/webp" })).toEqual({ ok: false, problem: "wrong-type" });
    expect(judgeProofFile({ size: 1000, detectedType: "application/zip" })).toEqual({
      ok: false,
      problem: "wrong-type",
    });
    expect(judgeProofFile({ size: 1000, detectedType: undefined })).toEqual({ ok: false, problem: "wrong-type" });
    expect(judgeProofFile({ size: 1000, detectedType: "toString" })).toEqual({ ok: false, problem: "wrong-type" });
  });

  it("takes up to 5 MB and no more, and an empty file counts as none", () => {
    expect(MAX_PROOF_BYTES).toBe(5_242_880);
    expect(judgeProofFile({ size: MAX_PROOF_BYTES, detectedType: "image/png" }).ok).toBe(true);
    expect(judgeProofFile({ size: MAX_PROOF_BYTES + 1, detectedType: "image/png" })).toEqual({
      ok: false,
      problem: "too-large",
    });
    expect(judgeProofFile({ size: 0, detectedType: undefined })).toEqual({ ok: false, problem: "missing" });
  });

  it("keeps the file name without folders, at most 200 characters", () => {
    expect(proofFilename("C:\\Users\\Thandi\\Desktop\\proof.pdf")).toBe("proof.pdf");
    expect(proofFilename("  bank slip.png ")).toBe("bank slip.png");
    expect(proofFilename(`${"a".repeat(300)}.pdf`)).toHaveLength(200);
    expect(proofFilename("")).toBeNull();
    expect(proofFilename(undefined)).toBeNull();
  });

  it("says sizes the way people read them", () => {
    expect(readableSize(200)).toBe("1 KB");
    expect(readableSize(340 * 1024)).toBe("340 KB");
    expect(readableSize(1.25 * 1024 * 1024)).toBe("1.3 MB");
  });
});

describe("which orders take a proof of payment", () => {
  const eft = { status: "pending", paymentMethod: "eft", paymentStatus: "pending_payment" };

  it("an unpaid EFT order, or one whose payment failed", () => {
    expect(acceptsProof(eft)).toBe(true);
    expect(acceptsProof({ ...eft, paymentStatus: "payment_failed" })).toBe(true);
  });

  it("not once a proof is in or the money arrived, not for other methods, not when cancelled", () => {
    expect(acceptsProof({ ...eft, paymentStatus: "proof_uploaded" })).toBe(false);
    expect(acceptsProof({ ...eft, paymentStatus: "paid" })).toBe(false);
    expect(acceptsProof({ ...eft, paymentMethod: "cash_on_collection" })).toBe(false);
    expect(acceptsProof({ ...eft, paymentMethod: null })).toBe(false);
    expect(acceptsProof({ ...eft, status: "cancelled" })).toBe(false);
  });
});

describe("the EFT banking box", () => {
  const eft = { status: "pending", paymentMethod: "eft", paymentStatus: "pending_payment" };

  it("shows for eft or no method while the money is still to come", () => {
    expect(showsEftDetails(eft)).toBe(true);
    expect(showsEftDetails({ ...eft, paymentMethod: null })).toBe(true);
    expect(showsEftDetails({ ...eft, paymentStatus: "proof_uploaded" })).toBe(true);
    expect(showsEftDetails({ ...eft, paymentStatus: "payment_failed" })).toBe(true);
  });

  it("not for other methods, paid or refunded orders, or cancelled ones", () => {
    expect(showsEftDetails({ ...eft, paymentMethod: "card" })).toBe(false);
    expect(showsEftDetails({ ...eft, paymentStatus: "paid" })).toBe(false);
    expect(showsEftDetails({ ...eft, paymentStatus: "refunded" })).toBe(false);
    expect(showsEftDetails({ ...eft, status: "cancelled" })).toBe(false);
  });
});
