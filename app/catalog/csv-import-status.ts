/**
 * Where a CSV import is (decision 0032): checking (a job reads the file), checked (waiting for
 * staff to apply or cancel), applying (a job applies it in one transaction), then completed or
 * failed; cancelled by staff; interrupted when the server stopped during a job.
 */
export const IMPORT_STATUSES = [
  "checking",
  "checked",
  "applying",
  "completed",
  "failed",
  "cancelled",
  "interrupted",
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The statuses a job is working on: the progress page refreshes itself while in one. */
export const RUNNING_STATUSES: readonly ImportStatus[] = ["checking", "applying"];
