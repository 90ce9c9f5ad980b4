import type { ImportStatus } from "./csv-import-status";

const LOOKS: Record<ImportStatus, { label: string; tone: string }> = {
  checking: { label: "Checking", tone: "bg-sky-100 text-sky-900" },
  checked: { label: "Waiting to be applied", tone: "bg-amber-100 text-amber-900" },
  applying: { label: "Applying", tone: "bg-sky-100 text-sky-900" },
  completed: { label: "Complete", tone: "bg-green-100 text-green-900" },
  failed: { label: "Failed", tone: "bg-red-100 text-red-900" },
  cancelled: { label: "Cancelled", tone: "bg-stone-200 text-stone-800" },
  interrupted: { label: "Interrupted", tone: "bg-red-100 text-red-900" },
};

/** An import's status in words; a completed import with failed rows is marked as such (spec). */
export function ImportStatusBadge({ status, failedRows }: { status: ImportStatus; failedRows: number }) {
  const look =
    status === "completed" && failedRows > 0
      ? { label: "Complete with errors", tone: "bg-red-100 text-red-900" }
      : LOOKS[status];
  return <span className={`rounded px-2 py-0.5 text-xs font-semibold ${look.tone}`}>{look.label}</span>;
}
