import { clientAddress, trustsForwardedHost } from "./client-address";

const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe("the client's address", () => {
  const spoofed = headers({ "fly-client-ip": "41.1.1.1", "x-forwarded-for": "9.9.9.9, 41.2.2.2" });

  it("is the connection's address when no proxy is trusted, whatever the headers say", () => {
    expect(clientAddress(spoofed, "196.25.1.1", "none")).toBe("196.25.1.1");
    expect(clientAddress(spoofed, undefined, "none")).toBe("local");
  });

  it("is Fly's header behind Fly's proxy", () => {
    expect(clientAddress(spoofed, "172.16.0.2", "fly")).toBe("41.1.1.1");
    expect(clientAddress(headers({}), "172.16.0.2", "fly")).toBe("172.16.0.2");
  });

  it("is the hop our proxy added to X-Forwarded-For, not the ones the client wrote", () => {
    expect(clientAddress(spoofed, "10.0.0.1", "x-forwarded-for")).toBe("41.2.2.2");
    expect(clientAddress(headers({ "x-forwarded-for": " , " }), "10.0.0.1", "x-forwarded-for")).toBe("10.0.0.1");
  });

  it("believes X-Forwarded-Host only behind a trusted proxy", () => {
    expect(trustsForwardedHost("none")).toBe(false);
    expect(trustsForwardedHost("fly")).toBe(true);
  });
});
