import path from "node:path";
import { z } from "zod";
import { TRUST_PROXY_VALUES, type TrustProxy } from "./client-address";

const DEVELOPMENT_SESSION_SECRET = "development-only-secret-change-me";
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_PATH: z.string().min(1).default("./data/shop.db"),
  UPLOADS_DIR: z.string().min(1).default("./data/uploads"),
  // Where the database backups go (decision 0043). Unset: a "backups" folder beside the database.
  BACKUP_DIR: z.string().min(1).optional(),
  // S3-compatible object storage for uploads and backups (decision 0056). Unset: the folders above.
  // The S3_* names win; Tigris on Fly sets BUCKET_NAME, AWS_ENDPOINT_URL_S3 and AWS_REGION.
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  BUCKET_NAME: z.string().min(1).optional(),
  AWS_ENDPOINT_URL_S3: z.url().optional(),
  AWS_REGION: z.string().min(1).optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  SESSION_SECRET: z.string().min(1).default(DEVELOPMENT_SESSION_SECRET),
  APP_URL: z.url().default("http://localhost:3000"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().min(3).default("Donkerhoek Farm Supplies <shop@example.com>"),
  STORE_EMAIL: z.email().default("shop@example.com"),
  // SMS over SMPP (decision 0076): smpp://system_id:password@host:port, smpps:// for TLS. Unset:
  // SMS are kept in the sms_messages outbox and logged, not sent (as e-mail without SMTP_URL).
  SMS_URL: z
    .string()
    .trim()
    .refine((value) => parseSmsUrl(value) !== null, {
      message:
        "SMS_URL must look like smpp://system_id:password@host:port (smpps:// for TLS), with the system id and password your SMS aggregator gave you (percent-encode @ : / in the password).",
    })
    .optional(),
  // The sender ID on every SMS: up to 11 letters and digits (as registered with the aggregator)
  // or a number. Unset: the aggregator's default for the account.
  SMS_FROM: z
    .string()
    .trim()
    .regex(
      /^(?:[A-Za-z0-9 ]{1,11}|\+?\d{1,15})$/,
      "SMS_FROM must be a sender ID of up to 11 letters and digits, or a phone number of up to 15 digits.",
    )
    .optional(),
  // The most SMS parts (submit_sm) per second the aggregator allows the account.
  SMS_RATE: z.coerce
    .number()
    .positive("SMS_RATE must be a number of messages per second above 0, e.g. 10.")
    .max(1000, "SMS_RATE must be at most 1000 messages per second.")
    .default(10),
  // The co-op's VAT registration number, printed on tax invoices: ten digits starting with 4. The
  // default is a demonstration number; a shop that issues real invoices must set its own.
  STORE_VAT_NUMBER: z
    .string()
    .trim()
    .regex(/^4\d{9}$/, "STORE_VAT_NUMBER must be a South African VAT number: 10 digits starting with 4.")
    .default("4000000000"),
  SEED_PASSWORD: z.string().min(1).default("Donkerhoek-Demo-2026!"),
  // The breached-password range API (k-anonymity: only 5 hex characters of the SHA-1 leave
  // the server); "off" skips the check.
  PWNED_PASSWORDS_URL: z.string().default("https://api.pwnedpasswords.com/range/"),
  // How long a storefront page rendered for one anonymous visitor may be served to the next ones
  // while the database is unchanged (decision 0059); 0 renders every page for its own request.
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  // The Prometheus metrics (decision 0104) on a port of their own, off when unset; fly.toml sets
  // 9091, which Fly scrapes over the private network ([metrics]) and never publishes.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_PATH: z.string().startsWith("/").default("/metrics"),
  // Set to "false" to keep the in-process mail and job worker off (tests drive jobs themselves).
  JOBS_WORKER: z.enum(["true", "false"]).default("true"),
  // Sign-in with Google and Facebook: a provider is offered only when its id and secret are set.
  // The endpoints default to the providers' own; tests point them at a loopback OAuth server.
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTHORIZATION_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: z.url().default("https://openidconnect.googleapis.com/v1/userinfo"),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  // Unversioned Graph API addresses use the API version chosen for the app in Meta's dashboard,
  // so the defaults do not expire with a pinned version.
  FACEBOOK_AUTHORIZATION_URL: z.url().default("https://www.facebook.com/dialog/oauth"),
  FACEBOOK_TOKEN_URL: z.url().default("https://graph.facebook.com/oauth/access_token"),
  FACEBOOK_USERINFO_URL: z.url().default("https://graph.facebook.com/me?fields=id,name,email,first_name,last_name"),
  // Delivery: an OSRM-compatible routing service for road distances and a Nominatim-compatible
  // geocoder for addresses. Unset: straight-line distances and the list of places around the store.
  ROUTING_URL: z.url().optional(),
  GEOCODER_URL: z.url().optional(),
  // Which proxy in front of the shop may name the client's address (client-address.ts). Unset:
  // "fly" on a Fly Machine (FLY_APP_NAME is set there), otherwise "none".
  TRUST_PROXY: z.enum(TRUST_PROXY_VALUES).optional(),
  FLY_APP_NAME: z.string().optional(),
});

/** The SMPP account the SMS go out through; null: SMS are only kept and logged. */
export type SmsConfig = {
  host: string;
  port: number;
  tls: boolean;
  systemId: string;
  password: string;
  /** The bind's system_type, from `?system_type=`, when the aggregator asks for one. */
  systemType: string;
  /** SMS_FROM, or "" for the account's default sender. */
  from: string;
  /** Submissions per second. */
  rate: number;
};

/**
 * Reads smpp://system_id:password@host:port (smpps:// for TLS; default ports 2775 and 3550).
 * Null when it is not such an address or lacks the system id, password or host.
 */
export function parseSmsUrl(value: string): Omit<SmsConfig, "from" | "rate"> | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "smpp:" && url.protocol !== "smpps:") return null;
  if (!url.hostname || !url.username || !url.password) return null;
  const tls = url.protocol === "smpps:";
  const port = url.port ? Number(url.port) : tls ? 3550 : 2775;
  try {
    return {
      host: url.hostname.replace(/^\[|\]$/g, ""),
      port,
      tls,
      systemId: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      systemType: url.searchParams.get("system_type") ?? "",
    };
  } catch {
    return null;
  }
}

/** Where the bucket is, when one is configured; the credentials stay in the environment. */
export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
};

export type Env = Omit<z.infer<typeof schema>, "BACKUP_DIR"> & {
  BACKUP_DIR: string;
  /** The bucket for uploads and backups; null: the local folders (the default). */
  s3: S3Config | null;
  /** The SMPP account for SMS (SMS_URL); null: SMS are kept in the outbox and logged. */
  sms: SmsConfig | null;
  isProduction: boolean;
  /** The public address is https: browsers may be told to use nothing else (HSTS, upgrades). */
  isHttps: boolean;
  trustProxy: TrustProxy;
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = schema.parse(cleaned);
  const isProduction = parsed.NODE_ENV === "production";
  // remix-serve runs the build with NODE_ENV=production, also for `npm start` on a laptop. Only a
  // shop served to others (APP_URL not on this machine) must have a secret of its own.
  const servesOthers = !LOCAL_HOSTS.has(new URL(parsed.APP_URL).hostname);
  if (isProduction && servesOthers && parsed.SESSION_SECRET === DEVELOPMENT_SESSION_SECRET) {
    throw new Error("SESSION_SECRET must be set in production: the development default signs nothing safely.");
  }
  return {
    ...parsed,
    s3: s3Config(parsed),
    sms: smsConfig(parsed),
    DATABASE_PATH: path.resolve(parsed.DATABASE_PATH),
    BACKUP_DIR: path.resolve(parsed.BACKUP_DIR ?? path.join(path.dirname(parsed.DATABASE_PATH), "backups")),
    UPLOADS_DIR: path.resolve(parsed.UPLOADS_DIR),
    APP_URL: parsed.APP_URL.replace(/\/$/, ""),
    isProduction,
    isHttps: parsed.APP_URL.startsWith("https://"),
    trustProxy: parsed.TRUST_PROXY ?? (parsed.FLY_APP_NAME ? "fly" : "none"),
  };
}

function s3Config(parsed: z.infer<typeof schema>): S3Config | null {
  const bucket = parsed.S3_BUCKET ?? parsed.BUCKET_NAME;
  if (!bucket) return null;
  if (!parsed.AWS_ACCESS_KEY_ID || !parsed.AWS_SECRET_ACCESS_KEY)
    throw new Error(
      `A bucket is configured (${bucket}) but AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not both set: set them, or unset S3_BUCKET and BUCKET_NAME to keep files on disk.`,
    );
  return {
    bucket,
    endpoint: parsed.S3_ENDPOINT ?? parsed.AWS_ENDPOINT_URL_S3,
    region: parsed.S3_REGION ?? parsed.AWS_REGION ?? "auto",
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE === "true",
    accessKeyId: parsed.AWS_ACCESS_KEY_ID,
    secretAccessKey: parsed.AWS_SECRET_ACCESS_KEY,
  };
}

function smsConfig(parsed: z.infer<typeof schema>): SmsConfig | null {
  const account = parsed.SMS_URL ? parseSmsUrl(parsed.SMS_URL) : null;
  if (!account) return null;
  return { ...account, from: parsed.SMS_FROM ?? "", rate: parsed.SMS_RATE };
}

let cached: Env | undefined;

/** The validated configuration; read once, so a bad value stops the server at start. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
