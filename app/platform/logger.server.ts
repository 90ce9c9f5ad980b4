/**
 * One place for server logs, so production output stays one line per event and tests can
 * silence it with LOG_LEVEL=silent. Events read as `<time> LEVEL words {details}`; each request's
 * access line (written by the HTTP guard) is one JSON object, to search and count (decision 0102).
 */
type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? "info") as Level | "silent";
  return order[configured] ?? order.info;
}

function write(level: Level, message: string, details?: Record<string, unknown>) {
  if (order[level] < threshold()) return;
  const line = details ? `${message} ${JSON.stringify(details)}` : message;
  const stamp = new Date().toISOString();
  if (level === "error") console.error(`${stamp} ERROR ${line}`);
  else if (level === "warn") console.warn(`${stamp} WARN ${line}`);
  else console.info(`${stamp} ${level.toUpperCase()} ${line}`);
}

export const logger = {
  debug: (message: string, details?: Record<string, unknown>) => write("debug", message, details),
  info: (message: string, details?: Record<string, unknown>) => write("info", message, details),
  warn: (message: string, details?: Record<string, unknown>) => write("warn", message, details),
  error: (message: string, details?: Record<string, unknown>) => write("error", message, details),
};

/** Set by the app on a page's response, read and removed by the guard: the Remix route that answered. */
export const ROUTE_HEADER = "x-shop-route";

export type AccessRecord = {
  requestId: string;
  method: string;
  /** The path only: a query may hold a search, a token or an address, none of which belong in a log. */
  path: string;
  route: string | null;
  status: number;
  ms: number;
  /** Set when the client went away before the answer was sent. */
  aborted?: true;
};

/** The access line of one request: `{"time":...,"level":"info","msg":"request",...}`. */
export function accessLine(record: AccessRecord, time: Date = new Date()): string {
  return JSON.stringify({ time: time.toISOString(), level: "info", msg: "request", ...record });
}

/** Writes a request's access line (at info: LOG_LEVEL=warn or silent leaves it out). */
export function logAccess(record: AccessRecord): void {
  if (order.info < threshold()) return;
  console.info(accessLine(record));
}
