/**
 * Round trips the page needed beyond the document's: the requests sent after the document, in
 * waves. A request sent less than half a round trip after the wave's first belongs to it; the
 * next wave can only start once an answer arrived, a whole round trip later.
 */
export function roundTripsBeyondFirst(requestStarts: number[], roundTripMs: number): number {
  const sorted = [...requestStarts].sort((a, b) => a - b);
  let waves = 0;
  let waveStart = Number.NEGATIVE_INFINITY;
  for (const start of sorted) {
    if (start - waveStart >= roundTripMs / 2) {
      waves++;
      waveStart = start;
    }
  }
  return waves;
}
