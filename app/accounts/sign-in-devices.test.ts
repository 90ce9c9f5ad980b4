import { DEVICE_COOKIE_MAX_ACCOUNTS, deviceNonceFor, withDevice } from "./sign-in-devices";

describe("the sign-in device cookie's entries", () => {
  it("finds the nonce of the account asked for, and none for another", () => {
    const entries = withDevice(withDevice([], "alice", "n1"), "bob", "n2");
    expect(deviceNonceFor(entries, "alice")).toBe("n1");
    expect(deviceNonceFor(entries, "bob")).toBe("n2");
    expect(deviceNonceFor(entries, "carol")).toBeNull();
  });

  it("replaces an account's nonce at its next sign-in and puts it first", () => {
    const entries = withDevice(withDevice(withDevice([], "alice", "n1"), "bob", "n2"), "alice", "n3");
    expect(entries).toEqual([
      { account: "alice", nonce: "n3" },
      { account: "bob", nonce: "n2" },
    ]);
  });

  it("keeps the accounts signed in most recently, dropping the oldest", () => {
    let entries = withDevice([], "first", "n0");
    for (let i = 1; i <= DEVICE_COOKIE_MAX_ACCOUNTS; i++) entries = withDevice(entries, `user-${i}`, `n${i}`);
    expect(entries).toHaveLength(DEVICE_COOKIE_MAX_ACCOUNTS);
    expect(deviceNonceFor(entries, "first")).toBeNull();
    expect(deviceNonceFor(entries, `user-${DEVICE_COOKIE_MAX_ACCOUNTS}`)).toBe(`n${DEVICE_COOKIE_MAX_ACCOUNTS}`);
  });
});
