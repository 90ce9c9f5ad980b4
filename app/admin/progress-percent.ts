/**
 * How much of a long piece of work is done, as the progress bars show it: whole percents rounded
 * down, so 100 % is shown only when every step is done (999 of 1,000 is 99 %, never 100 %).
 * Nothing to do is all done.
 */
export function percentDone(done: number, total: number): number {
  if (total <= 0) return 100;
  if (done >= total) return 100;
  return Math.max(0, Math.floor((done / total) * 100));
}

/** A percentage as the bar draws it: a whole number from 0 to 100, rounded down. */
export function shownPercent(percent: number): number {
  return Math.max(0, Math.min(100, Math.floor(percent)));
}
