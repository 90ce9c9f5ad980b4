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

  it("keeps uploads and backups on disk unless a bucket is configured", () => {
    expect(parseEnv({}).s3).toBeNull();
  });

  it("takes the bucket from the S3_* names, or from the names Tigris sets on Fly", () => {
    const keys = { AWS_ACCESS_KEY_ID: "tid_key", AWS_SECRET_ACCESS_KEY: "tsec_secret" };
    expect(
      parseEnv({ ...keys, BUCKET_NAME: "donkerhoek-uploads", AWS_ENDPOINT_URL_S3: "https://fly.storage.tigris.dev" })
        .s3,
    ).toEqual({
      bucket: "donkerhoek-uploads",
      endpoint: "https://fly.storage.tigris.dev",
      region: "auto",
      forcePathStyle: false,
      accessKeyId: "tid_key",
      secretAccessKey: "tsec_secret",
    });
    const both = parseEnv({
      ...keys,
      BUCKET_NAME: "tigris-name",
      S3_BUCKET: "own-name",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      AWS_ENDPOINT_URL_S3: "https://fly.storage.tigris.dev",
      S3_REGION: "af-south-1",
      AWS_REGION: "auto",
      S3_FORCE_PATH_STYLE: "true",
    }).s3;
    expect(both).toMatchObject({
      bucket: "own-name",
      endpoint: "http://127.0.0.1:9000",
      region: "af-south-1",
      forcePathStyle: true,
    });
    expect(parseEnv({ ...keys, S3_BUCKET: "on-aws" }).s3).toMatchObject({ endpoint: undefined, region: "auto" });
  });

  it("refuses a bucket without both keys, and a malformed endpoint", () => {
    expect(() => parseEnv({ S3_BUCKET: "shop", AWS_ACCESS_KEY_ID: "id" })).toThrow(
      /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
    );
    expect(() =>
      parseEnv({ S3_BUCKET: "shop", S3_ENDPOINT: "not a url", AWS_ACCESS_KEY_ID: "a", AWS_SECRET_ACCESS_KEY: "b" }),
    ).toThrow();
  });

  it("stops at start on a bad value", () => {
    expect(() => parseEnv({ PORT: "not-a-port" })).toThrow();
    expect(() => parseEnv({ APP_URL: "not a url" })).toThrow();
  });

  it("keeps SMS in the outbox unless SMS_URL names an SMPP account", () => {
    expect(parseEnv({}).sms).toBeNull();
    expect(parseEnv({ SMS_URL: "smpp://shop:s3cr%40t@smpp.example.co.za:2775", SMS_FROM: "Donkerhoek" }).sms).toEqual({
      host: "smpp.example.co.za",
      port: 2775,
      tls: false,
      systemId: "shop",
      password: "s3cr@t",
      systemType: "",
      from: "Donkerhoek",
      rate: 10,
    });
    const tls = parseEnv({ SMS_URL: "smpps://shop:pw@smpp.example.co.za?system_type=VMA", SMS_RATE: "25" }).sms;
    expect(tls).toMatchObject({ tls: true, port: 3550, systemType: "VMA", from: "", rate: 25 });
  });

  it("stops at start with a clear message on a malformed SMS setting", () => {
    expect(() => parseEnv({ SMS_URL: "https://smpp.example.co.za" })).toThrow(/SMS_URL must look like smpp:\/\//);
    expect(() => parseEnv({ SMS_URL: "smpp://smpp.example.co.za:2775" })).toThrow(/system_id:password/);
    expect(() => parseEnv({ SMS_FROM: "Donkerhoek Farm Supplies" })).toThrow(/SMS_FROM must be a sender ID/);
    expect(() => parseEnv({ SMS_RATE: "0" })).toThrow(/SMS_RATE/);
  });
});
