export function ProgressBar({
  label,
  percent,
  valueText,
  describedBy,
}: {
  label: string;
  percent: number;
  valueText: string;
  /** The id of what this bar is about, when the page has several bars of the same label (one per course). */
  describedBy?: string;
}) {
  return (
    <div>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-medium text-gray-800">{label}</span>
        <span className="text-gray-700">{valueText}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-describedby={describedBy}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="mt-2 h-3 overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
