import { formatDisplayDate } from "~/platform";
import type { DailyCount } from "~/ai-spots";

const WIDTH = 720;
const HEIGHT = 220;
const PLOT = { left: 36, right: 8, top: 12, bottom: 40 };

/**
 * A small dependency-free bar chart of a figure per day (submissions by default; revenue on the overview), with the
 * same figures in a table for screen readers.
 */
export function DailyBarChart({
  series,
  title,
  valueLabel = "Submissions",
  formatValue = String,
  formatAxis = formatValue,
  emptyText = "No submissions in this range.",
}: {
  series: DailyCount[];
  title: string;
  /** The table's column heading and the chart's unit, e.g. "Submissions", "Revenue". */
  valueLabel?: string;
  formatValue?: (value: number) => string;
  /** The largest value beside the axis, where there is little room (e.g. "₹1.2L"). */
  formatAxis?: (value: number) => string;
  emptyText?: string;
}) {
  if (series.length === 0) return <p className="text-gray-700">{emptyText}</p>;
  const max = Math.max(1, ...series.map((entry) => entry.count));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / series.length;
  const barWidth = Math.max(1, slot * 0.7);
  // About eight date labels, whatever the number of days.
  const labelEvery = Math.max(1, Math.ceil(series.length / 8));
  const total = series.reduce((sum, entry) => sum + entry.count, 0);

  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto max-h-72 w-full"
        role="img"
        aria-label={`${title}: ${formatValue(total)} ${valueLabel.toLowerCase()} over ${series.length} days`}
      >
        <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={PLOT.top + plotHeight} y2={PLOT.top + plotHeight} stroke="#9ca3af" />
        <text x={PLOT.left - 6} y={PLOT.top + 4} textAnchor="end" fontSize="11" fill="#374151">
          {formatAxis(max)}
        </text>
        <text x={PLOT.left - 6} y={PLOT.top + plotHeight} textAnchor="end" fontSize="11" fill="#374151">
          0
        </text>
        {series.map((entry, index) => {
          const height = (entry.count / max) * plotHeight;
          const x = PLOT.left + index * slot + (slot - barWidth) / 2;
          return (
            <g key={entry.day}>
              <rect
                x={x}
                y={PLOT.top + plotHeight - height}
                width={barWidth}
                height={height}
                fill="#4f46e5"
                rx={Math.min(3, barWidth / 3)}
              >
                <title>{`${formatDisplayDate(entry.day)}: ${formatValue(entry.count)}`}</title>
              </rect>
              {index % labelEvery === 0 ? (
                <text x={x + barWidth / 2} y={HEIGHT - PLOT.bottom + 16} textAnchor="middle" fontSize="11" fill="#374151">
                  {formatDisplayDate(entry.day).slice(0, 6)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((entry) => (
              <tr key={entry.day}>
                <td>{formatDisplayDate(entry.day)}</td>
                <td>{formatValue(entry.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
