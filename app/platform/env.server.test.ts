import { parseEnv } from "./env.server";

describe("configuration", () => {
  it("has safe development defaults", () => {
    const config = parseEnv({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_PATH).toMatch(/data\/shop\.db$/);
    expect(config.APP_URL).toBe("http://localhost:3000");
    expect(config.isHttps).toBe(false);
  });

  it("keeps database backups beside the database unless BACKUP_DIR says otherwise", () => {
    expect(parseEnv({}).BACKUP_DIR).toMatch(/data\/backups$/);
    expect(parseEnv({ DATABASE_PATH: "/litefs/shop.db" }).BACKUP_DIR).toBe("/litefs/backups");
    expect(parseEnv({ DATABASE_PATH: "/litefs/shop.db", BACKUP_DIR: "/data/backups" }).BACKUP_DIR).toBe(
      "/data/backups",
    );
  });

  it("refuses to serve others in production without a session secret", () => {
    expect(() => parseEnv({ NODE_ENV: "production", APP_URL: "https://shop.example.co.za" })).toThrow(/SESSION_SECRET/);
    expect(
      parseEnv({ NODE_ENV: "production", APP_URL: "https://shop.example.co.za", SESSION_SECRET: "s3cret" }).isHttps,
    ).toBe(true);
  });

  it("lets `npm start` run the production build on this machine with the development secret", () => {
    expect(parseEnv({ NODE_ENV: "production" }).isProduction).toBe(true);
    expect(parseEnv({ NODE_ENV: "production", APP_URL: "http://127.0.0.1:8080" }).isProduction).toBe(true);
  });

  it("prints a demonstration VAT number on invoices until the co-op's own is set, and refuses a malformed one", () => {
    expect(parseEnv({}).STORE_VAT_NUMBER).toBe("4000000000");
    expect(parseEnv({ STORE_VAT_NUMBER: " 4123456789 " }).STORE_VAT_NUMBER).toBe("4123456789");
    expect(() => parseEnv({ STORE_VAT_NUMBER: "123" })).toThrow(/STORE_VAT_NUMBER/);
  });

  it("stops at start on a bad value", () => {
    expect(() => parseEnv({ PORT: "not-a-port" })).toThrow();
    expect(() => parseEnv({ APP_URL: "not a url" })).toThrow();
  });
});
