/**
 * Charts drawn as SVG on the server: no chart script goes to the phone, they print, and they work
 * without JavaScript. Each has a title for screen readers and sits beside a table of its figures,
 * which is the accessible form of the data (the chart itself is a picture of that table).
 */

export type ChartBar = { label: string; value: number };

/** A round, readable top for the value axis: 1, 2 or 5 times a power of ten, at least the largest value. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 8;
const BOTTOM = 28;
const TOP = 18;

/** Vertical bars over time (sales per day, week or month). */
export function ColumnChart({
  title,
  bars,
  format,
}: {
  title: string;
  bars: ChartBar[];
  format: (value: number) => string;
}) {
  const top = niceCeiling(Math.max(0, ...bars.map((bar) => bar.value)));
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const slot = (WIDTH - LEFT * 2) / Math.max(1, bars.length);
  const barWidth = Math.max(1, slot * 0.8);
  // At most about 8 labels under the axis, however many bars.
  const every = Math.max(1, Math.ceil(bars.length / 8));
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" className="h-auto w-full" aria-label={title}>
      <title>{title}</title>
      <text x={LEFT} y={12} fontSize="11" fill="#57534e">
        {format(top)}
      </text>
      <line x1={LEFT} x2={WIDTH - LEFT} y1={TOP} y2={TOP} stroke="#e7e5e4" />
      <line x1={LEFT} x2={WIDTH - LEFT} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="#a8a29e" />
      {bars.map((bar, index) => {
        const height = (Math.max(0, bar.value) / top) * plotHeight;
        const x = LEFT + index * slot + (slot - barWidth) / 2;
        return (
          <g key={bar.label}>
            <rect x={x} y={HEIGHT - BOTTOM - height} width={barWidth} height={height} fill="#3f7d20">
              <title>{`${bar.label}: ${format(bar.value)}`}</title>
            </rect>
            {index % every === 0 ? (
              <text x={x + barWidth / 2} y={HEIGHT - 10} fontSize="11" textAnchor="middle" fill="#57534e">
                {bar.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/** Horizontal bars comparing parts (collect or delivery, payment statuses, top products). */
export function BarList({
  title,
  bars,
  format,
}: {
  title: string;
  bars: ChartBar[];
  format: (value: number) => string;
}) {
  const top = Math.max(1, ...bars.map((bar) => bar.value));
  const row = 26;
  const height = Math.max(row, bars.length * row);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" className="h-auto w-full" aria-label={title}>
      <title>{title}</title>
      {bars.map((bar, index) => {
        const width = (Math.max(0, bar.value) / top) * (WIDTH * 0.5);
        const y = index * row;
        return (
          <g key={bar.label}>
            <text x={0} y={y + 17} fontSize="12" fill="#292524">
              {bar.label.length > 34 ? `${bar.label.slice(0, 33)}…` : bar.label}
            </text>
            <rect x={WIDTH * 0.38} y={y + 5} width={width} height={16} fill="#3f7d20" />
            <text x={WIDTH * 0.38 + width + 6} y={y + 17} fontSize="12" fill="#292524">
              {format(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
