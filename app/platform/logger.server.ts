/**
 * One place for server logs, so production output stays one line per event and tests can
 * silence it with LOG_LEVEL=silent.
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
